import { describe, expect, it, vi } from 'vitest';
import { findSensitiveWord, SENSITIVE_WORDS_CACHE_MS, SensitiveWordCache } from './sensitive-words';

describe('findSensitiveWord', () => {
  it('matches case-insensitively, full-width letters too', () => {
    expect(findSensitiveWord('这是 Spam 吗', ['SPAM'])).toBe('SPAM');
    expect(findSensitiveWord('这是 ＳＰＡＭ', ['spam'])).toBe('spam');
  });

  it('sees through spaces and zero-width characters slipped between the letters', () => {
    expect(findSensitiveWord('加 微\u200b信', ['加微信'])).toBe('加微信');
  });

  it('passes clean text, and ignores empty words', () => {
    expect(findSensitiveWord('讲得很清楚', ['加微信', '', '  '])).toBeNull();
  });
});

describe('SensitiveWordCache', () => {
  it('reads the list once per period, and again after it or after invalidate()', async () => {
    let now = new Date('2026-06-01T00:00:00Z');
    const load = vi.fn(async () => ['广告']);
    const cache = new SensitiveWordCache(load, () => now);

    expect(await cache.find('发广告')).toBe('广告');
    expect(await cache.find('正常')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);

    now = new Date(now.getTime() + SENSITIVE_WORDS_CACHE_MS);
    await cache.current();
    expect(load).toHaveBeenCalledTimes(2);

    cache.invalidate();
    await cache.current();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shares one load between concurrent callers', async () => {
    const load = vi.fn(async () => ['广告']);
    const cache = new SensitiveWordCache(load);
    await Promise.all([cache.current(), cache.current(), cache.current()]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
