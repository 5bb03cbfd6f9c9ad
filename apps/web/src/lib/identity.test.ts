import { IDENTITY_STORAGE_KEYS } from '@ia/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { clearIdentity, getOpenid, getToken, hasIdentity, readIdentity, saveIdentity } from './identity';

afterEach(() => localStorage.clear());

describe('identity storage', () => {
  it('stores token, openid and unionid under the shared keys', () => {
    saveIdentity({ token: 't1', openid: 'o1', unionid: 'u1' });
    expect(localStorage.getItem(IDENTITY_STORAGE_KEYS.token)).toBe('t1');
    expect(localStorage.getItem(IDENTITY_STORAGE_KEYS.openid)).toBe('o1');
    expect(localStorage.getItem(IDENTITY_STORAGE_KEYS.unionid)).toBe('u1');
    expect(readIdentity()).toEqual({ token: 't1', openid: 'o1', unionid: 'u1' });
    expect(getToken()).toBe('t1');
    expect(getOpenid()).toBe('o1');
    expect(hasIdentity()).toBe(true);
  });

  it('updates only the parts given and removes parts set to null', () => {
    saveIdentity({ token: 't1', openid: 'o1', unionid: 'u1' });
    saveIdentity({ token: 't2', unionid: null });
    expect(readIdentity()).toEqual({ token: 't2', openid: 'o1' });
  });

  it('clears everything', () => {
    saveIdentity({ token: 't1', openid: 'o1' });
    localStorage.setItem('other', 'kept');
    clearIdentity();
    expect(readIdentity()).toEqual({});
    expect(hasIdentity()).toBe(false);
    expect(localStorage.getItem('other')).toBe('kept');
  });
});
