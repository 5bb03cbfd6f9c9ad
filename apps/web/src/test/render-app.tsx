import { act, cleanup, configure, getConfig, type RenderResult, render } from '@testing-library/react';
import {
  type Location,
  MemoryRouter,
  type NavigateOptions,
  type NavigationType,
  type To,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { AppRoutes } from '../app/app-routes';
import { AppProviders } from '../app/providers';
import { enableAntdMobileReact19 } from '../lib/antd-mobile-react19';
import { apiClient } from '../lib/api-client';
import { type AppLanguage, initI18n } from '../lib/i18n';
import { popupStore } from '../stores/popup-store';

// Lazy pages are transformed on first use, which can be slow on a busy machine: in a full run on
// the 2-core CI machine the home page's pop-over once took over 4 s to appear. Passing checks
// return as soon as they pass, so only a failure waits this long (the console's tests do the same).
configure({ asyncUtilTimeout: 15_000 });

/** Loads every lazy module up front, so a test's first navigation does not wait on the transform. */
async function preloadLazyModules(): Promise<void> {
  await Promise.all([
    import('../pages/home-page'),
    import('../pages/personal-page'),
    import('../pages/not-found-page'),
    // Lists open it on a tap: a test that ends right after such a tap must not leave its import
    // running past the test environment's teardown.
    import('../pages/course-detail-page'),
    import('../features/popups/components/authorization-popup'),
    import('../features/popups/components/points-popup'),
    import('../features/popups/components/tip-popup'),
    import('../features/popups/components/register-prompt'),
    import('../features/popups/components/landscape-tip'),
    import('../features/popups/components/version-dialog'),
  ]);
}

/** The test's hold on the app's router: where it is, and a way to move it. */
export interface AppRouter {
  state: { location: Location; historyAction: NavigationType; initialized: boolean };
  /**
   * Navigates as a link would, and settles once the new page is ready to show (after its login
   * steps and redirects), as a data router's navigate does. Do not wrap it in `act`: React would
   * hold the navigation until `act` ends, and `act` would wait on the navigation.
   */
  navigate: (to: To, options?: NavigateOptions) => Promise<void>;
}

export interface RenderAppOptions {
  basename?: string;
  language?: AppLanguage;
  /** Earlier entries of the browser history, before `path`. */
  history?: string[];
}

/** Renders the whole app (providers, shell, routes) at `path` in a memory router. */
export function renderApp(
  path: string,
  options: RenderAppOptions = {},
): RenderResult & { router: AppRouter } {
  initI18n(options.language ?? 'zh-CN');
  enableAntdMobileReact19();
  const entries = [...(options.history ?? []), path];
  let navigateTo: ReturnType<typeof useNavigate> | undefined;
  /** Navigations of the test waiting for their page. */
  let waiting: (() => void)[] = [];
  const router: AppRouter = {
    state: {
      location: undefined as unknown as Location,
      historyAction: 'POP' as NavigationType,
      initialized: false,
    },
    navigate: (to, navigateOptions) =>
      getConfig().asyncWrapper(
        () =>
          new Promise<void>((resolve) => {
            waiting.push(resolve);
            void navigateTo?.(to, navigateOptions);
          }),
      ),
  };
  // Like a data router's state, the location is the one on screen: the address changes first,
  // and the page shows it once its navigation steps are done.
  const handleNavigated = (location: Location) => {
    router.state.initialized = true;
    router.state.location = location;
    const settled = waiting;
    waiting = [];
    for (const resolve of settled) resolve();
  };
  /** Reads the router's state for the test, from inside the router. */
  function RouterProbe() {
    const location = useLocation();
    if (!router.state.initialized) router.state.location = location;
    router.state.historyAction = useNavigationType();
    navigateTo = useNavigate();
    return null;
  }
  const result = render(
    <AppProviders>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1} basename={options.basename}>
        <RouterProbe />
        <AppRoutes basename={options.basename} onNavigated={handleNavigated} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, router };
}

/** The current app address (pathname + search) of a memory router. */
export function currentPath(router: AppRouter): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/** Resets global state between tests. */
function resetApp(): void {
  cleanup();
  // A read still unanswered when its test ended (a stub that never settles) must not answer the
  // same read in the next test: the client shares identical reads in flight.
  apiClient.forgetInFlight();
  act(() => popupStore.reset());
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
}

/** Makes the jsdom window portrait (its default 1024×768 is landscape). */
export function setViewport(width: number, height: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

/**
 * The lifecycle every app-rendering test file shares: lazy modules preloaded once, a portrait
 * phone viewport, optionally an API that answers an empty envelope, and a clean slate after
 * each test. Call it at the top of the file's describe block; add file-specific hooks after it.
 */
export function setupAppTest(options: { stubFetch?: boolean } = {}): void {
  beforeAll(async () => {
    await preloadLazyModules();
  });
  beforeEach(() => {
    setViewport(414, 896);
    if (options.stubFetch)
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('{}', { status: 200 })),
      );
  });
  afterEach(() => {
    resetApp();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}
