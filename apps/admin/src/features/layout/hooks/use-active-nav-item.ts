import { useMatches } from 'react-router';
import { findNavItem, type NavItem, type RouteHandle } from '../../../config/navigation';

/** The menu entry of the deepest matched route that names one in its `handle.navKey`. */
export function useActiveNavItem(): NavItem | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const navKey = (matches[index]?.handle as RouteHandle | undefined)?.navKey;
    if (navKey) return findNavItem(navKey);
  }
  return undefined;
}
