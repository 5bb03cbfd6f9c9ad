import { PageHeader } from '../components/page-header';
import { can } from '../config/permissions';
import { useSignedInOperator } from '../features/auth';
import { ConsentDocumentsView } from '../features/consent';
import { messages } from '../locales';

/** 协议管理: every version of the consent documents; administrators publish new ones. */
export function ConsentDocumentsPage() {
  const { role } = useSignedInOperator();
  return (
    <>
      <PageHeader
        title={messages.consentDocuments.title}
        description={messages.consentDocuments.description}
      />
      <ConsentDocumentsView canPublish={can(role, 'publishConsent')} />
    </>
  );
}
