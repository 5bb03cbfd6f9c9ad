import { describe, expect, it } from 'vitest';
import { wrapText } from './poster-canvas';

// Every character 10 px wide: a line of 60 px holds six.
const context = { measureText: (text: string) => ({ width: [...text].length * 10 }) as TextMetrics };

describe('wrapText', () => {
  it('keeps a short text on one line', () => {
    expect(wrapText(context, '肺结节随访', 60, 2)).toEqual(['肺结节随访']);
  });

  it('breaks by characters and ends the last kept line with …', () => {
    expect(wrapText(context, '一二三四五六七八九十甲乙丙丁', 60, 2)).toEqual(['一二三四五六', '七八九十甲…']);
  });

  it('breaks English between words, without leading or trailing spaces', () => {
    expect(wrapText(context, 'CT and MR basics', 60, 4)).toEqual(['CT and', 'MR', 'basics']);
    expect(wrapText(context, 'to watch in Imaging Academy', 80, 3)).toEqual(['to watch', 'in', 'Imaging…']);
  });

  it('breaks a word wider than the line by characters, and mixes with Chinese', () => {
    expect(wrapText(context, 'Radiopharmaceuticals', 60, 4)).toEqual(['Radiop', 'harmac', 'eutica', 'ls']);
    expect(wrapText(context, '低剂量 CT 肺结节', 60, 2)).toEqual(['低剂量 CT', '肺结节']);
  });
});
