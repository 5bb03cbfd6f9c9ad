import { matchRoutes, type RouteObject } from 'react-router';
import { type PageName, type RouteDefinition, type RouteHandle, toRouteHandle } from './route-meta';
import { ROUTE_TABLE } from './route-table';

const notFoundDefinition: RouteDefinition = {
  path: '*',
  title: 'notFound',
  flags: { hideTabbar: true },
};

/** What the route matching a path needs: its table row, handle and page. */
export interface AppRoute {
  definition: RouteDefinition;
  handle: RouteHandle;
  page: PageName | 'notFound';
}

/** Every route of the table, then the not-found page for any other path. */
export const APP_ROUTES: readonly AppRoute[] = [...ROUTE_TABLE, notFoundDefinition].map((definition) => ({
  definition,
  handle: toRouteHandle(definition),
  page: definition.page ?? 'notFound',
}));

/** The route objects matched against an address (the shell renders around every one). */
const matchable: (RouteObject & { appRoute: AppRoute })[] = APP_ROUTES.map((appRoute) => ({
  path: appRoute.definition.path,
  appRoute,
}));

/**
 * Paths already matched: react-router's matchRoutes flattens and ranks the whole table on every
 * call, and a navigation asks for the same path several times (its steps, the shell, the title).
 * The table never changes; the cache is emptied when it grows past a session's worth of paths.
 */
const matchedPaths = new Map<string, AppRoute>();
const MATCHED_PATHS_KEPT = 200;

/** The app route of a pathname (relative to the basename); unknown paths get the not-found page. */
export function matchAppRoute(pathname: string): AppRoute {
  const known = matchedPaths.get(pathname);
  if (known) return known;
  const match = matchRoutes(matchable, pathname)?.[0];
  const appRoute =
    (match?.route as (typeof matchable)[number] | undefined)?.appRoute ?? (APP_ROUTES.at(-1) as AppRoute);
  if (matchedPaths.size >= MATCHED_PATHS_KEPT) matchedPaths.clear();
  matchedPaths.set(pathname, appRoute);
  return appRoute;
}
