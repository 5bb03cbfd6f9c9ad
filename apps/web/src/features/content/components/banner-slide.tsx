import type { Banner } from '@ia/shared';
import { ContentImage } from '../../../components/content-image';
import { useOpenLink } from '../../../hooks/use-open-link';
import { designImageSizes } from '../../../lib/image-variants';
import styles from './content.module.css';

/** How wide a banner is shown: the 764-px design width (the page minus its margins). */
export const BANNER_IMAGE_SIZES = designImageSizes(764);

/** One banner; a tap follows its link (in-app or https). */
export function BannerSlide({ banner }: { banner: Banner }) {
  const openLink = useOpenLink();
  return (
    <button type="button" className={styles.bannerSlide} onClick={() => openLink(banner.link)}>
      <ContentImage
        className={styles.bannerImage}
        src={banner.image}
        alt={banner.title}
        sizes={BANNER_IMAGE_SIZES}
      />
    </button>
  );
}
