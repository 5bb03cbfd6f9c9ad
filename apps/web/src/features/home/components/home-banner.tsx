import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BannerSkeleton, BannerSwiper, useBanners } from '../../content';
import styles from './home.module.css';

/**
 * The operators' home banners (GET home/banner) in a swiper. With none published, or when
 * they cannot load, the academy's own welcome card takes their place: the top of the home is
 * never a hole.
 */
export function HomeBanner() {
  const { t } = useTranslation();
  const banners = useBanners('home');
  if (banners.isPending) {
    return (
      <div className={styles.bannerArea}>
        <BannerSkeleton />
      </div>
    );
  }
  if (banners.isError || banners.data.length === 0) return <WelcomeBanner />;
  return (
    <div className={styles.bannerArea}>
      <BannerSwiper banners={banners.data} label={t('discovery.home.banners')} />
    </div>
  );
}

/** The academy's own message, shown when no banner is published. */
function WelcomeBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={styles.banner} aria-label={t('home.bannerTitle')}>
      <BannerArt />
      <h2 className={styles.bannerTitle}>{t('home.bannerTitle')}</h2>
      <p className={styles.bannerSubtitle}>{t('home.bannerSubtitle')}</p>
      <Button
        className={styles.bannerAction}
        size="small"
        shape="rounded"
        color="primary"
        onClick={() => void navigate('/course')}
      >
        {t('home.bannerAction')}
      </Button>
    </section>
  );
}

function BannerArt() {
  return (
    <svg className={styles.bannerArt} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <circle
        cx="100"
        cy="100"
        r="92"
        fill="none"
        stroke="var(--adm-color-primary)"
        strokeOpacity="0.12"
        strokeWidth="14"
      />
      <circle
        cx="100"
        cy="100"
        r="62"
        fill="none"
        stroke="var(--adm-color-primary)"
        strokeOpacity="0.18"
        strokeWidth="10"
      />
      <circle cx="100" cy="100" r="34" fill="var(--adm-color-primary)" fillOpacity="0.16" />
      <path
        d="M40 100h28l10-22 16 44 12-30 8 8h46"
        fill="none"
        stroke="var(--adm-color-primary)"
        strokeOpacity="0.55"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
