import { useTranslation } from 'react-i18next';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { useRouteMeta } from '../app/routes/use-route-meta';
import { PageHeader } from '../components/page-header';
import { CampaignLinkInvalid, SectionView, useIdParam } from '../features/campaigns';

/** /activity/secondList?id={section}&campain_id={campaign}: a section's modules and contents. */
export function ActivitySecondListPage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  const meta = useRouteMeta();
  const sectionId = useIdParam();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      {sectionId === null ? (
        <CampaignLinkInvalid title={t('campaign.errors.sectionMissing')} />
      ) : (
        <SectionView
          key={sectionId}
          sectionId={sectionId}
          loadMoreOnReachBottom={meta?.loadMoreOnReachBottom}
        />
      )}
    </div>
  );
}
