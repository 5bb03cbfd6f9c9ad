import { TypeMap } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { enUS } from '../../locales/en-US';
import { zhCNFirst } from '../../locales/zh-CN';
import { type RouteHandle, toRouteHandle, toRouteMeta } from './route-meta';
import { ROUTE_TABLE } from './route-table';

/** Every route spec §2 lists, copied from the spec. */
const SPEC_ROUTES = {
  shell: [
    '/',
    '/template',
    '/allcontent',
    '/activity',
    '/casearea',
    '/personal',
    '/meeting',
    '/meetingdetail',
    '/meetingdetailplayback',
    '/allsearch',
  ],
  learning: ['/course', '/course/detail', '/course/class', '/course/search'],
  activity: [
    '/activity/detailenter',
    '/activity/activeShowOncePoster',
    '/activity/activeShowOnceForm',
    '/activity/detail',
    '/activity/secondList',
    '/activity/richlist',
    '/activity/richdetail',
  ],
  annual: ['/annual/task', '/annual/retrospect'],
  personal: [
    '/personal/task',
    '/personal/rank',
    '/personal/warning',
    '/personal/badge',
    '/personal/cer',
    '/personal/achievedetail',
    '/personal/achieveshare',
    '/personal/collection',
    '/personal/consent',
    '/personal/privacy',
    '/personal/history',
    '/personal/signup',
    '/personal/question',
    '/personal/intercept',
  ],
  other: ['/notify', '/veeva', '/veevaupload', '/bindStep', '/contactUs'],
  registration: [
    '/register',
    '/welcome',
    '/staffregister',
    '/staffinfoedit',
    '/userinfoedit',
    '/userInformationedit',
    '/information',
    '/rankinfo',
    '/importregister',
    '/hospitallose',
  ],
  preview: [
    '/coursedetail',
    '/previewmeetingdetail',
    '/activitymoduledetail',
    '/activitycontentdetail',
    '/activityrichlist',
    '/activityrichdetail',
  ],
  /** Routes the spec does not list, added by issues: the public certificate verification page (issue 6). */
  added: ['/verify/:number'],
};
const allSpecRoutes = Object.values(SPEC_ROUTES).flat();

const handles = new Map<string, RouteHandle>(ROUTE_TABLE.map((route) => [route.path, toRouteHandle(route)]));
function handleOf(path: string): RouteHandle {
  const handle = handles.get(path);
  if (!handle) throw new Error(`${path} is not registered`);
  return handle;
}

describe('route table', () => {
  it('registers every route of the spec exactly once, and nothing else', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...allSpecRoutes].sort());
  });

  it('gives every route a title in both languages', () => {
    for (const route of ROUTE_TABLE) {
      expect(zhCNFirst.routes[route.title], route.path).toBeTruthy();
      expect(enUS.routes[route.title], route.path).toBeTruthy();
    }
  });

  it('puts every spec flag in each handle', () => {
    for (const route of ROUTE_TABLE) {
      expect(Object.keys(toRouteHandle(route))).toEqual(
        expect.arrayContaining([
          'title',
          'wechatAuth',
          'checkUser',
          'getUser',
          'registerNoEnter',
          'ingoreCheck',
          'hideTabbar',
          'hideApproval',
          'reachBottom',
        ]),
      );
    }
  });

  it('lets visitors without login reach only /template and the previews', () => {
    const open = ROUTE_TABLE.filter((route) => !toRouteHandle(route).wechatAuth).map((route) => route.path);
    expect(open.sort()).toEqual(['/template', ...SPEC_ROUTES.preview, ...SPEC_ROUTES.added].sort());
  });

  it('needs a registered user on personal pages, details and notifications', () => {
    for (const path of [
      '/personal',
      ...SPEC_ROUTES.personal.filter(
        (path) => path !== '/personal/intercept' && path !== '/personal/privacy',
      ),
      '/notify',
      '/course/detail',
      '/meetingdetail',
      '/meetingdetailplayback',
      '/activity/detail',
      '/activity/richdetail',
    ]) {
      expect(handleOf(path).checkUser, path).toBe(true);
    }
    expect(handleOf('/personal/intercept').checkUser).toBe(false);
    // Privacy rights (issue 18): a copy and cancellation for anyone signed in, consent withdrawn or not.
    expect(handleOf('/personal/privacy')).toMatchObject({ wechatAuth: true, checkUser: false });
    expect(handleOf('/').checkUser).toBe(false);
  });

  it('sends registered users away from the registration pages, which skip the register prompt', () => {
    for (const path of ['/register', '/staffregister']) {
      expect(handleOf(path)).toMatchObject({ registerNoEnter: true, ingoreCheck: true, checkUser: false });
    }
    // /welcome is where registration lands, already registered: it must not bounce to /.
    expect(handleOf('/welcome')).toMatchObject({
      registerNoEnter: false,
      ingoreCheck: true,
      checkUser: false,
    });
    expect(handleOf('/importregister').ingoreCheck).toBe(true);
    expect(handleOf('/hospitallose').ingoreCheck).toBe(true);
    expect(handleOf('/personal').registerNoEnter).toBe(false);
  });

  it('maps ingoreCheck to skipRegisterPrompt inside the app', () => {
    expect(toRouteMeta(handleOf('/register')).skipRegisterPrompt).toBe(true);
    expect(toRouteMeta(handleOf('/')).skipRegisterPrompt).toBe(false);
  });

  it('puts the four tab pages on their tabs', () => {
    expect(handleOf('/').tabIndex).toBe(0);
    expect(handleOf('/meeting').tabIndex).toBe(1);
    expect(handleOf('/course').tabIndex).toBe(2);
    expect(handleOf('/personal').tabIndex).toBe(3);
  });

  it('gives /activity/detail typeMap 7 and /meetingdetail typeMap 4 by default', () => {
    const defaults = Object.fromEntries(
      ROUTE_TABLE.filter((route) => route.defaultTypeMap !== undefined).map((route) => [
        route.path,
        route.defaultTypeMap,
      ]),
    );
    expect(defaults).toEqual({
      '/activity/detail': TypeMap.ACTIVITY_DETAIL,
      '/meetingdetail': TypeMap.MEETING,
    });
    expect(TypeMap.ACTIVITY_DETAIL).toBe(7);
    expect(TypeMap.MEETING).toBe(4);
  });
});
