import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { InformationView } from '../features/profile';

/** 个人信息 (/information): my details, read only. */
export function InformationPage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <InformationView />
    </div>
  );
}
