import { APP_VERSION, APP_VERSION_STORAGE_KEY, IDENTITY_STORAGE_KEYS } from '@ia/shared';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyBanners } from '../features/content';
import { banner } from '../features/content/testing/content-fixtures';
import { createQueryClient } from '../lib/query-client';
import { stubApi } from '../lib/testing/api-stub';
import { recordImageLoads } from '../lib/testing/image-loads';
import { prepareNavigation, toAppPath, toBrowserUrl } from './router';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Prepares the navigation to an app path, as the app does before the page renders. */
const prepare = (path: string, queryClient?: ReturnType<typeof createQueryClient>) =>
  prepareNavigation(toBrowserUrl({ pathname: path }, ''), path, queryClient);

describe('app navigations', () => {
  it('start the home’s banner and section requests before its page renders, with the first banner’s picture', async () => {
    const api = stubApi({
      '/home/banner': [
        banner(2, { image: '/uploads/banners/second.jpg' }),
        banner(1, { image: '/uploads/banners/first.jpg' }),
      ],
      '/home/setting': { sections: [] },
    });
    const images = recordImageLoads();
    // The navigation alone, as the app starts it before its first render.
    await expect(prepare('/', createQueryClient())).resolves.toBeNull();
    expect(api.callsTo('GET /api/platform/home/banner')).toHaveLength(1);
    expect(api.callsTo('GET /api/platform/home/setting')).toHaveLength(1);
    // The banners come in their operators' order: the first is the one the swiper shows.
    await waitFor(() => expect(images).toEqual(['/uploads/banners/first.jpg']));
  });

  it('take the home’s banners from index.html’s early request made for this session', async () => {
    const api = stubApi({
      '/home/banner': [banner(1, { image: '/uploads/banners/first.jpg' })],
      '/home/setting': { sections: [] },
    });
    localStorage.setItem(IDENTITY_STORAGE_KEYS.token, 'session-1');
    localStorage.setItem(APP_VERSION_STORAGE_KEY, APP_VERSION);
    window.history.replaceState(null, '', '/h5/');
    startEarlyBanners(window, '/h5/');
    window.history.replaceState(null, '', '/');
    const queryClient = createQueryClient();
    await expect(prepare('/', queryClient)).resolves.toBeNull();
    await waitFor(() => expect(queryClient.getQueryData(['content', 'banners', 'home'])).toHaveLength(1));
    // One request for the banners in all: index.html's.
    expect(api.callsTo('GET /api/platform/home/banner')).toHaveLength(1);
    localStorage.clear();
  });

  it('leave other pages, and navigations without the app’s query client, to their own requests', async () => {
    const api = stubApi({});
    const images = recordImageLoads();
    await Promise.all([prepare('/course', createQueryClient()), prepare('/')]);
    expect(api.calls).toEqual([]);
    expect(images).toEqual([]);
  });
});

describe('app paths', () => {
  it('turn a step’s absolute redirect into a path below the basename, and back', () => {
    const origin = window.location.origin;
    expect(toAppPath(`${origin}/h5/course?typeMap=1#top`, '/h5')).toBe('/course?typeMap=1#top');
    expect(toAppPath(`${origin}/h5`, '/h5/')).toBe('/');
    expect(toAppPath(`${origin}/h5course`, '/h5')).toBe('/h5course');
    expect(toBrowserUrl({ pathname: '/course', search: '?id=3' }, '/h5/').href).toBe(
      `${origin}/h5/course?id=3`,
    );
  });
});
