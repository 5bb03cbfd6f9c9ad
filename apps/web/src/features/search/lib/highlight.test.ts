import { describe, expect, it } from 'vitest';
import { splitByTerms } from './highlight';

describe('splitByTerms', () => {
  it('marks every occurrence of every term, ignoring letter case', () => {
    expect(splitByTerms('Lung CT: 肺结节的CT表现', ['ct', '肺结节'])).toEqual([
      { text: 'Lung ', match: false },
      { text: 'CT', match: true },
      { text: ': ', match: false },
      { text: '肺结节', match: true },
      { text: '的', match: false },
      { text: 'CT', match: true },
      { text: '表现', match: false },
    ]);
  });

  it('prefers the longer term and treats terms as plain text', () => {
    expect(splitByTerms('肺结节 a+b', ['肺', '肺结节', 'a+b'])).toEqual([
      { text: '肺结节', match: true },
      { text: ' ', match: false },
      { text: 'a+b', match: true },
    ]);
  });

  it('leaves text without terms alone', () => {
    expect(splitByTerms('胸部影像', [])).toEqual([{ text: '胸部影像', match: false }]);
    expect(splitByTerms('胸部影像', ['  '])).toEqual([{ text: '胸部影像', match: false }]);
    expect(splitByTerms('', ['肺'])).toEqual([]);
  });
});
