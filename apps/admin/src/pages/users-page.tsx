import { PageHeader } from '../components/page-header';
import { can } from '../config/permissions';
import { useSignedInOperator } from '../features/auth';
import { UsersView } from '../features/users';
import { messages } from '../locales';

/** 用户管理: the platform's users, their veeva link, and the CSV import (roles: config/navigation, config/permissions). */
export function UsersPage() {
  const { role } = useSignedInOperator();
  return (
    <>
      <PageHeader title={messages.users.title} description={messages.users.description} />
      <UsersView
        canImport={can(role, 'importUsers')}
        canLinkVeeva={can(role, 'linkVeeva')}
        canMarkHospitalInvalid={can(role, 'markHospitalInvalid')}
      />
    </>
  );
}
