import Button from 'antd-mobile/es/components/button';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { useTranslation } from 'react-i18next';
import { ContentImage } from '../../../components/content-image';
import styles from './campaigns.module.css';

export interface CampaignPosterProps {
  title: string;
  poster: string | null;
  onContinue: () => void;
}

/** The campaign's poster over the whole screen, with 继续 (and a close mark doing the same). */
export function CampaignPoster({ title, poster, onContinue }: CampaignPosterProps) {
  const { t } = useTranslation();
  return (
    <div
      className={styles.poster}
      role="dialog"
      aria-modal="true"
      aria-label={t('campaign.poster.alt', { title })}
    >
      <button
        type="button"
        className={styles.posterClose}
        aria-label={t('campaign.poster.close')}
        onClick={onContinue}
      >
        <CloseOutline aria-hidden="true" />
      </button>
      <ContentImage
        className={styles.posterImage}
        src={poster}
        alt={t('campaign.poster.alt', { title })}
        fit="contain"
      />
      <Button className={styles.posterContinue} color="primary" shape="rounded" onClick={onContinue}>
        {t('campaign.poster.continue')}
      </Button>
    </div>
  );
}
