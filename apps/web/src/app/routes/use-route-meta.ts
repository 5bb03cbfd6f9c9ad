import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { resolveTitleKey } from '../shell/shell-rules';
import { matchAppRoute } from './match-app-route';
import { type RouteMeta, toRouteMeta } from './route-meta';

/** Metadata of the route of the shown address. */
export function useRouteMeta(): RouteMeta {
  const { pathname } = useLocation();
  return useMemo(() => toRouteMeta(matchAppRoute(pathname).handle), [pathname]);
}

/** The translated title of the current page (typeMap=2 makes it "case details"). */
export function useRouteTitle(): string {
  const meta = useRouteMeta();
  const { search } = useLocation();
  const { t } = useTranslation();
  return t(`routes.${resolveTitleKey(meta, search)}`);
}
