import { describe, expect, it } from 'vitest';
import { parseAppUrl } from './app-url';

describe('parseAppUrl (open-redirect guard)', () => {
  const byHost = { publicUrl: undefined, webBasePath: '/h5/' };
  const accepted = (raw: string, host = 'ia.test') => parseAppUrl(raw, byHost, host)?.toString() ?? null;

  it('accepts the app’s own pages on the request’s host, whatever the scheme', () => {
    expect(accepted('http://ia.test/h5/course?id=3')).toBe('http://ia.test/h5/course?id=3');
    expect(accepted('https://ia.test/h5')).toBe('https://ia.test/h5');
    expect(accepted('http://localhost:3000/h5/', 'localhost:3000')).not.toBeNull();
    expect(accepted('http://ia.test/h5/', 'ia.test:80')).not.toBeNull();
  });

  it('refuses other hosts, other paths, other schemes and anything relative', () => {
    for (const raw of [
      'http://evil.test/h5/',
      'http://ia.test.evil.test/h5/',
      'http://ia.test:8080/h5/',
      'http://ia.test/api/oauth',
      'http://ia.test/h5evil/',
      'http://ia.test/h5/../admin/',
      'http://ia.test/h5/%2e%2e/admin/',
      'http://user@ia.test/h5/',
      'javascript:alert(1)//ia.test/h5/',
      '//ia.test/h5/',
      '/h5/',
      'not a url',
    ]) {
      expect(accepted(raw), raw).toBeNull();
    }
  });

  it('uses PUBLIC_URL’s origin, scheme included, when it is set', () => {
    const policy = { publicUrl: 'https://ia.example.cn', webBasePath: '/h5/' };
    expect(parseAppUrl('https://ia.example.cn/h5/', policy, 'internal:3000')).not.toBeNull();
    expect(parseAppUrl('http://ia.example.cn/h5/', policy, 'ia.example.cn')).toBeNull();
    expect(parseAppUrl('https://internal:3000/h5/', policy, 'internal:3000')).toBeNull();
  });
});
