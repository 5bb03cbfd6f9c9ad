import { DESIGN_WIDTH } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { applyDesignScale, DESIGN_SCALE, rootFontSizeFor } from './design-scale';

describe('design scale', () => {
  it('maps the 828-px design to the viewport: 1rem = 100 design px', () => {
    expect(DESIGN_WIDTH).toBe(828);
    expect(rootFontSizeFor(414)).toBe(50);
    expect(rootFontSizeFor(375)).toBeCloseTo(45.29, 2);
  });

  it('is capped for wide screens and floored for tiny ones', () => {
    expect(rootFontSizeFor(1280)).toBe(rootFontSizeFor(DESIGN_SCALE.maxWidth));
    expect(rootFontSizeFor(200)).toBe(rootFontSizeFor(DESIGN_SCALE.minWidth));
  });

  it('sets the root font size', () => {
    const stop = applyDesignScale();
    expect(document.documentElement.style.fontSize).toMatch(/px$/);
    stop();
  });
});
