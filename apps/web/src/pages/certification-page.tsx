import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { CertificationStatusView } from '../features/certification';

/** 认证 (/veeva): the certification status and what to do next. */
export function CertificationPage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <CertificationStatusView />
    </div>
  );
}
