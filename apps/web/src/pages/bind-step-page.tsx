import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { BindStepView } from '../features/certification';

/** 账号绑定 (/bindStep): the steps of the certification flow. */
export function BindStepPage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <BindStepView />
    </div>
  );
}
