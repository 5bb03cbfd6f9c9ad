import type { Banner } from '@ia/shared';
import { designImageSizes, preloadImage } from '../../lib/image-variants';

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
