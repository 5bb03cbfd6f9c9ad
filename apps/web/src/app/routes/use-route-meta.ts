import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { resolveTitleKey } from '../shell/shell-rules';
import { isRouteHandle, type RouteMeta, toRouteMeta } from './route-meta';

/** Metadata of the deepest matched route that has any. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return toRouteMeta(handle);
  }
  return undefined;
}

/** The translated title of the current page (typeMap=2 makes it "case details"). */
export function useRouteTitle(): string {
  const meta = useRouteMeta();
  const { search } = useLocation();
  const { t } = useTranslation();
  return t(`routes.${resolveTitleKey(meta, search)}`);
}
