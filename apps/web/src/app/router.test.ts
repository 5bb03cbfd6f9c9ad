import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { banner } from '../features/content/testing/content-fixtures';
import { createQueryClient } from '../lib/query-client';
import { stubApi } from '../lib/testing/api-stub';
import { createAppRoutes } from './router';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The addresses given to <img> elements (new Image() included) while the test runs. */
function recordImageLoads(): string[] {
  const sources: string[] = [];
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation((value: string) => {
    sources.push(value);
  });
  return sources;
}

describe('app routes', () => {
  it('start the home’s banner and section requests from its loader, with the first banner’s picture, before any render', async () => {
    const api = stubApi({
      '/home/banner': [
        banner(2, { image: '/uploads/banners/second.jpg' }),
        banner(1, { image: '/uploads/banners/first.jpg' }),
      ],
      '/home/setting': { sections: [] },
    });
    const images = recordImageLoads();
    // The router alone, as the app creates it before its first render.
    const router = createMemoryRouter(createAppRoutes(createQueryClient()), { initialEntries: ['/'] });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(api.callsTo('GET /api/platform/home/banner')).toHaveLength(1);
    expect(api.callsTo('GET /api/platform/home/setting')).toHaveLength(1);
    // The banners come in their operators' order: the first is the one the swiper shows.
    await waitFor(() => expect(images).toEqual(['/uploads/banners/first.jpg']));
  });

  it('leave other pages, and routes made without the app’s query client, to their own requests', async () => {
    const api = stubApi({});
    const images = recordImageLoads();
    const withClient = createMemoryRouter(createAppRoutes(createQueryClient()), {
      initialEntries: ['/course'],
    });
    const withoutClient = createMemoryRouter(createAppRoutes(), { initialEntries: ['/'] });
    await waitFor(() => expect(withClient.state.initialized && withoutClient.state.initialized).toBe(true));
    expect(api.calls).toEqual([]);
    expect(images).toEqual([]);
  });
});
