import { APP_VERSION, APP_VERSION_STORAGE_KEY } from '@ia/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAllCookies } from '../../lib/storage';
import { applyAppVersionRule } from './app-version-rule';

function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** Sets a cookie the way a server-set or script-set one would exist in the page. */
function writeCookie(cookie: string, doc: Document = document): void {
  doc.cookie = cookie;
}

afterEach(() => {
  localStorage.clear();
  clearAllCookies();
});

describe('app version rule', () => {
  it('is v20240111.1', () => {
    expect(APP_VERSION).toBe('v20240111.1');
  });

  it('clears every cookie and all local storage when the stored version differs, then stores the version', () => {
    localStorage.setItem(APP_VERSION_STORAGE_KEY, 'v20230101.1');
    localStorage.setItem('ia_token', 'old-token');
    writeCookie('session=abc; path=/');
    writeCookie('theme=dark; path=/');

    expect(applyAppVersionRule()).toBe('cleared');

    expect(cookieNames()).toEqual([]);
    expect(localStorage.getItem('ia_token')).toBeNull();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem(APP_VERSION_STORAGE_KEY)).toBe(APP_VERSION);
  });

  it('clears on a first visit too (no stored version)', () => {
    localStorage.setItem('left_over', '1');
    expect(applyAppVersionRule()).toBe('cleared');
    expect(localStorage.getItem('left_over')).toBeNull();
    expect(localStorage.getItem(APP_VERSION_STORAGE_KEY)).toBe(APP_VERSION);
  });

  it('keeps everything when the stored version is current', () => {
    localStorage.setItem(APP_VERSION_STORAGE_KEY, APP_VERSION);
    localStorage.setItem('ia_token', 'token');
    writeCookie('session=abc; path=/');

    expect(applyAppVersionRule()).toBe('unchanged');

    expect(localStorage.getItem('ia_token')).toBe('token');
    expect(cookieNames()).toEqual(['session']);
  });
});
