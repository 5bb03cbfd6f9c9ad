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

/** The app route of a pathname (relative to the basename); unknown paths get the not-found page. */
export function matchAppRoute(pathname: string): AppRoute {
  const match = matchRoutes(matchable, pathname)?.[0];
  return (
    (match?.route as (typeof matchable)[number] | undefined)?.appRoute ?? (APP_ROUTES.at(-1) as AppRoute)
  );
}
