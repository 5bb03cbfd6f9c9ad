import { ORIENTATION_CHECK_DELAY_MS } from '@ia/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchOrientation } from './orientation';

function resize(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  resize(414, 896);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('orientation watch', () => {
  it('checks 1 s after start', () => {
    resize(896, 414);
    const onChange = vi.fn();
    stop = watchOrientation(onChange);
    vi.advanceTimersByTime(ORIENTATION_CHECK_DELAY_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(ORIENTATION_CHECK_DELAY_MS).toBe(1000);
  });

  it('reports portrait when the page is not wider than tall', () => {
    const onChange = vi.fn();
    stop = watchOrientation(onChange);
    vi.advanceTimersByTime(ORIENTATION_CHECK_DELAY_MS);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('checks again on every resize', () => {
    const onChange = vi.fn();
    stop = watchOrientation(onChange);
    resize(896, 414);
    expect(onChange).toHaveBeenLastCalledWith(true);
    resize(414, 896);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});
