import { describe, expect, it } from 'vitest';
import { historyItemPath, learnedPercent } from './learning-progress';

describe('learnedPercent', () => {
  it('measures a video by position against duration, within 0..100', () => {
    expect(learnedPercent({ content_type: 1, position: 45, duration: 90, finish: 0 })).toBe(50);
    expect(learnedPercent({ content_type: 1, position: 120, duration: 90, finish: 0 })).toBe(100);
    expect(learnedPercent({ content_type: 1, position: 10, duration: 0, finish: 0 })).toBe(0);
  });

  it('reads a text-and-image position as the share scrolled, and finished as full', () => {
    expect(learnedPercent({ content_type: 2, position: 40, duration: 300, finish: 0 })).toBe(40);
    expect(learnedPercent({ content_type: 1, position: 3, duration: 90, finish: 1 })).toBe(100);
  });
});

describe('historyItemPath', () => {
  it('opens the detail page with the list type', () => {
    expect(historyItemPath({ content_id: 7, type: 2 })).toBe('/course/detail?id=7&typeMap=2');
  });
});
