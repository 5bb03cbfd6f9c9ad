import {
  APP_VERSION,
  APP_VERSION_STORAGE_KEY,
  type Banner,
  IDENTITY_STORAGE_KEYS,
  REQUEST_TIMEOUT_MS,
} from '@ia/shared';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, fail, stubApi } from '../../lib/testing/api-stub';
import { recordImageLoads } from '../../lib/testing/image-loads';
import { EARLY_BANNERS_GLOBAL, startEarlyBanners, takeEarlyBanners } from './early-banners';
import { banner } from './testing/content-fixtures';

/**
 * index.html opened at `path` by a visitor whose session is `token`, stored by this version of the
 * app; `onBanners` is given what the early answer brings.
 */
function openPage(path: string, token: string | null, onBanners?: (banners: Banner[]) => void) {
  window.history.replaceState(null, '', path);
  localStorage.setItem(APP_VERSION_STORAGE_KEY, APP_VERSION);
  if (token) localStorage.setItem(IDENTITY_STORAGE_KEYS.token, token);
  startEarlyBanners(window, '/h5/', onBanners);
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  // Whatever a test left unclaimed is not offered to the next.
  takeEarlyBanners(window, undefined);
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the home’s early banners request (index.html)', () => {
  it('asks for the banners with the stored session and fetches the first banner’s picture', async () => {
    const api = stubApi({
      '/home/banner': [
        banner(2, { image: '/media/second.jpg' }),
        banner(1, { image: '/uploads/banners/first.jpg' }),
      ],
    });
    const images = recordImageLoads();
    const given: number[][] = [];
    openPage('/h5/', 'session-1', (banners) => given.push(banners.map((item) => item.id)));

    expect(api.callsTo('GET /api/platform/home/banner')).toHaveLength(1);
    expect(api.calls[0]?.headers.get('authorization')).toBe('Bearer session-1');
    // The first in the operators' order, as the swiper will show it.
    await waitFor(() => expect(images).toEqual(['/uploads/banners/first.jpg']));
    const taken = takeEarlyBanners(window, 'session-1');
    expect(taken && 'ready' in taken ? taken.ready.map((item) => item.id) : taken).toEqual([1, 2]);
    // Once only: a later visit to the home asks the server again.
    expect(takeEarlyBanners(window, 'session-1')).toBeNull();
    // The early page (features/home/early-home-shell.ts) is given them once, in order.
    expect(given).toEqual([[1, 2]]);
  });

  it('asks nothing for a session stored by another version of the app, which is about to sign out', () => {
    const api = stubApi({});
    window.history.replaceState(null, '', '/h5/');
    localStorage.setItem(APP_VERSION_STORAGE_KEY, 'v20200101.1');
    localStorage.setItem(IDENTITY_STORAGE_KEYS.token, 'session-1');
    startEarlyBanners(window, '/h5/');
    expect(api.calls).toEqual([]);
    expect(takeEarlyBanners(window, 'session-1')).toBeNull();
  });

  it('asks nothing on another page, without a session, or below another base path', () => {
    const api = stubApi({});
    openPage('/h5/course', 'session-1');
    localStorage.clear();
    openPage('/h5/', null);
    window.__IA_CONFIG__ = { basePath: '/academy/' } as NonNullable<Window['__IA_CONFIG__']>;
    try {
      openPage('/h5/', 'session-1');
    } finally {
      delete window.__IA_CONFIG__;
    }
    expect(api.calls).toEqual([]);
    expect(takeEarlyBanners(window, 'session-1')).toBeNull();
  });

  it('takes the base path the server injected, with or without its last slash', () => {
    const api = stubApi({ '/home/banner': [] });
    window.__IA_CONFIG__ = { basePath: '/academy/' } as NonNullable<Window['__IA_CONFIG__']>;
    try {
      openPage('/academy', 'session-1');
    } finally {
      delete window.__IA_CONFIG__;
    }
    expect(api.callsTo('GET /api/platform/home/banner')).toHaveLength(1);
  });

  it('is not used for another session than the one it was asked with', async () => {
    stubApi({ '/home/banner': [banner(1)] });
    openPage('/h5/', 'session-1');
    expect(takeEarlyBanners(window, 'session-2')).toBeNull();
    expect(takeEarlyBanners(window, 'session-1')).toBeNull();
  });

  it('hands over an answer still on its way, and null for one that failed', async () => {
    let answer: (value: unknown) => void = () => {};
    stubApi({ '/home/banner': () => new Promise((resolve) => (answer = resolve)) });
    openPage('/h5/', 'session-1');
    const pending = takeEarlyBanners(window, 'session-1');
    if (!pending || !('pending' in pending)) throw new Error('expected an answer on its way');
    answer(envelope([banner(1)]));
    await expect(pending.pending).resolves.toEqual([banner(1)]);

    stubApi({ '/home/banner': fail(40100, 'expired', null, 401) });
    const images = recordImageLoads();
    openPage('/h5/', 'session-1');
    const failed = takeEarlyBanners(window, 'session-1');
    if (!failed || !('pending' in failed)) throw new Error('expected an answer on its way');
    // The app then asks itself, and its client handles the expired session as everywhere.
    await expect(failed.pending).resolves.toBeNull();
    expect(images).toEqual([]);
  });

  it('gives up after the api client’s time limit, leaving the app to ask itself', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // A server that never answers: only the abort ends the request.
      vi.stubGlobal(
        'fetch',
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
      openPage('/h5/', 'session-1');
      const pending = takeEarlyBanners(window, 'session-1');
      if (!pending || !('pending' in pending)) throw new Error('expected an answer on its way');
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      await expect(pending.pending).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives nothing for an answer that is not the banners, once it has arrived', async () => {
    stubApi({ '/home/banner': envelope(null, 40303, 'trial expired') });
    openPage('/h5/', 'session-1');
    const early = (window as unknown as Record<typeof EARLY_BANNERS_GLOBAL, { settled?: unknown }>)[
      EARLY_BANNERS_GLOBAL
    ];
    await waitFor(() => expect(early.settled).toBeDefined());
    expect(takeEarlyBanners(window, 'session-1')).toBeNull();
  });
});
