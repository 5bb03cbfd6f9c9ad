import { beforeEach, describe, expect, it } from 'vitest';
import { canGoBack, PATH_HISTORY_STORAGE_KEY, readPathHistory, recordNavigation } from './path-history';

beforeEach(() => sessionStorage.clear());

describe('path history', () => {
  it('is kept in session storage', () => {
    recordNavigation('POP', '/');
    recordNavigation('PUSH', '/meeting');
    expect(JSON.parse(sessionStorage.getItem(PATH_HISTORY_STORAGE_KEY) ?? '[]')).toEqual(['/', '/meeting']);
  });

  it('adds on PUSH, swaps on REPLACE, drops on a POP back to the previous path', () => {
    recordNavigation('POP', '/');
    recordNavigation('PUSH', '/meeting');
    recordNavigation('PUSH', '/meetingdetail?id=1');
    recordNavigation('REPLACE', '/meetingdetail?id=1&typeMap=4');
    expect(readPathHistory()).toEqual(['/', '/meeting', '/meetingdetail?id=1&typeMap=4']);
    recordNavigation('POP', '/meeting');
    expect(readPathHistory()).toEqual(['/', '/meeting']);
  });

  it('does not record the same path twice in a row', () => {
    recordNavigation('PUSH', '/course');
    recordNavigation('PUSH', '/course');
    expect(readPathHistory()).toEqual(['/course']);
  });

  it('knows when there is nothing to go back to', () => {
    expect(canGoBack()).toBe(false);
    recordNavigation('POP', '/course/detail?id=1');
    expect(canGoBack()).toBe(false);
    recordNavigation('PUSH', '/course');
    expect(canGoBack()).toBe(true);
  });

  it('survives garbage in storage', () => {
    sessionStorage.setItem(PATH_HISTORY_STORAGE_KEY, '{not json');
    expect(readPathHistory()).toEqual([]);
  });
});
