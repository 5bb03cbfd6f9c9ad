import { describe, expect, it } from 'vitest';
import { indexGrams } from './content.service';

describe('indexGrams', () => {
  it('asks the index only for the bigrams of longer terms', () => {
    expect(new Set(indexGrams(['肺结节']))).toEqual(new Set(['肺结', '结节']));
  });

  it('asks for the character of a one-character term', () => {
    expect(indexGrams(['肺'])).toEqual(['肺']);
  });

  it('merges the terms, each gram once, and nothing for a lone Latin letter', () => {
    expect(new Set(indexGrams(['结节', '结节病', 'x', 'CT']))).toEqual(new Set(['结节', '节病', 'ct']));
  });
});
