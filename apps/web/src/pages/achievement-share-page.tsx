import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { EmptyState } from '../components/empty-state';
import { PageHeader } from '../components/page-header';
import {
  AchievementPoster,
  type AchievementRef,
  achievementRefOf,
  usePosterSpec,
} from '../features/achievements';
import { isWechatBrowser, useShareCard } from '../features/sharing';
import { useUserInfo } from '../features/users';

/** /personal/achieveshare?type=&id=: the share poster of a medal or certificate, savable as an image. */
export function AchievementSharePage() {
  const { title, showBack } = usePageChrome();
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const target = achievementRefOf(searchParams);
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      {target ? <SharePoster target={target} /> : <EmptyState title={t('achievements.detailMissing')} />}
    </div>
  );
}

function SharePoster({ target }: { target: AchievementRef }) {
  const { t } = useTranslation();
  const user = useUserInfo();
  const viewerName = user.data?.name ?? null;
  const { spec } = usePosterSpec(target, viewerName);
  // What WeChat shares from here: the medal or certificate by name (its artwork as the image).
  useShareCard(
    spec
      ? {
          title:
            target.type === 'medal'
              ? t('achievements.poster.shareTitleMedal', { name: spec.title })
              : t('achievements.poster.shareTitleCertificate', { name: spec.title }),
          desc: t('achievements.poster.shareDesc'),
          imgUrl: target.type === 'medal' ? spec.imageUrl : null,
          contentId: target.id,
        }
      : null,
  );
  return <AchievementPoster target={target} viewerName={viewerName} inWechat={isWechatBrowser()} />;
}
