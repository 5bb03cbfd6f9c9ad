import type { Banner } from '@ia/shared';
import Swiper from 'antd-mobile/es/components/swiper';
import { useTranslation } from 'react-i18next';
import { ContentImage } from '../../../components/content-image';
import { useOpenLink } from '../../../hooks/use-open-link';
import styles from './content.module.css';

/** Time each banner stays before the next, ms. */
const AUTOPLAY_INTERVAL_MS = 4000;

export interface BannerSwiperProps {
  banners: readonly Banner[];
  label: string;
}

/** The operators' banners, one at a time; a tap follows the banner's link (in-app or https). */
export function BannerSwiper({ banners, label }: BannerSwiperProps) {
  const openLink = useOpenLink();
  return (
    <section className={styles.banners} aria-label={label}>
      <Swiper
        autoplay={banners.length > 1}
        autoplayInterval={AUTOPLAY_INTERVAL_MS}
        loop={banners.length > 1}
        indicator={banners.length > 1 ? undefined : () => null}
      >
        {banners.map((banner) => (
          <Swiper.Item key={banner.id}>
            <button type="button" className={styles.bannerSlide} onClick={() => openLink(banner.link)}>
              <ContentImage className={styles.bannerImage} src={banner.image} alt={banner.title} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}

/** The banner's place while banners load. */
export function BannerSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className={`${styles.bannerSkeleton} skeleton`}
      role="status"
      aria-busy="true"
      aria-label={t('app.loading')}
    />
  );
}
