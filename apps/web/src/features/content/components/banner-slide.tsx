import type { Banner } from '@ia/shared';
import { ContentImage } from '../../../components/content-image';
import { useOpenLink } from '../../../hooks/use-open-link';
import styles from './content.module.css';

/** One banner; a tap follows its link (in-app or https). */
export function BannerSlide({ banner }: { banner: Banner }) {
  const openLink = useOpenLink();
  return (
    <button type="button" className={styles.bannerSlide} onClick={() => openLink(banner.link)}>
      <ContentImage className={styles.bannerImage} src={banner.image} alt={banner.title} />
    </button>
  );
}
