import { useParams } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { CertificateVerificationView } from '../features/achievements';

/** /verify/:number: the public verification page the certificate's QR code opens (no login). */
export function CertificateVerifyPage() {
  const { title, showBack } = usePageChrome();
  const { number } = useParams();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <CertificateVerificationView number={number?.trim() || null} />
    </div>
  );
}
