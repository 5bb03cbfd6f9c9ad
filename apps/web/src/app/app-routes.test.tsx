import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enableAntdMobileReact19 } from '../lib/antd-mobile-react19';
import { initI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { stubApi } from '../lib/testing/api-stub';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';
import { prepareNavigation, startFirstNavigation } from './router';

beforeEach(() => {
  initI18n('zh-CN');
  enableAntdMobileReact19();
  stubApi({ '/home/banner': [], '/home/setting': { sections: [] } });
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  // A first navigation no render took over is not left to the next test.
  void prepareNavigation(new URL('/', window.location.origin), '/');
  vi.unstubAllGlobals();
});

/** The app's routes at `/`, rendered once, synchronously: what React's first render shows. */
function renderFirst(queryClient = createQueryClient()) {
  render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={['/']}>
        <AppRoutes queryClient={queryClient} basename="" />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Lets the promises already settled run their callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the app’s first render', () => {
  it('is the first page when its navigation ended before React rendered (a visitor signed in before)', async () => {
    const queryClient = createQueryClient();
    startFirstNavigation('', queryClient);
    await settle();
    renderFirst(queryClient);
    // No loading screen first: the home's header is there at once, and the page is shown once.
    expect(screen.queryByRole('status', { name: '加载中…' })).toBeNull();
    expect(screen.getByRole('heading', { name: '影像学院', level: 1 })).toBeTruthy();
    expect(document.querySelectorAll('main.app-main')).toHaveLength(1);
  });

  it('is the loading screen while the first navigation is still under way', async () => {
    const queryClient = createQueryClient();
    startFirstNavigation('', queryClient);
    renderFirst(queryClient);
    expect(screen.getByRole('status', { name: '加载中…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '影像学院', level: 1 })).toBeTruthy();
  });
});
