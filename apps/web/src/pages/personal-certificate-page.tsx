import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { CertificateList } from '../features/achievements';

/** /personal/cer: the certificates held and the programmes in progress. */
export function PersonalCertificatePage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <CertificateList />
    </div>
  );
}
