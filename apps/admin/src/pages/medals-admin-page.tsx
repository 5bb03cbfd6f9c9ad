import { PageHeader } from '../components/page-header';
import { MedalsAdmin } from '../features/achievements';
import { messages } from '../locales';

/** 勋章管理 (roles: config/navigation). */
export function MedalsAdminPage() {
  return (
    <>
      <PageHeader
        title={messages.nav.items.medals.label}
        description={messages.nav.items.medals.description}
      />
      <MedalsAdmin />
    </>
  );
}
