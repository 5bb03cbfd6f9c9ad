import {
  DUPLICATE_REQUEST_MESSAGE,
  type Envelope,
  IDENTITY_STORAGE_KEYS,
  POINTS_POPUP_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  UNCAUGHT_ERROR_MESSAGE,
} from '@ia/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { popupStore } from '../stores/popup-store';
import {
  type ApiClientDeps,
  ApiError,
  apiClient,
  createApiClient,
  defaultApiClientDeps,
  isRawResponsePath,
  RAW_RESPONSE_PATHS,
  resolveApiPath,
} from './api-client';
import { initI18n } from './i18n';
import { readIdentity, saveIdentity } from './identity';
import { reloadPage } from './page';

vi.mock('./page', () => ({ reloadPage: vi.fn(), assignLocation: vi.fn() }));

type FetchMock = ReturnType<typeof vi.fn<ApiClientDeps['fetch']>>;

function envelope<T>(data: T, code = 1000, msg = 'success'): Envelope<T> {
  return { code, msg, data };
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch whose answer the test releases when it wants; honours the abort signal. */
function deferredFetch() {
  let release: (response: Response) => void = () => {};
  const fetch = vi.fn<ApiClientDeps['fetch']>(
    (_input, init) =>
      new Promise<Response>((resolve, reject) => {
        release = resolve;
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }),
  );
  return { fetch, release: (response: Response) => release(response) };
}

function setup(overrides: Partial<ApiClientDeps> = {}, identity: Record<string, string> = {}) {
  const fetch: FetchMock = vi.fn<ApiClientDeps['fetch']>(async () => jsonResponse(envelope({ ok: true })));
  const deps: ApiClientDeps = {
    fetch,
    getIdentity: () => identity,
    toast: vi.fn(),
    onAuthorizationNeeded: vi.fn(),
    onScore: vi.fn(),
    onUnauthenticated: vi.fn(),
    messages: defaultApiClientDeps.messages,
    ...overrides,
  };
  return { client: createApiClient(deps), deps, fetch: (overrides.fetch as FetchMock | undefined) ?? fetch };
}

function lastCall(fetch: FetchMock): { url: string; init: RequestInit } {
  const call = fetch.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: call[0], init: call[1] };
}

function headerOf(init: RequestInit, name: string): string | null {
  return new Headers(init.headers).get(name);
}

beforeAll(() => {
  initI18n('zh-CN');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  popupStore.reset();
  localStorage.clear();
});

describe('paths', () => {
  it('puts paths under /api/platform unless they already start with /api/', () => {
    expect(resolveApiPath('/member/me')).toBe('/api/platform/member/me');
    expect(resolveApiPath('member/login-log/check')).toBe('/api/platform/member/login-log/check');
    expect(resolveApiPath('/api/wap/empty-user')).toBe('/api/wap/empty-user');
    expect(resolveApiPath('/api/oauth')).toBe('/api/oauth');
  });

  it('requests the resolved path', async () => {
    const { client, fetch } = setup();
    await client.get('/category/tree/0');
    expect(lastCall(fetch).url).toBe('/api/platform/category/tree/0');
  });

  it('lists the raw-envelope calls in one place', () => {
    expect(RAW_RESPONSE_PATHS).toEqual([
      '/monitor',
      '/jssdk',
      '/wechat/auth',
      '/token',
      '/api/wap/empty-user',
      '/member/gettruman',
      '/member/sendtruman',
      '/send_truman',
    ]);
    expect(isRawResponsePath('monitor')).toBe(true);
    expect(isRawResponsePath('/api/platform/jssdk')).toBe(true);
    expect(isRawResponsePath('/member/me')).toBe(false);
  });
});

describe('request encoding', () => {
  it('sends query parameters on GET, skipping empty ones', async () => {
    const { client, fetch } = setup();
    await client.get('/meeting', { get_tag: 1, current: 2, keyword: undefined, tags: [1, 2] });
    expect(lastCall(fetch).url).toBe('/api/platform/meeting?get_tag=1&current=2&tags=1&tags=2');
    expect(lastCall(fetch).init.body).toBeUndefined();
  });

  it('form-encodes bodies by default', async () => {
    const { client, fetch } = setup();
    await client.post('/content/faver', { content_id: 7, type: 1, note: null });
    const { init } = lastCall(fetch);
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(String(init.body)).toBe('content_id=7&type=1');
    expect(headerOf(init, 'content-type')).toContain('application/x-www-form-urlencoded');
  });

  it('sends JSON for PUT', async () => {
    const { client, fetch } = setup();
    await client.put('/member/member-update', { name: '张医生', tags: [1, 2] });
    const { init } = lastCall(fetch);
    expect(init.method).toBe('PUT');
    expect(headerOf(init, 'content-type')).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ name: '张医生', tags: [1, 2] }));
  });

  it('sends JSON for calls flagged json', async () => {
    const { client, fetch } = setup();
    await client.post('/examine/vevea-examine-update', { id: 3 }, { json: true });
    const { init } = lastCall(fetch);
    expect(headerOf(init, 'content-type')).toBe('application/json');
    expect(init.body).toBe('{"id":3}');
  });

  it('sends FormData untouched (multipart uploads)', async () => {
    const { client, fetch } = setup();
    const form = new FormData();
    form.append('file', new File(['x'], 'scan.png'));
    await client.post('/imageupload', form);
    expect(lastCall(fetch).init.body).toBe(form);
    expect(headerOf(lastCall(fetch).init, 'content-type')).toBeNull();
  });

  it('sends the stored token as a bearer Authorization header', async () => {
    const { client, fetch } = setup({}, { token: 'tok-1', openid: 'o-1' });
    await client.get('/member/me');
    expect(headerOf(lastCall(fetch).init, 'authorization')).toBe('Bearer tok-1');
  });

  it('sends no Authorization header without a token', async () => {
    const { client, fetch } = setup();
    await client.get('/member/me');
    expect(headerOf(lastCall(fetch).init, 'authorization')).toBeNull();
  });

  it('attaches the openid to the query of a flagged GET', async () => {
    const { client, fetch } = setup({}, { token: 't', openid: 'o-42' });
    await client.get('/token', undefined, { withOpenid: true });
    expect(lastCall(fetch).url).toBe('/api/platform/token?openid=o-42');
  });

  it('attaches the openid to the body of a flagged POST', async () => {
    const { client, fetch } = setup({}, { token: 't', openid: 'o-42' });
    await client.post('/member/gettruman', { unionid: 'u-1' }, { withOpenid: true });
    expect(String(lastCall(fetch).init.body)).toBe('unionid=u-1&openid=o-42');
  });

  it('does not attach the openid to unflagged calls', async () => {
    const { client, fetch } = setup({}, { token: 't', openid: 'o-42' });
    await client.get('/member/me');
    await client.post('/score-log', { content_id: 1 });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/platform/member/me');
    expect(String(lastCall(fetch).init.body)).toBe('content_id=1');
  });
});

describe('answers', () => {
  it('resolves the envelope data on code 1000', async () => {
    const { client, deps } = setup({ fetch: vi.fn(async () => jsonResponse(envelope([{ id: 1 }]))) });
    await expect(client.get('/category/tree/0')).resolves.toEqual([{ id: 1 }]);
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('toasts msg and rejects with a typed ApiError when code is not 1000', async () => {
    const { client, deps } = setup({
      fetch: vi.fn(async () => jsonResponse(envelope(null, 40400, '内容不存在'))),
    });
    const error = await client.get('/content/9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: 40400, message: '内容不存在' });
    expect(deps.toast).toHaveBeenCalledWith('内容不存在');
  });

  it('toasts the uncaught-error text when msg is missing', async () => {
    const { client, deps } = setup({
      fetch: vi.fn(async () => jsonResponse({ code: 50000, msg: '', data: null })),
    });
    await expect(client.get('/home/banner')).rejects.toMatchObject({ kind: 'business', code: 50000 });
    expect(deps.toast).toHaveBeenCalledWith(UNCAUGHT_ERROR_MESSAGE);
  });

  it('treats an error envelope on an HTTP error status like any failed code', async () => {
    const { client, deps } = setup({
      fetch: vi.fn(async () => jsonResponse(envelope(null, 40000, '请求参数有误'), 400)),
    });
    await expect(client.post('/comments', { text: '' })).rejects.toMatchObject({
      kind: 'business',
      code: 40000,
      status: 400,
    });
    expect(deps.toast).toHaveBeenCalledWith('请求参数有误');
  });

  it.each(RAW_RESPONSE_PATHS)(
    'resolves the raw envelope of %s whatever its code, without a toast',
    async (path) => {
      const failed = envelope(null, 40301, '抱歉，您还未注册，点击前往');
      const { client, deps } = setup({ fetch: vi.fn(async () => jsonResponse(failed)) });
      await expect(client.request(path)).resolves.toEqual(failed);
      expect(deps.toast).not.toHaveBeenCalled();
    },
  );

  it('resolves the whole envelope of a raw call on success too', async () => {
    const ok = envelope({ appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' });
    const { client } = setup({ fetch: vi.fn(async () => jsonResponse(ok)) });
    await expect(client.get('/jssdk', { appid: 'wx1', url: 'https://x' })).resolves.toEqual(ok);
  });

  it('opens the authorization popup on 50001 and resolves hasErrCode', async () => {
    const { client, deps } = setup({
      fetch: vi.fn(async () => jsonResponse(envelope(null, 50001, '需要授权'))),
    });
    await expect(client.get('/member/me')).resolves.toEqual({ hasErrCode: 50001 });
    expect(deps.onAuthorizationNeeded).toHaveBeenCalledTimes(1);
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('shows a mapped error code as its popup instead of a toast, and still rejects', async () => {
    const onErrorCode = vi.fn((code: number) => code === 40302);
    const { client, deps } = setup({
      onErrorCode,
      fetch: vi.fn(async () => jsonResponse(envelope(null, 40302, '请先阅读并签署知情同意书'), 403)),
    });
    await expect(client.get('/content/1')).rejects.toMatchObject({ kind: 'business', code: 40302 });
    expect(onErrorCode).toHaveBeenCalledWith(40302);
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('toasts codes that have no popup', async () => {
    const onErrorCode = vi.fn(() => false);
    const { client, deps } = setup({
      onErrorCode,
      fetch: vi.fn(async () => jsonResponse(envelope(null, 40400, '内容不存在'), 404)),
    });
    await expect(client.get('/content/1')).rejects.toMatchObject({ code: 40400 });
    expect(deps.toast).toHaveBeenCalledWith('内容不存在');
  });

  it('leaves raw calls to their callers: no popup for their codes', async () => {
    const onErrorCode = vi.fn(() => true);
    const { client } = setup({
      onErrorCode,
      fetch: vi.fn(async () => jsonResponse(envelope(null, 40301, ''))),
    });
    await expect(client.get('/api/wap/empty-user')).resolves.toMatchObject({ code: 40301 });
    expect(onErrorCode).not.toHaveBeenCalled();
  });

  it('handles 50001 the same way on raw calls', async () => {
    const { client, deps } = setup({ fetch: vi.fn(async () => jsonResponse(envelope(null, 50001, ''))) });
    await expect(client.get('/wechat/auth')).resolves.toEqual({ hasErrCode: 50001 });
    expect(deps.onAuthorizationNeeded).toHaveBeenCalledTimes(1);
  });

  it('on HTTP 401 runs the sign-out handler and rejects without a toast', async () => {
    const { client, deps } = setup({ fetch: vi.fn(async () => new Response('', { status: 401 })) });
    await expect(client.get('/member/me')).rejects.toMatchObject({ kind: 'unauthenticated', status: 401 });
    expect(deps.onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('toasts network errors', async () => {
    const { client, deps } = setup({
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    await expect(client.get('/home/banner')).rejects.toMatchObject({ kind: 'network' });
    expect(deps.toast).toHaveBeenCalledWith('网络异常，请检查网络后重试');
  });

  it('toasts HTTP errors that carry no envelope', async () => {
    const { client, deps } = setup({
      fetch: vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    });
    await expect(client.get('/home/banner')).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(deps.toast).toHaveBeenCalledWith('服务异常（502），请稍后重试');
  });

  it('gives up after 60 s, toasting a timeout', async () => {
    vi.useFakeTimers();
    const { fetch } = deferredFetch();
    const { client, deps } = setup({ fetch });
    const outcome = client.get('/home/recommend').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(deps.toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
    expect(deps.toast).toHaveBeenCalledWith('请求超时，请稍后重试');
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  });

  it('rejects quietly when the caller aborts', async () => {
    const { fetch } = deferredFetch();
    const { client, deps } = setup({ fetch });
    const controller = new AbortController();
    const outcome = client.get('/home/recommend', undefined, { signal: controller.signal });
    controller.abort();
    await expect(outcome).rejects.toMatchObject({ kind: 'aborted' });
    expect(deps.toast).not.toHaveBeenCalled();
  });
});

describe('points popup', () => {
  it('opens the points popup 500 ms after an answer with a positive score', async () => {
    vi.useFakeTimers();
    const { client, deps } = setup({ fetch: vi.fn(async () => jsonResponse(envelope({ score: 5 }))) });
    await client.post('/score-log', { content_id: 1 });
    await vi.advanceTimersByTimeAsync(POINTS_POPUP_DELAY_MS - 1);
    expect(deps.onScore).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.onScore).toHaveBeenCalledWith(5);
  });

  it.each([{ score: 0 }, { score: -3 }, { score: 'abc' }, {}, null])('stays closed for %o', async (data) => {
    vi.useFakeTimers();
    const { client, deps } = setup({ fetch: vi.fn(async () => jsonResponse(envelope(data))) });
    await client.post('/score-log', { content_id: 1 });
    await vi.advanceTimersByTimeAsync(POINTS_POPUP_DELAY_MS * 2);
    expect(deps.onScore).not.toHaveBeenCalled();
  });
});

describe('in-flight guard', () => {
  it('rejects an identical mutation while the first is pending', async () => {
    const { fetch, release } = deferredFetch();
    const { client, deps } = setup({ fetch });
    const first = client.post('/meeting/subscribe', { id: 1 });
    await expect(client.post('/meeting/subscribe', { id: 1 })).rejects.toMatchObject({
      kind: 'duplicate',
      message: DUPLICATE_REQUEST_MESSAGE,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    release(jsonResponse(envelope({ subscribed: true })));
    await expect(first).resolves.toEqual({ subscribed: true });
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('lets the same mutation through again once the first settled', async () => {
    const { client, fetch } = setup();
    await client.post('/meeting/subscribe', { id: 1 });
    await client.post('/meeting/subscribe', { id: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('lets mutations with a different body through', async () => {
    const { fetch, release } = deferredFetch();
    const { client } = setup({ fetch });
    const first = client.post('/meeting/subscribe', { id: 1 });
    const second = client.post('/meeting/subscribe', { id: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
    release(jsonResponse(envelope(true)));
    await expect(second).resolves.toBe(true);
    expect(client.pendingCount()).toBe(1);
    void first.catch(() => {});
  });

  it('shares one request between identical in-flight GETs', async () => {
    const { fetch, release } = deferredFetch();
    const { client } = setup({ fetch });
    const first = client.get('/category/tree/0');
    const second = client.get('/category/tree/0');
    expect(fetch).toHaveBeenCalledTimes(1);
    release(jsonResponse(envelope([{ id: 1 }])));
    await expect(first).resolves.toEqual([{ id: 1 }]);
    await expect(second).resolves.toEqual([{ id: 1 }]);
    expect(client.pendingCount()).toBe(0);
  });

  it('asks again for a GET still in flight once told to forget what is in flight', async () => {
    const { fetch, release } = deferredFetch();
    const { client } = setup({ fetch });
    void client.get('/category/tree/0').catch(() => {});
    client.forgetInFlight();
    expect(client.pendingCount()).toBe(0);
    const again = client.get('/category/tree/0');
    expect(fetch).toHaveBeenCalledTimes(2);
    release(jsonResponse(envelope([{ id: 1 }])));
    await expect(again).resolves.toEqual([{ id: 1 }]);
  });

  it('does not share GETs with different parameters, nor settled ones', async () => {
    const { client, fetch } = setup();
    await Promise.all([client.get('/meeting', { current: 1 }), client.get('/meeting', { current: 2 })]);
    await client.get('/meeting', { current: 1 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('frees the slot when a request fails', async () => {
    const { client, fetch } = setup({ fetch: vi.fn(async () => jsonResponse(envelope(null, 40000, 'bad'))) });
    await expect(client.post('/comments', { text: 'a' })).rejects.toBeInstanceOf(ApiError);
    await expect(client.post('/comments', { text: 'a' })).rejects.toMatchObject({ kind: 'business' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('beacon (keepalive POST)', () => {
  it('sends a keepalive form POST with the session header and resolves the data', async () => {
    const { client, fetch } = setup({}, { token: 'tok-1' });
    await expect(client.beacon('/learn-log', { sequence: 3 })).resolves.toEqual({ ok: true });
    const { url, init } = lastCall(fetch);
    expect(url).toBe('/api/platform/learn-log');
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    expect(headerOf(init, 'authorization')).toBe('Bearer tok-1');
    expect(String(init.body)).toBe('sequence=3');
  });

  it('rejects quietly on a failed code: no toast, no popup', async () => {
    const onErrorCode = vi.fn(() => true);
    const { client, deps } = setup({
      fetch: vi.fn(async () => jsonResponse(envelope(null, 40303, 'trial over'), 403)),
      onErrorCode,
    });
    await expect(client.beacon('/learn-log', {})).rejects.toMatchObject({ kind: 'business', code: 40303 });
    expect(deps.toast).not.toHaveBeenCalled();
    expect(onErrorCode).not.toHaveBeenCalled();
  });

  it('rejects quietly with kind network when the fetch fails', async () => {
    const { client, deps } = setup({
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    await expect(client.beacon('/learn-log', {})).rejects.toMatchObject({ kind: 'network' });
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('is not stopped by the in-flight guard (a replay of a pending heartbeat goes out)', async () => {
    const fetch = vi
      .fn<ApiClientDeps['fetch']>()
      .mockImplementationOnce(() => new Promise<Response>(() => {}))
      .mockImplementation(async () => jsonResponse(envelope({ counted: false })));
    const { client } = setup({ fetch });
    void client.post('/learn-log', { sequence: 1 });
    await expect(client.beacon('/learn-log', { sequence: 1 })).resolves.toEqual({ counted: false });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('the app wiring (apiClient)', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(reloadPage).mockClear();
  });

  it('calls the global fetch with the stored identity', async () => {
    saveIdentity({ token: 'stored-token', openid: 'stored-openid' });
    const fetch = vi.fn(async () => jsonResponse(envelope({ id: 9 })));
    vi.stubGlobal('fetch', fetch);
    await expect(apiClient.get('/member/me', undefined, { withOpenid: true })).resolves.toEqual({ id: 9 });
    const call = fetch.mock.calls.at(0) as unknown as [string, RequestInit];
    expect(call[0]).toBe('/api/platform/member/me?openid=stored-openid');
    expect(headerOf(call[1], 'authorization')).toBe('Bearer stored-token');
  });

  it('opens the authorization popup of the popup store on 50001', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(envelope(null, 50001, ''))),
    );
    await apiClient.get('/member/popover');
    expect(popupStore.isOpen('authorization')).toBe(true);
  });

  it.each([
    [40301, 'registerPrompt'],
    [40302, 'consent'],
    [40303, 'freeTrial'],
    [40304, 'tip'],
  ] as const)('opens the popup of error %i (%s) from the one mapping', async (code, kind) => {
    popupStore.reset();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(envelope(null, code, 'refused'), 403)),
    );
    await expect(apiClient.get('/content/1')).rejects.toMatchObject({ code });
    expect(Object.keys(popupStore.getState())).toEqual([kind]);
    popupStore.reset();
  });

  it('opens the points popup of the popup store with the score', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(envelope({ score: 3 }))),
    );
    await apiClient.post('/learnlog/create', { content_id: 1 });
    expect(popupStore.isOpen('points')).toBe(false);
    await vi.advanceTimersByTimeAsync(POINTS_POPUP_DELAY_MS);
    expect(popupStore.getState().points).toEqual({ score: 3 });
  });

  it('clears local storage and the identity, then reloads, on HTTP 401', async () => {
    saveIdentity({ token: 'expired', openid: 'o', unionid: 'u' });
    localStorage.setItem('something_else', '1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401 })),
    );
    await expect(apiClient.get('/member/me')).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(localStorage.length).toBe(0);
    expect(readIdentity()).toEqual({});
    expect(localStorage.getItem(IDENTITY_STORAGE_KEYS.token)).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
