import type { Banner } from '@ia/shared';
import { useTranslation } from 'react-i18next';
import { BannerCarousel } from './banner-carousel';
import { BannerSlide } from './banner-slide';
import styles from './content.module.css';

export interface BannerSwiperProps {
  banners: readonly Banner[];
  label: string;
}

/** The operators' banners, one at a time; a tap follows the banner's link (in-app or https). */
export function BannerSwiper({ banners, label }: BannerSwiperProps) {
  const [first] = banners;
  return (
    <section className={styles.banners} aria-label={label}>
      {banners.length > 1 ? (
        <BannerCarousel banners={banners} />
      ) : (
        first && <BannerSlide banner={first} first />
      )}
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
