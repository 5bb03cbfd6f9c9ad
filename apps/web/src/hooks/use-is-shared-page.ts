import { useLocation } from 'react-router';
import { isSharedPage } from '../lib/shared-page';

/** True on pages opened from a share card (`sharedata=true`). */
export function useIsSharedPage(): boolean {
  return isSharedPage(useLocation().search);
}
