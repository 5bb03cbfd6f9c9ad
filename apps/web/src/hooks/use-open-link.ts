import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { linkTarget } from '../lib/link-target';
import { assignLocation } from '../lib/page';

/** Follows an operator-entered link: an in-app path with the router, an https address as a page load. */
export function useOpenLink(): (link: string | null | undefined) => void {
  const navigate = useNavigate();
  return useCallback(
    (link) => {
      const target = linkTarget(link);
      if (target.kind === 'route') void navigate(target.path);
      else if (target.kind === 'external') assignLocation(target.url);
    },
    [navigate],
  );
}
