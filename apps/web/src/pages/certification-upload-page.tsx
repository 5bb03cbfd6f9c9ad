import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { CertificationForm } from '../features/certification';

/** 上传认证资料 (/veevaupload): the certification form. */
export function CertificationUploadPage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <CertificationForm />
    </div>
  );
}
