import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { MemberRegisterForm } from '../features/registration';

/** 注册 (/register): member registration. */
export function RegisterPage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <MemberRegisterForm />
    </div>
  );
}
