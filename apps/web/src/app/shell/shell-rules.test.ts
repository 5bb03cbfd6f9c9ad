import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS, type RouteFlags, type RouteMeta, toRouteMeta } from '../routes/route-meta';
import {
  activeTabIndex,
  isTabBarVisible,
  normalizePathname,
  resolveTitleKey,
  TABS,
  withDefaultTypeMap,
} from './shell-rules';

function meta(flags: Partial<RouteFlags> = {}, title: RouteMeta['titleKey'] = 'course'): RouteMeta {
  return toRouteMeta({ title, ...DEFAULT_FLAGS, ...flags });
}

describe('tabs', () => {
  it('are home, meeting, learning and mine, in that order', () => {
    expect(TABS.map((tab) => tab.path)).toEqual(['/', '/meeting', '/course', '/personal']);
    expect(TABS.map((tab) => tab.index)).toEqual([0, 1, 2, 3]);
  });
});

describe('isTabBarVisible', () => {
  it('shows on pages that belong to a tab', () => {
    expect(isTabBarVisible('/', meta({ tabIndex: 0 }))).toBe(true);
    expect(isTabBarVisible('/meeting', meta({ tabIndex: 1 }))).toBe(true);
  });

  it('hides on pages without a tab', () => {
    expect(isTabBarVisible('/veeva', meta())).toBe(false);
    expect(isTabBarVisible('/anything', undefined)).toBe(false);
  });

  it('hides on pages flagged hideTabbar', () => {
    expect(isTabBarVisible('/course/detail', meta({ tabIndex: 2, hideTabbar: true }))).toBe(false);
  });

  it('hides on /personal and /notify whatever their flags', () => {
    expect(isTabBarVisible('/personal', meta({ tabIndex: 3 }))).toBe(false);
    expect(isTabBarVisible('/Personal/', meta({ tabIndex: 3 }))).toBe(false);
    expect(isTabBarVisible('/notify', meta({ tabIndex: 0 }))).toBe(false);
  });
});

describe('activeTabIndex', () => {
  it('is the route tab', () => {
    expect(activeTabIndex(meta({ tabIndex: 2 }), '')).toBe(2);
    expect(activeTabIndex(meta({ tabIndex: 1 }), '?typeMap=2')).toBe(1);
  });

  it('does not highlight learning on case pages (typeMap=2)', () => {
    expect(activeTabIndex(meta({ tabIndex: 2 }), '?typeMap=2')).toBeUndefined();
    expect(activeTabIndex(meta({ tabIndex: 2 }), '?typeMap=1')).toBe(2);
  });
});

describe('resolveTitleKey', () => {
  it('is the route title', () => {
    expect(resolveTitleKey(meta({}, 'meeting'), '')).toBe('meeting');
  });

  it('is "case details" when typeMap is 2', () => {
    expect(resolveTitleKey(meta({}, 'courseDetail'), '?id=3&typeMap=2')).toBe('caseDetails');
    expect(resolveTitleKey(meta({}, 'courseDetail'), '?typeMap=4')).toBe('courseDetail');
  });
});

describe('withDefaultTypeMap', () => {
  it('adds the default when typeMap is missing, keeping the rest of the address', () => {
    const target = withDefaultTypeMap(new URL('http://x/h5/activity/detail?id=9'), 7);
    expect(target?.pathname).toBe('/h5/activity/detail');
    expect(target?.search).toBe('?id=9&typeMap=7');
  });

  it('leaves an existing typeMap alone', () => {
    expect(withDefaultTypeMap(new URL('http://x/meetingdetail?typeMap=2'), 4)).toBeNull();
  });

  it('treats an empty typeMap as missing', () => {
    expect(withDefaultTypeMap(new URL('http://x/meetingdetail?typeMap='), 4)?.search).toBe('?typeMap=4');
  });
});

describe('normalizePathname', () => {
  it('lower-cases and drops the trailing slash', () => {
    expect(normalizePathname('/Notify/')).toBe('/notify');
    expect(normalizePathname('/')).toBe('/');
    expect(normalizePathname('')).toBe('/');
  });
});
