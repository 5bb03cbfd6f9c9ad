import { ErrorCode } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { describeApiError } from './api-errors';

const refusal = (code: number, httpStatus = 400, msg = 'server text', data: unknown = null) =>
  new ApiError(code, msg, httpStatus, data);

describe('describeApiError on the sign-in form', () => {
  it('says how long sign-ins from here are paused after repeated failures', () => {
    expect(
      describeApiError(refusal(ErrorCode.RATE_LIMITED, 429, 'server text', { minutes: 30 }), 'login'),
    ).toBe('登录失败次数过多，请 30 分钟后再试');
  });

  it('asks to slow down when rate limited', () => {
    expect(describeApiError(refusal(ErrorCode.RATE_LIMITED, 429), 'login')).toBe(
      '登录尝试过于频繁，请稍后再试',
    );
  });

  it.each([ErrorCode.UNAUTHENTICATED, ErrorCode.VALIDATION_FAILED, ErrorCode.FORBIDDEN, ErrorCode.NOT_FOUND])(
    'reads code %i as a wrong user name or password without saying which',
    (code) => {
      expect(describeApiError(refusal(code), 'login')).toBe('用户名或密码错误');
    },
  );
});

describe('describeApiError elsewhere', () => {
  it("shows the server's message for other codes", () => {
    expect(describeApiError(refusal(ErrorCode.CONFLICT, 409, '数据已存在或已变更'))).toBe(
      '数据已存在或已变更',
    );
  });

  it('has a fallback for anything that is not an ApiError', () => {
    expect(describeApiError(new Error('boom'))).toBe('操作失败，请稍后重试');
  });
});
