import { DESIGN_WIDTH, IMAGE_VARIANT_WIDTHS } from '@ia/shared';
import { DESIGN_SCALE } from './design-scale';

/** Our public uploads, as the API gives them: /uploads/<storage key>, no query. */
const PUBLIC_UPLOAD = /^\/uploads\/[^?#]+$/;

/**
 * `<img sizes>` for a picture `designPixels` wide in the 828-px design: it scales with the screen
 * (design-scale.ts) until the app column stops growing at DESIGN_SCALE.maxWidth.
 */
export function designImageSizes(designPixels: number): string {
  const widest = Math.round((designPixels * DESIGN_SCALE.maxWidth) / DESIGN_WIDTH);
  const share = Math.round((designPixels / DESIGN_WIDTH) * 1000) / 10;
  return `(min-width: ${DESIGN_SCALE.maxWidth}px) ${widest}px, ${share}vw`;
}

/**
 * The WebP variants of one of our public uploads as an `srcset` (decision 030): the server makes
 * each width on request. Null for any other address (demo media, an https image an operator
 * entered), which is shown as it is.
 */
export function webpSourceSet(src: string): string | null {
  if (!PUBLIC_UPLOAD.test(src)) return null;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', ');
}

/**
 * An image as ContentImage draws it with these `sizes`, built without React: the WebP variant for
 * this screen where the browser takes WebP (a <picture> that adds no box), else the file itself.
 * The <img> starts loading, high priority, as soon as it has its address, in the document or not.
 * Answers the <img> and the element to insert.
 */
export function createPriorityImage(
  src: string,
  sizes: string,
  doc: Document = document,
): { image: HTMLImageElement; element: HTMLElement } {
  const image = doc.createElement('img');
  image.fetchPriority = 'high';
  const webp = webpSourceSet(src);
  let element: HTMLElement = image;
  if (webp) {
    const source = doc.createElement('source');
    source.type = 'image/webp';
    source.srcset = webp;
    source.sizes = sizes;
    element = doc.createElement('picture');
    element.style.display = 'contents';
    element.append(source, image);
  }
  image.src = src;
  return { image, element };
}

/**
 * Fetches an image ahead of its page, choosing the file as ContentImage with these `sizes` will,
 * so the page finds it in the cache instead of asking for another.
 */
export function preloadImage(src: string, sizes: string, doc: Document = document): void {
  createPriorityImage(src, sizes, doc);
}
