import { VERSION_PEEK_HOLD_MS } from '@ia/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchVersionPeek } from './version-peek';

function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<input id="a" /><textarea id="b"></textarea>';
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('version peek', () => {
  it('fires when "version" stays in an input for 3 s', () => {
    const onPeek = vi.fn();
    stop = watchVersionPeek(onPeek);
    type(document.querySelector('input') as HTMLInputElement, 'version');
    vi.advanceTimersByTime(VERSION_PEEK_HOLD_MS - 1);
    expect(onPeek).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onPeek).toHaveBeenCalledTimes(1);
    expect(VERSION_PEEK_HOLD_MS).toBe(3000);
  });

  it('works in text areas too', () => {
    const onPeek = vi.fn();
    stop = watchVersionPeek(onPeek);
    type(document.querySelector('textarea') as HTMLTextAreaElement, 'version');
    vi.advanceTimersByTime(VERSION_PEEK_HOLD_MS);
    expect(onPeek).toHaveBeenCalledTimes(1);
  });

  it('does not fire when the text changes within 3 s', () => {
    const onPeek = vi.fn();
    stop = watchVersionPeek(onPeek);
    const input = document.querySelector('input') as HTMLInputElement;
    type(input, 'version');
    vi.advanceTimersByTime(2000);
    type(input, 'versions');
    vi.advanceTimersByTime(VERSION_PEEK_HOLD_MS);
    expect(onPeek).not.toHaveBeenCalled();
  });

  it('ignores other words', () => {
    const onPeek = vi.fn();
    stop = watchVersionPeek(onPeek);
    type(document.querySelector('input') as HTMLInputElement, 'vers');
    vi.advanceTimersByTime(VERSION_PEEK_HOLD_MS * 2);
    expect(onPeek).not.toHaveBeenCalled();
  });

  it('stops watching after clean-up', () => {
    const onPeek = vi.fn();
    watchVersionPeek(onPeek)();
    type(document.querySelector('input') as HTMLInputElement, 'version');
    vi.advanceTimersByTime(VERSION_PEEK_HOLD_MS);
    expect(onPeek).not.toHaveBeenCalled();
  });
});
