/** Slice images asked for so far, by URL: the viewer reuses what the page preloaded before it came. */
const images = new Map<string, Promise<HTMLImageElement>>();

/** Most images kept (about 3 series of 64 slices at 2 windows); the oldest asked go first. */
const MAX_CACHED = 400;

/** Fetches and decodes an image once; later calls for the same URL share the first. */
export function cachedImage(url: string): Promise<HTMLImageElement> {
  const known = images.get(url);
  if (known) return known;
  const loading = new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      image.decode().then(
        () => resolve(image),
        () => resolve(image),
      );
    };
    image.onerror = () => {
      images.delete(url);
      reject(new Error(`image failed: ${url}`));
    };
    image.src = url;
  });
  images.set(url, loading);
  if (images.size > MAX_CACHED) {
    const oldest = images.keys().next().value;
    if (oldest !== undefined) images.delete(oldest);
  }
  return loading;
}
