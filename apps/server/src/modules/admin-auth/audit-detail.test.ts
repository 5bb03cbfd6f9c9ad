import { describe, expect, it } from 'vitest';
import { AUDIT_DETAIL_LIMITS, DEEPER_MARKER, MORE_KEYS, redact, storableText } from './audit-detail';

describe('audit detail redaction', () => {
  it('masks secrets at any depth, inside arrays too, and cuts long strings', () => {
    expect(
      redact({
        username: 'a',
        password: 'p',
        nested: { apiToken: 't', note: 'x'.repeat(600) },
        rows: [{ mobile: '13812345678', name: '王医生' }],
      }),
    ).toEqual({
      username: 'a',
      password: '[redacted]',
      nested: { apiToken: '[redacted]', note: `${'x'.repeat(500)}…` },
      rows: [{ mobile: '[redacted]', name: '王医生' }],
    });
  });

  it('keeps a body that is not an object under `body`, and no body as null', () => {
    expect(redact('text')).toEqual({ body: 'text' });
    expect(redact([3, 1, 2])).toEqual({ body: [3, 1, 2] });
    expect(redact(undefined)).toBeNull();
  });

  it('replaces U+0000 and lone surrogates, in values and keys, and keeps whole pairs', () => {
    expect(
      redact({ 'k\u0000ey': 'a\u0000b', high: 'x\ud800y', low: '\udc00', pair: '😀', end: 'z\ud83d' }),
    ).toEqual({
      'k\ufffdey': 'a\ufffdb',
      high: 'x\ufffdy',
      low: '\ufffd',
      pair: '😀',
      end: 'z\ufffd',
    });
    // A cut through a surrogate pair leaves no lone half behind.
    expect(storableText(`${'a'.repeat(4)}😀`, 5)).toBe('aaaa\ufffd…');
  });

  it('walks a body nested 20,000 levels deep without recursion, cut at the depth limit', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 20_000; level += 1) deep = { next: deep };
    const detail = redact(deep);
    let depth = 0;
    let node: unknown = detail;
    while (typeof node === 'object' && node !== null) {
      node = (node as { next: unknown }).next;
      depth += 1;
    }
    expect(node).toBe(DEEPER_MARKER);
    expect(depth).toBe(AUDIT_DETAIL_LIMITS.depth);
    expect(() => JSON.stringify(detail)).not.toThrow();
  });

  it('cuts arrays and objects, saying how much was left out, and bounds the whole', () => {
    const detail = redact({
      ids: Array.from({ length: 10_000 }, (_, i) => i),
      wide: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i])),
    });
    const ids = detail?.ids as unknown[];
    expect(ids).toHaveLength(AUDIT_DETAIL_LIMITS.arrayItems + 1);
    expect(ids.at(-1)).toBe(`[${10_000 - AUDIT_DETAIL_LIMITS.arrayItems} more items]`);
    const wide = detail?.wide as Record<string, unknown>;
    expect(wide[MORE_KEYS]).toBe(500 - AUDIT_DETAIL_LIMITS.objectKeys);

    const grid = Array.from({ length: 50 }, () => Array.from({ length: 50 }, () => 'cell'));
    expect(JSON.stringify(redact({ grid })).match(/cell/g)?.length).toBeLessThan(AUDIT_DETAIL_LIMITS.values);
  });
});
