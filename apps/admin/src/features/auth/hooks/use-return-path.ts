import { useSearchParams } from 'react-router';
import { REDIRECT_PARAM, safeReturnPath } from '../../../config/paths';

/** Where to go after signing in: the `?redirect=` page if it is a safe console path, else the dashboard. */
export function useReturnPath(): string {
  const [searchParams] = useSearchParams();
  return safeReturnPath(searchParams.get(REDIRECT_PARAM));
}
