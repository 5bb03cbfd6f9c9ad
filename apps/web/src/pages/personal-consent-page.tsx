import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { ConsentOverview } from '../features/consent';

/** 知情同意书 (/personal/consent): what the user signed and when, and withdrawal (PIPL). */
export function PersonalConsentPage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <ConsentOverview />
    </div>
  );
}
