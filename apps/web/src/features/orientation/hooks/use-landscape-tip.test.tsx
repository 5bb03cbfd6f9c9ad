import { ORIENTATION_CHECK_DELAY_MS } from '@ia/shared';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popupStore } from '../../../stores/popup-store';
import { useLandscapeTip } from './use-landscape-tip';

function resize(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  vi.useFakeTimers();
  resize(414, 896);
  popupStore.reset();
});
afterEach(() => {
  vi.useRealTimers();
  popupStore.reset();
});

describe('useLandscapeTip', () => {
  it('keeps the tip open when the 1 s check reports landscape again after a rotation opened it', () => {
    const { unmount } = renderHook(() => useLandscapeTip());
    resize(896, 414);
    expect(popupStore.isOpen('landscape')).toBe(true);
    vi.advanceTimersByTime(ORIENTATION_CHECK_DELAY_MS);
    expect(popupStore.isOpen('landscape')).toBe(true);
    resize(414, 896);
    expect(popupStore.isOpen('landscape')).toBe(false);
    unmount();
  });
});
