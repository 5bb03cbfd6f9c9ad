import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { recordNavigation } from '../../lib/path-history';

/** Records every navigation in session storage, for the back helper (spec §2). */
export function usePathHistory(): void {
  const { pathname, search, key } = useLocation();
  const action = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one record per navigation (location key)
  useEffect(() => {
    recordNavigation(action, `${pathname}${search}`);
  }, [key]);
}
