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

  it('keeps every line when they fit, without leading spaces', () => {
    expect(wrapText(context, 'CT and MR basics', 60, 4)).toEqual(['CT and', 'MR bas', 'ics']);
  });
});
