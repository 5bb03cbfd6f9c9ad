import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { StaffProfileForm } from '../features/profile';

/** 员工信息 (/staffinfoedit): a staff user edits their details. */
export function StaffInfoEditPage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <StaffProfileForm />
    </div>
  );
}
