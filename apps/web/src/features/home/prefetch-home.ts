import type { QueryClient } from '@tanstack/react-query';
import { getToken } from '../../lib/identity';
import {
  bannersQueryOptions,
  getBanners,
  homeSettingQueryOptions,
  preloadFirstBanner,
  takeEarlyBanners,
} from '../content';

/**
 * Starts the home's first requests (the banners and the list of sections) once its route is
 * entered and the visitor is signed in, instead of after the page has rendered: on a slow phone
 * the first render takes hundreds of milliseconds. The page's queries find them under way.
 *
 * The banners come from index.html's own early request when it was made for this session
 * (features/content/early-banners.ts), which has also fetched the first banner's picture: the page
 * can show both in its first render. Otherwise the first banner's picture, the home's largest
 * paint, is fetched as soon as its address is known (the page's images load lazily, once laid
 * out), as the same file the banner then shows.
 */
export function prefetchHome(queryClient: QueryClient): void {
  const options = bannersQueryOptions('home');
  const early = takeEarlyBanners(window, getToken());
  if (early && 'ready' in early) {
    queryClient.setQueryData(options.queryKey, early.ready);
  } else if (early) {
    // A failure is left to the page's own query, which shows it.
    void queryClient.prefetchQuery({
      ...options,
      queryFn: async () => (await early.pending) ?? getBanners('home'),
    });
  } else {
    queryClient.fetchQuery(options).then(
      (banners) => preloadFirstBanner(banners),
      () => {
        // The page's own query shows the failure.
      },
    );
  }
  void queryClient.prefetchQuery(homeSettingQueryOptions());
}
