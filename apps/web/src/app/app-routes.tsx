import type { QueryClient } from '@tanstack/react-query';
import { Component, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import {
  type Location,
  UNSAFE_LocationContext as LocationContext,
  type NavigationType,
  type RouteObject,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
} from 'react-router';
import {
  firstNavigationEnded,
  forgetFirstNavigation,
  loadedPage,
  prepareNavigation,
  toAppPath,
  toBrowserUrl,
} from './router';
import { LeavingContext } from './routes/leaving-page';
import { APP_ROUTES, matchAppRoute } from './routes/match-app-route';
import { AppShell } from './shell/app-shell';
import { PageLoading } from './shell/page-loading';
import { RouteErrorPage } from './shell/route-error-page';

export interface AppRoutesProps {
  /** The app's client: pages that prefetch start their first requests before they render. */
  queryClient?: QueryClient;
  /** The router's basename ('' or '/h5'), to turn a step's redirect into an app path. */
  basename?: string;
  /** Told each time a navigation's page is on screen (tests wait on it). */
  onNavigated?: (location: Location) => void;
}

interface Shown {
  location: Location;
  /** How the address got there (push, replace, back or forward), for the shell's history rules. */
  navigationType: NavigationType;
  /** What stopped the navigation (a failed login, a page module that did not load). */
  error: unknown;
}

/**
 * Every navigation runs its route's steps (login, the typeMap default, the home's prefetch) and
 * loads its page's module before the page renders: until then the page before it stays on
 * screen, and no page's request leaves without a session. A step's redirect replaces the address
 * instead of adding a history entry. This is what a data router's loaders did; declared routes
 * keep React Router's data-router code (some 15 KB compressed) out of the first load.
 */
function useNavigationGate(
  queryClient: QueryClient | undefined,
  basename: string,
  onNavigated: ((location: Location) => void) | undefined,
): Shown | null {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  // The first page is in the first render when its navigation has already ended (router.tsx).
  const [shown, setShown] = useState<Shown | null>(() =>
    firstNavigationEnded(location.pathname) ? { location, navigationType, error: null } : null,
  );
  const navigated = useRef(onNavigated);
  navigated.current = onNavigated;

  /**
   * The navigation under way: an effect run again for the same entry (strict mode) awaits it.
   * Null as its result: the entry was shown in the first render, with nothing left to wait for.
   */
  const pending = useRef<{ key: string; result: Promise<string | null> | null } | null>(
    shown ? { key: location.key, result: null } : null,
  );

  useEffect(() => {
    let current = true;
    if (pending.current?.key !== location.key) {
      pending.current = {
        key: location.key,
        result: prepareNavigation(toBrowserUrl(location, basename), location.pathname, queryClient),
      };
    }
    const { result } = pending.current;
    if (result === null) {
      forgetFirstNavigation();
      return;
    }
    result.then(
      (redirect) => {
        if (!current) return;
        if (redirect) {
          navigate(toAppPath(redirect, basename), { replace: true });
          return;
        }
        setShown({ location, navigationType, error: null });
      },
      (error: unknown) => {
        if (!current) return;
        setShown({ location, navigationType, error });
      },
    );
    return () => {
      current = false;
    };
  }, [location, navigationType, basename, navigate, queryClient]);

  useEffect(() => {
    if (shown) navigated.current?.(shown.location);
  }, [shown]);

  return shown;
}

interface PageBoundaryProps {
  children: ReactNode;
  /** The error that stopped the navigation, shown instead of the page. */
  error: unknown;
  /** The shown address: a render error is forgotten when it changes. */
  location: Location;
}

/** Shows a render error (or the navigation's) in place of what threw, until the address changes. */
class PageBoundary extends Component<PageBoundaryProps, { error: unknown; location: Location }> {
  override state = { error: null as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: PageBoundaryProps, state: { error: unknown; location: Location }) {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override render() {
    const error = this.props.error ?? this.state.error;
    return error ? <RouteErrorPage error={error} /> : this.props.children;
  }
}

/** The page of the shown location, whose module the navigation has loaded. */
function RoutePage({ shown }: { shown: Shown }) {
  const page = matchAppRoute(shown.location.pathname).page;
  const Page = loadedPage(page);
  return (
    <PageBoundary error={shown.error} location={shown.location}>
      {Page ? <Page /> : null}
    </PageBoundary>
  );
}

/** The routes, matched against the location context around them (the shown address). */
function ShownRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The shell around the page of the shown address; a loading screen until the first is ready.
 * Everything inside reads the shown address and how it was reached (`useLocation`,
 * `useNavigationType`, `useSearchParams`), not the browser's newer one still being prepared: the
 * location context React Router gives its routes, set to the shown entry. (Handing the location to
 * `useRoutes` instead would report every navigation as a POP.)
 */
export function AppRoutes({ queryClient, basename = '', onNavigated }: AppRoutesProps) {
  const shown = useNavigationGate(queryClient, basename, onNavigated);
  const address = useLocation();
  const routes = useMemo(() => {
    const page = shown ? <RoutePage shown={shown} /> : null;
    return [
      {
        element: <AppShell />,
        children: APP_ROUTES.map((route) => ({ path: route.definition.path, element: page })),
      },
    ];
  }, [shown]);
  const context = useMemo(
    () => (shown ? { location: shown.location, navigationType: shown.navigationType } : null),
    [shown],
  );
  if (!shown || !context) return <PageLoading />;
  return (
    // A shell that throws shows the error page alone, as a page that throws shows it in the shell.
    <PageBoundary error={null} location={shown.location}>
      <LocationContext.Provider value={context}>
        <LeavingContext.Provider value={shown.location.key !== address.key}>
          <ShownRoutes routes={routes} />
        </LeavingContext.Provider>
      </LocationContext.Provider>
    </PageBoundary>
  );
}
