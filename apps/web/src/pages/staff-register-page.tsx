import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { StaffRegisterForm } from '../features/registration';

/** 员工注册 (/staffregister): staff registration with a company mailbox. */
export function StaffRegisterPage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <StaffRegisterForm />
    </div>
  );
}
