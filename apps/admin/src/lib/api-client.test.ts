import { ErrorCode, operatorSchema } from '@ia/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, ClientErrorCode } from './api-client';

const operator = {
  id: 1,
  username: 'admin',
  displayName: '王晓明',
  role: 'administrator',
  lastLoginAt: null,
};

function answer(status: number, body: unknown): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('unwraps and validates the data of a 1000 envelope', async () => {
    const fetchMock = stubFetch(answer(200, { code: 1000, msg: 'success', data: operator }));
    await expect(apiRequest('/auth/me', { schema: operatorSchema })).resolves.toEqual(operator);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/auth/me',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
  });

  it('sends JSON bodies and drops empty query values', async () => {
    const fetchMock = stubFetch(answer(200, { code: 1000, msg: 'success', data: null }));
    await apiRequest('/audit-log', {
      method: 'POST',
      query: { current: 1, action: '', operatorId: undefined },
      body: { a: 1 },
      schema: z.null(),
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/audit-log?current=1');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends no Content-Type without a body', async () => {
    const fetchMock = stubFetch(answer(200, { code: 1000, msg: 'success', data: null }));
    await apiRequest('/auth/logout', { method: 'POST', schema: z.null() });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('rejects with the code and msg of an error envelope', async () => {
    stubFetch(answer(403, { code: ErrorCode.ACCOUNT_LOCKED, msg: '锁定', data: null }));
    const error = await apiRequest('/auth/login', { schema: operatorSchema }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: ErrorCode.ACCOUNT_LOCKED, msg: '锁定', httpStatus: 403 });
  });

  it('treats a 401 as unauthenticated even without an envelope', async () => {
    stubFetch(answer(401, ''));
    const error = await apiRequest('/auth/me', {
      schema: operatorSchema,
      redirectOnUnauthenticated: false,
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: ErrorCode.UNAUTHENTICATED, isUnauthenticated: true });
  });

  it('reports an answer off the contract', async () => {
    stubFetch(answer(200, { code: 1000, msg: 'success', data: { id: 'x' } }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiRequest('/auth/me', { schema: operatorSchema })).rejects.toMatchObject({
      code: ClientErrorCode.BAD_RESPONSE,
    });
  });

  it('maps a gateway error page to service unavailable', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/auth/me', { schema: operatorSchema })).rejects.toMatchObject({
      code: ErrorCode.SERVICE_UNAVAILABLE,
      httpStatus: 502,
    });
  });

  it('maps a failed connection to a network error', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(apiRequest('/auth/me', { schema: operatorSchema })).rejects.toMatchObject({
      code: ClientErrorCode.NETWORK,
      msg: '网络连接失败，请检查网络后重试',
    });
  });
});
