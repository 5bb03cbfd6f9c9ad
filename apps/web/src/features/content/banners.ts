import type { Banner } from '@ia/shared';
import { createPriorityImage, designImageSizes, preloadImage } from '../../lib/image-variants';
import styles from './components/content.module.css';

// What the swiper, the home's prefetch and index.html's early request (early-banners.ts) agree
// on. Nothing here imports React: the early request is bundled into index.html.

/** How wide a banner is shown: the 764-px design width (the page minus its margins). */
export const BANNER_IMAGE_SIZES = designImageSizes(764);

/** Banners in the operators' order. */
export function sortBanners(banners: readonly Banner[]): Banner[] {
  return [...banners].sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/**
 * Fetches the first banner's picture ahead of the page, as the banner will show it: the home's
 * largest paint, whose <img> loads only once the page has rendered.
 */
export function preloadFirstBanner(banners: readonly Banner[], doc: Document = document): void {
  const first = banners[0]?.image;
  if (first) preloadImage(first, BANNER_IMAGE_SIZES, doc);
}

/**
 * The first banner's picture as BannerSlide's ContentImage draws it (same element, classes and
 * loading), built without React for the home painted before the app (features/home/early-home-shell.ts).
 */
export function createBannerImage(
  banner: Banner,
  doc: Document = document,
): { image: HTMLImageElement; element: HTMLElement } {
  const created = createPriorityImage(banner.image, BANNER_IMAGE_SIZES, doc);
  created.image.className = `content-image ${styles.bannerImage ?? ''}`;
  created.image.style.objectFit = 'cover';
  created.image.alt = banner.title;
  created.image.loading = 'eager';
  created.image.decoding = 'auto';
  return created;
}
