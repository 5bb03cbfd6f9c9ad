import { describe, expect, it } from 'vitest';
import { plainText, queryGrams, searchGrams, searchTerms, searchText } from './search-text';

describe('plainText', () => {
  it('drops tags, scripts and styles, decodes the common entities and collapses whitespace', () => {
    const html =
      '<p>肺结节&nbsp;<strong>随访</strong></p><script>alert(1)</script><style>p{}</style><p>a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;</p>';
    expect(plainText(html)).toBe('肺结节 随访 a <b> & "c" \'d\'');
  });
});

describe('searchText', () => {
  it('lower-cases every present field and joins them by newlines', () => {
    expect(searchText(['CT 影像  诊断', null, undefined, '', 'MRI'])).toBe('ct 影像 诊断\nmri');
  });
});

describe('searchGrams', () => {
  it('indexes every adjacent pair of Chinese characters and each character alone', () => {
    expect(new Set(searchGrams('肺结节'))).toEqual(new Set(['肺', '结', '节', '肺结', '结节']));
  });

  it('indexes a single CJK character as itself', () => {
    expect(searchGrams('肺')).toEqual(['肺']);
  });

  it('keeps Latin as lower-cased bigrams, never pairs across a space or a line', () => {
    const grams = new Set(searchGrams('CT 肺\nMRI'));
    expect(grams).toEqual(new Set(['ct', '肺', 'mr', 'ri']));
    expect(grams.has('t肺')).toBe(false);
  });

  it('pairs Latin and Chinese inside one word (mixed terms such as CT引导)', () => {
    expect(new Set(searchGrams('ct引导'))).toEqual(new Set(['ct', 't引', '引', '引导', '导']));
  });

  it('answers each gram once', () => {
    const grams = searchGrams('结节结节');
    expect(grams.length).toBe(new Set(grams).size);
  });
});

describe('searchTerms', () => {
  it('splits on any whitespace, lower-cases and drops duplicates', () => {
    expect(searchTerms('  肺结节   CT\tct 随访 ')).toEqual(['肺结节', 'ct', '随访']);
  });
});

describe('queryGrams', () => {
  it('asks for the bigrams of a Chinese term, which the content grams then contain', () => {
    expect(new Set(queryGrams('结节'))).toEqual(new Set(['结', '节', '结节']));
    const content = new Set(searchGrams('孤立性肺结节的随访'));
    for (const gram of queryGrams('肺结节')) expect(content.has(gram)).toBe(true);
  });

  it('asks for the character itself for a one-character Chinese term', () => {
    expect(queryGrams('肺')).toEqual(['肺']);
  });

  it('asks for nothing for a single Latin letter (left to the substring check)', () => {
    expect(queryGrams('x')).toEqual([]);
  });

  it('asks for the bigrams of a mixed Latin and Chinese term', () => {
    expect(new Set(queryGrams('CT引导'))).toEqual(new Set(['ct', 't引', '引', '引导', '导']));
  });
});
