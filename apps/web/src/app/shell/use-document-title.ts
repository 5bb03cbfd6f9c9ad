import { useEffect } from 'react';
import { useRouteTitle } from '../routes/use-route-meta';

/** document.title follows the route meta (WeChat shows it in its top bar). */
export function useDocumentTitle(): void {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title;
  }, [title]);
}
