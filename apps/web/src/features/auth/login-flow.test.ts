import { describe, expect, it } from 'vitest';
import type { LoginSettings } from '../../lib/runtime-config';
import { decideLogin, type LoginState, MAX_LOGIN_ROUND_TRIPS, withoutParams } from './login-flow';

const self: LoginSettings = { mode: 'self', externalLoginUrl: null };
const middle: LoginSettings = {
  mode: 'middle-platform',
  externalLoginUrl: 'https://sso.example.cn/login?app=ia',
};

function state(overrides: Partial<LoginState> & { href?: string } = {}): LoginState {
  const { href = 'https://ia.example.cn/h5/course?id=3', ...rest } = overrides;
  return {
    settings: self,
    url: new URL(href),
    identity: {},
    recentRoundTrips: 0,
    savedReturnUrl: null,
    ...rest,
  };
}

describe('withoutParams', () => {
  it('removes only the named parameters and keeps the hash', () => {
    const url = new URL('https://ia.example.cn/h5/course?code=abc&id=3&state=xyz&from=timeline#top');
    expect(withoutParams(url, ['code', 'state']).href).toBe(
      'https://ia.example.cn/h5/course?id=3&from=timeline#top',
    );
  });

  it('leaves an address without them untouched', () => {
    const url = new URL('https://ia.example.cn/h5/course?q=a%20b');
    expect(withoutParams(url, ['code']).href).toBe(url.href);
  });
});

describe('decideLogin, self mode', () => {
  it('renders the page for a signed-in user', () => {
    expect(decideLogin(state({ identity: { token: 't' } }))).toEqual({ type: 'proceed' });
  });

  it('exchanges a returned code, to land on the address without code and state', () => {
    const step = decideLogin(state({ href: 'https://ia.example.cn/h5/course?code=abc&state=s1&id=3' }));
    expect(step).toMatchObject({ type: 'exchange-code', code: 'abc', state: 's1' });
    expect(step.type === 'exchange-code' && step.url.href).toBe('https://ia.example.cn/h5/course?id=3');
  });

  it('cleans a lingering code from a signed-in user’s address without exchanging it', () => {
    const step = decideLogin(
      state({ identity: { token: 't' }, href: 'https://ia.example.cn/h5/course?code=old&state=s&id=3' }),
    );
    expect(step.type).toBe('clean-address');
    expect(step.type === 'clean-address' && step.url.href).toBe('https://ia.example.cn/h5/course?id=3');
  });

  it('leaves for WeChat through the server with the current address', () => {
    expect(decideLogin(state())).toEqual({
      type: 'leave',
      href: `/api/platform/wechat/auth?website_url=${encodeURIComponent('https://ia.example.cn/h5/course?id=3')}`,
      returnUrl: null,
    });
  });

  it('sends neither a hash nor a stale state to WeChat', () => {
    const step = decideLogin(state({ href: 'https://ia.example.cn/h5/course?state=s&id=3#top' }));
    expect(step.type === 'leave' && decodeURIComponent(step.href)).toBe(
      '/api/platform/wechat/auth?website_url=https://ia.example.cn/h5/course?id=3',
    );
  });

  it(`stops after ${MAX_LOGIN_ROUND_TRIPS} round trips that came back without a login`, () => {
    expect(decideLogin(state({ recentRoundTrips: MAX_LOGIN_ROUND_TRIPS - 1 })).type).toBe('leave');
    expect(decideLogin(state({ recentRoundTrips: MAX_LOGIN_ROUND_TRIPS }))).toEqual({
      type: 'fail',
      reason: 'loop',
    });
  });

  it('never takes a token from the address', () => {
    const step = decideLogin(
      state({ href: 'https://ia.example.cn/h5/course?openid=o&token=t', savedReturnUrl: 'x' }),
    );
    expect(step.type).toBe('leave');
  });
});

describe('decideLogin, middle-platform and look-star modes', () => {
  it('renders the page when an openid is known', () => {
    expect(decideLogin(state({ settings: middle, identity: { openid: 'o' } }))).toEqual({ type: 'proceed' });
  });

  it('leaves for the external login with redirect=<current address>, saving it', () => {
    expect(decideLogin(state({ settings: middle }))).toEqual({
      type: 'leave',
      href: `https://sso.example.cn/login?app=ia&redirect=${encodeURIComponent('https://ia.example.cn/h5/course?id=3')}`,
      returnUrl: 'https://ia.example.cn/h5/course?id=3',
    });
  });

  it('appends redirect with ? when the login URL has no query', () => {
    const step = decideLogin(
      state({ settings: { mode: 'look-star', externalLoginUrl: 'https://sso.example.cn/login' } }),
    );
    expect(step.type === 'leave' && step.href.startsWith('https://sso.example.cn/login?redirect=')).toBe(
      true,
    );
  });

  it('on return stores openid, token and unionid and restores the saved address', () => {
    const step = decideLogin(
      state({
        settings: middle,
        href: 'https://ia.example.cn/h5/?openid=o9&token=t9&unionid=u9',
        savedReturnUrl: 'https://ia.example.cn/h5/course?id=3#top',
      }),
    );
    expect(step).toMatchObject({
      type: 'adopt-identity',
      identity: { openid: 'o9', token: 't9', unionid: 'u9' },
    });
    expect(step.type === 'adopt-identity' && step.url.href).toBe('https://ia.example.cn/h5/course?id=3#top');
  });

  it('restores the returned address without the login parameters when nothing valid was saved', () => {
    const step = decideLogin(
      state({
        settings: middle,
        href: 'https://ia.example.cn/h5/course?openid=o9&id=3&token=t9',
        savedReturnUrl: 'https://evil.example.com/',
      }),
    );
    expect(step.type === 'adopt-identity' && step.url.href).toBe('https://ia.example.cn/h5/course?id=3');
  });

  it('ignores an identity in a link this tab did not ask for (someone else’s token)', () => {
    const step = decideLogin(
      state({ settings: middle, href: 'https://ia.example.cn/h5/course?openid=x&token=y' }),
    );
    expect(step.type).toBe('leave');
    expect(step.type === 'leave' && step.returnUrl).toBe('https://ia.example.cn/h5/course');
  });

  it('fails without an external login URL', () => {
    expect(decideLogin(state({ settings: { mode: 'middle-platform', externalLoginUrl: null } }))).toEqual({
      type: 'fail',
      reason: 'no-login-url',
    });
  });

  it('guards against loops too', () => {
    expect(decideLogin(state({ settings: middle, recentRoundTrips: MAX_LOGIN_ROUND_TRIPS }))).toEqual({
      type: 'fail',
      reason: 'loop',
    });
  });
});
