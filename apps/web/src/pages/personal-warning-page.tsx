import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { AdverseEventForm } from '../features/drug-safety';

/** /personal/warning (药物警戒): how to report a suspected adverse reaction, and the report form. */
export function PersonalWarningPage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <AdverseEventForm />
    </div>
  );
}
