import type { LessonDetail } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { contentDetailPath, learnedPercent, pickLessonItem, positiveIntParam } from './detail-params';

describe('positiveIntParam', () => {
  it('accepts positive integers only', () => {
    expect(positiveIntParam('12')).toBe(12);
    for (const value of [null, '', 'abc', '-1', '0', '1.5', '1e3'])
      expect(positiveIntParam(value)).toBeNull();
  });
});

describe('pickLessonItem', () => {
  const item = (id: number, finish: 0 | 1 | null) =>
    ({
      id,
      progress: finish === null ? null : { total_tims: 0, position: 0, finish, updated_at: '' },
    }) as LessonDetail['items'][number];

  it('opens the first unfinished item, or the first when all are done', () => {
    expect(pickLessonItem({ items: [item(1, 1), item(2, null), item(3, 0)] } as LessonDetail)?.id).toBe(2);
    expect(pickLessonItem({ items: [item(1, 1), item(2, 1)] } as LessonDetail)?.id).toBe(1);
    expect(pickLessonItem({ items: [] } as unknown as LessonDetail)).toBeUndefined();
  });
});

describe('learnedPercent and contentDetailPath', () => {
  it('caps the share at 100 and builds the detail address', () => {
    expect(learnedPercent(30, 120)).toBe(25);
    expect(learnedPercent(500, 120)).toBe(100);
    expect(learnedPercent(0, 0)).toBe(0);
    expect(contentDetailPath(5, 2)).toBe('/course/detail?id=5&typeMap=2');
    expect(contentDetailPath(5, 1, 9)).toBe('/course/detail?id=5&typeMap=1&lessonId=9');
  });
});
