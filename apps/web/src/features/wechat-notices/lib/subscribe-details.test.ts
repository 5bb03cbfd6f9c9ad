import { describe, expect, it } from 'vitest';
import { parseSubscribeDetails } from './subscribe-details';

describe('parseSubscribeDetails', () => {
  it("reads WeChat's JSON string of JSON strings, per template", () => {
    const raw = JSON.stringify({
      tpl_a: JSON.stringify({ status: 'accept' }),
      tpl_b: JSON.stringify({ status: 'reject' }),
    });
    expect(parseSubscribeDetails(raw)).toEqual({
      details: { tpl_a: { status: 'accept' }, tpl_b: { status: 'reject' } },
    });
  });

  it('reads an object detail too, and drops answers it does not know', () => {
    expect(parseSubscribeDetails({ tpl_a: { status: 'filter' }, tpl_b: { status: 'maybe' } })).toEqual({
      details: { tpl_a: { status: 'filter' } },
    });
  });

  it('answers null for nothing usable', () => {
    expect(parseSubscribeDetails('not json')).toBeNull();
    expect(parseSubscribeDetails(undefined)).toBeNull();
    expect(parseSubscribeDetails(JSON.stringify({ tpl: '{bad' }))).toBeNull();
  });
});
