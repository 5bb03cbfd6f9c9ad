import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './paths';

describe('safeReturnPath', () => {
  it('keeps a console path with its query and hash', () => {
    expect(safeReturnPath('/audit-log?current=2#top')).toBe('/audit-log?current=2#top');
  });

  it.each([null, undefined, '', 'audit-log', 'https://evil.example', '//evil.example', '/\\evil.example'])(
    'falls back to the dashboard for %j',
    (raw) => {
      expect(safeReturnPath(raw)).toBe('/');
    },
  );

  it('never returns to the sign-in page itself', () => {
    expect(safeReturnPath('/login')).toBe('/');
    expect(safeReturnPath('/login?redirect=%2Faudit-log')).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('carries the page to come back to', () => {
    expect(loginPathFor('/audit-log?action=auth.login')).toBe(
      '/login?redirect=%2Faudit-log%3Faction%3Dauth.login',
    );
  });

  it('omits the parameter for the dashboard', () => {
    expect(loginPathFor('/')).toBe('/login');
  });
});
