import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { saveIdentity } from '../../../lib/identity';
import { toast } from '../../../lib/notify';
import { stubApi } from '../../../lib/testing/api-stub';
import { scrollShare, useReadingTracker } from './use-reading-tracker';

vi.mock('../../../lib/notify', () => ({ toast: vi.fn() }));

const session = {
  session_num: 'reading-1',
  position: 50,
  total_tims: 0,
  finish: 0 as const,
  duration: 300,
  heartbeat_interval: 15,
};
const target = { contentId: 12, type: 2, contentType: 2 };

function setPage(scrollHeight: number, innerHeight: number, scrollY = 0) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: scrollHeight,
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
}

describe('useReadingTracker', () => {
  beforeAll(() => {
    initI18n('zh-CN');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    saveIdentity({ token: 'token-9', openid: 'openid-9' });
    vi.mocked(toast).mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('reads the position as the scroll share', () => {
    setPage(2000, 800, 600);
    expect(scrollShare()).toBe(50);
    setPage(500, 800, 0);
    expect(scrollShare()).toBe(100);
  });

  it('opens where the reader left off', async () => {
    stubApi();
    setPage(2000, 800);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderHook(() => useReadingTracker(session, target));
    await vi.advanceTimersByTimeAsync(300);
    expect(scrollTo).toHaveBeenCalledWith({ top: 600 });
    expect(toast).toHaveBeenCalledWith('已为您定位到上次阅读位置');
  });

  it('counts reading while the reader is active and stops after the idle cut-off', async () => {
    const api = stubApi({ 'POST /api/platform/learn-log': { counted: true } });
    setPage(2000, 800, 1200);
    vi.stubGlobal('scrollTo', vi.fn());
    renderHook(() => useReadingTracker({ ...session, position: 0 }, target));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(api.callsTo('POST /learn-log').map((call) => call.body)).toEqual([
      expect.objectContaining({
        session_num: 'reading-1',
        sequence: '1',
        total_tims: '15',
        position: '100',
        content_type: '2',
      }),
    ]);
    window.dispatchEvent(new Event('scroll'));
    // 60 s after the last scroll the clock stops: 15 s + 60 s counted, nothing after.
    await vi.advanceTimersByTimeAsync(200_000);
    const seconds = api
      .callsTo('POST /learn-log')
      .map((call) => Number((call.body as { total_tims: string }).total_tims));
    expect(seconds.reduce((sum, value) => sum + value, 0)).toBe(75);
  });

  it('pauses and flushes with keepalive when the tab is hidden', async () => {
    const api = stubApi({ 'POST /api/platform/learn-log': { counted: true } });
    setPage(2000, 800);
    vi.stubGlobal('scrollTo', vi.fn());
    renderHook(() => useReadingTracker({ ...session, position: 0 }, target));
    await vi.advanceTimersByTimeAsync(4_000);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.callsTo('POST /learn-log')).toHaveLength(1);
    expect(api.callsTo('POST /learn-log')[0]?.body).toMatchObject({ total_tims: '4' });
    const init = vi.mocked(globalThis.fetch).mock.calls.at(-1)?.[1];
    expect(init?.keepalive).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.callsTo('POST /learn-log')).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });
});
