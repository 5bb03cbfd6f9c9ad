import { describe, expect, it, vi } from 'vitest';
import { createPopupStore } from './popup-store';

describe('popup store', () => {
  it('opens and closes popups by kind, with their payload', () => {
    const store = createPopupStore();
    store.open('points', { score: 5 });
    store.open('authorization', {});
    expect(store.getState()).toEqual({ points: { score: 5 }, authorization: {} });
    store.close('points');
    expect(store.isOpen('points')).toBe(false);
    expect(store.isOpen('authorization')).toBe(true);
  });

  it('notifies subscribers of changes only', () => {
    const store = createPopupStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.open('tip', { hasVeevaLink: false });
    store.close('landscape');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.close('tip');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
