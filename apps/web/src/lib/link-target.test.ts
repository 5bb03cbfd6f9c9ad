import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-target';

describe('linkTarget', () => {
  it('follows in-app paths with the router', () => {
    expect(linkTarget('/course/detail?id=3&typeMap=1')).toEqual({
      kind: 'route',
      path: '/course/detail?id=3&typeMap=1',
    });
  });

  it('opens https addresses as a page load', () => {
    expect(linkTarget(' https://example.cn/a?b=1 ')).toEqual({
      kind: 'external',
      url: 'https://example.cn/a?b=1',
    });
  });

  it.each([
    null,
    undefined,
    '',
    'javascript:alert(1)',
    'http://example.cn',
    '//evil.example',
    'course/detail',
  ])('ignores %s', (link) => {
    expect(linkTarget(link)).toEqual({ kind: 'none' });
  });
});
