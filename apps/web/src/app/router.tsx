import type { TypeMapValue } from '@ia/shared';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { getRouterBasename } from '../lib/runtime-config';
import { type PageName, type RouteDefinition, type RouteHandle, toRouteHandle } from './routes/route-meta';
import { ROUTE_TABLE } from './routes/route-table';
import { AppShell } from './shell/app-shell';
import { PageLoading } from './shell/page-loading';
import { RouteErrorPage } from './shell/route-error-page';
import { withDefaultTypeMap } from './shell/shell-rules';

type LazyPage = () => Promise<{ Component: React.ComponentType }>;

/** Every page is its own chunk, loaded when its route is first visited. */
const pages: Record<PageName | 'placeholder' | 'notFound', LazyPage> = {
  home: () => import('../pages/home-page').then((module) => ({ Component: module.HomePage })),
  personal: () => import('../pages/personal-page').then((module) => ({ Component: module.PersonalPage })),
  placeholder: () =>
    import('../pages/placeholder-page').then((module) => ({ Component: module.PlaceholderPage })),
  notFound: () => import('../pages/not-found-page').then((module) => ({ Component: module.NotFoundPage })),
};

/** Adds the route's default typeMap to the address before the page renders (spec §2). */
function typeMapDefaultLoader(typeMap: TypeMapValue) {
  return ({ request }: LoaderFunctionArgs) => {
    const target = withDefaultTypeMap(new URL(request.url), typeMap);
    // An absolute same-origin address keeps the basename as it is; the redirect replaces
    // the navigation, so the address bar shows the typeMap.
    return target ? redirect(target.href) : null;
  };
}

function toRouteObject(definition: RouteDefinition): RouteObject {
  return {
    path: definition.path,
    handle: toRouteHandle(definition),
    loader:
      definition.defaultTypeMap === undefined ? undefined : typeMapDefaultLoader(definition.defaultTypeMap),
    lazy: pages[definition.page ?? 'placeholder'],
  };
}

const notFoundHandle: RouteHandle = toRouteHandle({
  path: '*',
  title: 'notFound',
  flags: { hideTabbar: true },
});

/** The route tree: the shell around every page of the route table. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'shell',
      Component: AppShell,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageLoading,
      children: [
        {
          // Page errors render inside the shell, keeping the tab bar and popups.
          ErrorBoundary: RouteErrorPage,
          children: [
            ...ROUTE_TABLE.map(toRouteObject),
            { path: '*', handle: notFoundHandle, lazy: pages.notFound },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes(), { basename: getRouterBasename() });
}
