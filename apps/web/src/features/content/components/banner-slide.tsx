import type { Banner } from '@ia/shared';
import { ContentImage } from '../../../components/content-image';
import { useOpenLink } from '../../../hooks/use-open-link';
import { BANNER_IMAGE_SIZES } from '../banners';
import styles from './content.module.css';

export interface BannerSlideProps {
  banner: Banner;
  /** The first banner, on screen at once: often the page's largest picture. */
  first?: boolean;
}

/** One banner; a tap follows its link (in-app or https). */
export function BannerSlide({ banner, first = false }: BannerSlideProps) {
  const openLink = useOpenLink();
  return (
    <button type="button" className={styles.bannerSlide} onClick={() => openLink(banner.link)}>
      <ContentImage
        className={styles.bannerImage}
        src={banner.image}
        alt={banner.title}
        sizes={BANNER_IMAGE_SIZES}
        priority={first}
      />
    </button>
  );
}
