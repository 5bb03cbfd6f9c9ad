import { describe, expect, it } from 'vitest';
import { welcomeTarget } from './welcome-target';

describe('welcomeTarget', () => {
  it('prefers the redirect parameter, then the saved return URL, then home', () => {
    expect(welcomeTarget('/course/detail?id=1', '/meeting')).toBe('/course/detail?id=1');
    expect(welcomeTarget(null, '/meeting')).toBe('/meeting');
    expect(welcomeTarget(null, null)).toBe('/');
  });

  it('never returns to a registration page or leaves the app', () => {
    expect(welcomeTarget('/register?redirect=%2F', '/staffregister')).toBe('/');
    expect(welcomeTarget('//evil.example', '/welcome')).toBe('/');
    expect(welcomeTarget('https://evil.example', '/personal')).toBe('/personal');
  });
});
