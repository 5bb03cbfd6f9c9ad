import type { QueryClient } from '@tanstack/react-query';
import { preloadImage } from '../../lib/image-variants';
import { BANNER_IMAGE_SIZES, bannersQueryOptions, homeSettingQueryOptions } from '../content';

/**
 * Starts the home's first requests (the banners and the list of sections) once its route is
 * entered and the visitor is signed in, instead of after the page has rendered: on a slow phone
 * the first render takes hundreds of milliseconds. The page's queries find them under way. The
 * first banner's picture, the home's largest paint, is fetched as soon as its address is known
 * (the page's images load lazily, once laid out), as the same file the banner then shows.
 */
export function prefetchHome(queryClient: QueryClient): void {
  queryClient.fetchQuery(bannersQueryOptions('home')).then(
    (banners) => {
      const first = banners[0]?.image;
      if (first) preloadImage(first, BANNER_IMAGE_SIZES);
    },
    () => {
      // The page's own query shows the failure.
    },
  );
  void queryClient.prefetchQuery(homeSettingQueryOptions());
}
