import { APP_VERSION, APP_VERSION_STORAGE_KEY, IDENTITY_STORAGE_KEYS } from '@ia/shared';
import type { Page } from '@playwright/test';
import { expect, seedCurrentVersion, test } from '../fixtures/test';

const tabBar = (page: Page) => page.getByRole('navigation', { name: '影像学院' });
const activeTab = (page: Page) => tabBar(page).locator('.adm-tab-bar-item-active');

/** Every route of spec §2, with the title it must show (the spec's odd names stay in the URLs). */
const ROUTES: [path: string, title: string][] = [
  ['/', '首页'],
  ['/template', '清除缓存'],
  ['/allcontent', '全部内容'],
  ['/activity', '活动'],
  ['/casearea', '病例专区'],
  ['/personal', '我的'],
  ['/meeting', '会议'],
  ['/meetingdetail', '会议详情'],
  ['/meetingdetailplayback', '会议回放'],
  ['/allsearch', '搜索'],
  ['/course', '学习'],
  ['/course/detail', '课程详情'],
  ['/course/class', '课程分类'],
  ['/course/search', '课程搜索'],
  ['/activity/detailenter', '活动入口'],
  ['/activity/activeShowOncePoster', '活动海报'],
  ['/activity/activeShowOnceForm', '活动报名'],
  ['/activity/detail', '活动详情'],
  ['/activity/secondList', '活动模块'],
  ['/activity/richlist', '积分排行榜'],
  ['/activity/richdetail', '积分明细'],
  ['/annual/task', '年度任务'],
  ['/annual/retrospect', '年度回顾'],
  ['/personal/task', '我的任务'],
  ['/personal/rank', '排行榜'],
  ['/personal/warning', '药物警戒'],
  ['/personal/badge', '我的勋章'],
  ['/personal/cer', '我的证书'],
  ['/personal/achievedetail', '成就详情'],
  ['/personal/achieveshare', '成就分享'],
  ['/personal/collection', '我的收藏'],
  ['/personal/consent', '知情同意书'],
  ['/personal/history', '学习记录'],
  ['/personal/signup', '我的报名'],
  ['/personal/question', '我的提问'],
  ['/personal/intercept', '访问受限'],
  ['/notify', '消息中心'],
  ['/veeva', '认证'],
  ['/veevaupload', '上传认证资料'],
  ['/bindStep', '账号绑定'],
  ['/contactUs', '联系我们'],
  ['/register', '注册'],
  ['/welcome', '欢迎'],
  ['/staffregister', '员工注册'],
  ['/staffinfoedit', '员工信息'],
  ['/userinfoedit', '编辑资料'],
  ['/userInformationedit', '完善信息'],
  ['/information', '个人信息'],
  ['/rankinfo', '职称信息'],
  ['/importregister', '信息核对'],
  ['/hospitallose', '完善医院信息'],
  ['/coursedetail', '课程预览'],
  ['/previewmeetingdetail', '会议预览'],
  ['/activitymoduledetail', '活动模块预览'],
  ['/activitycontentdetail', '活动内容预览'],
  ['/activityrichlist', '积分排行榜预览'],
  ['/activityrichdetail', '积分明细预览'],
];

/** Routes that send a registered user home (registerNoEnter, spec §2). */
const REGISTER_NO_ENTER = new Set(['/register', '/staffregister']);

test.beforeEach(async ({ page }) => {
  await seedCurrentVersion(page);
});

// The shell's rules, seen by a signed-in, certified member (login itself is covered in identity.spec.ts).
test.beforeEach(async ({ loginAs }, testInfo) => {
  if (!testInfo.tags.includes('@signed-out')) await loginAs('certified');
});

test('the home shell shows the brand, the seeded categories and four tabs', async ({ page, navigate }) => {
  await navigate('/');
  await expect(page).toHaveTitle('首页');
  // The category shortcuts (the seeded contents below name some categories too).
  const categories = page
    .getByRole('region', { name: '课程分类' })
    .or(page.locator('section', { hasText: '课程分类' }))
    .first();
  await expect(categories.getByText('CT 影像', { exact: true })).toBeVisible();
  await expect(categories.getByText('对比剂安全', { exact: true })).toBeVisible();
  for (const label of ['首页', '会议', '学习', '我的'])
    await expect(tabBar(page).getByText(label)).toBeVisible();
  await expect(activeTab(page)).toHaveText('首页');
  await page.screenshot({ path: '../.tmp/screenshots/web-home.png', fullPage: false });
});

test('every route of the spec resolves under /h5/ with its title', async ({ page, navigate }) => {
  // Sixty navigations, each loading a lazy page: about 40 s on a quiet machine, over the default
  // minute on a loaded one (a full CI run once timed out at /information, 50 routes in).
  test.setTimeout(180_000);
  const unresolved: string[] = [];
  for (const [path, title] of ROUTES) {
    await navigate(path);
    await expect(page.locator('body')).not.toHaveText(/页面不存在/);
    if (REGISTER_NO_ENTER.has(path)) {
      await expect(page, path).toHaveURL(/\/h5\/?$/);
      continue;
    }
    // Routes with defaults (typeMap) may redirect first; the title settles after the lazy page loads.
    await expect.poll(() => page.title(), { message: path }).toBe(title);
    if (new URL(page.url()).pathname.toLowerCase() !== `/h5${path}`.replace(/\/$/, '/').toLowerCase()) {
      if (path !== '/') unresolved.push(`${path} → ${page.url()}`);
    }
  }
  expect(unresolved).toEqual([]);
  await navigate('/no-such-page');
  await expect(page.getByText('页面不存在').first()).toBeVisible();
});

test('switching tabs navigates; the bar hides on /personal, /notify and hideTabbar routes', async ({
  page,
  navigate,
}) => {
  await navigate('/');
  await tabBar(page).getByText('会议').click();
  await expect(page).toHaveURL(/\/h5\/meeting$/);
  await expect(activeTab(page)).toHaveText('会议');
  await tabBar(page).getByText('学习').click();
  await expect(page).toHaveURL(/\/h5\/course$/);
  await expect(page).toHaveTitle('学习');
  await tabBar(page).getByText('我的').click();
  await expect(page).toHaveURL(/\/h5\/personal$/);
  await expect(tabBar(page)).toBeHidden();
  for (const path of ['/notify', '/allsearch', '/course/detail']) {
    await navigate(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(tabBar(page)).toBeHidden();
  }
});

test('typeMap=2 titles the page 病例详情 and highlights no learning tab; typeMap defaults show in the URL', async ({
  page,
  navigate,
}) => {
  await navigate('/course?typeMap=2');
  await expect(page).toHaveTitle('病例详情');
  await expect(tabBar(page)).toBeVisible();
  await expect(activeTab(page)).toHaveCount(0);
  await navigate('/course');
  await expect(activeTab(page)).toHaveText('学习');

  await navigate('/meetingdetail');
  await expect(page).toHaveURL(/\/h5\/meetingdetail\?typeMap=4$/);
  await navigate('/activity/detail?id=3');
  await expect(page).toHaveURL(/\/h5\/activity\/detail\?id=3&typeMap=7$/);
  await navigate('/meetingdetail?typeMap=5');
  await expect(page).toHaveURL(/typeMap=5$/);
});

test('back with no history goes home; with history it goes back', async ({ page, navigate }) => {
  await navigate('/course/detail?id=1');
  await page.getByRole('button', { name: '返回', exact: true }).click();
  await expect(page).toHaveURL(/\/h5\/?$/);

  await tabBar(page).getByText('学习').click();
  await expect(page).toHaveURL(/\/h5\/course$/);
  await tabBar(page).getByText('首页').click();
  await page.getByText('搜索课程、会议、病例').click();
  await expect(page).toHaveURL(/\/h5\/allsearch/);
  await page.getByRole('button', { name: '返回', exact: true }).click();
  await expect(page).toHaveURL(/\/h5\/?$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/h5\/course$/);
});

test('a landscape tip shows when the page is wider than tall, and goes on rotating back', async ({
  page,
  navigate,
}) => {
  await navigate('/');
  const tip = page.getByRole('alert').filter({ hasText: '请将手机竖屏使用' });
  await expect(tip).toHaveCount(0);
  await page.setViewportSize({ width: 896, height: 414 });
  await expect(tip).toBeVisible();
  await page.setViewportSize({ width: 414, height: 896 });
  await expect(tip).toHaveCount(0);
});

test('a landscape page shows the tip about 1 s after loading', async ({ page, navigate }) => {
  await page.setViewportSize({ width: 896, height: 414 });
  await navigate('/');
  await expect(page.getByRole('alert').filter({ hasText: '请将手机竖屏使用' })).toBeVisible();
});

test.describe('app version rule', () => {
  // On /template (no login needed): wiping localStorage also signs the user out, which elsewhere
  // would send the browser to WeChat.
  test('a different stored version clears cookies and localStorage, then stores the current one', {
    tag: '@signed-out',
  }, async ({ page, context }) => {
    await context.addCookies([{ name: 'legacy', value: '1', url: 'http://127.0.0.1:3100/' }]);
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.sessionStorage.setItem('seeded', '1');
        window.localStorage.setItem('app_version', 'v20230101.1');
        window.localStorage.setItem('leftover', 'x');
      }
    });
    await page.goto('/h5/template');
    await expect(page).toHaveTitle('清除缓存');
    expect(await page.evaluate(() => window.localStorage.getItem('leftover'))).toBeNull();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), APP_VERSION_STORAGE_KEY)).toBe(
      APP_VERSION,
    );
    expect(await page.evaluate(() => document.cookie)).not.toContain('legacy');
  });

  test('typing "version" into an input for 3 s shows both versions', async ({ page, navigate }) => {
    await navigate('/');
    await expect(page).toHaveTitle('首页');
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.setAttribute('aria-label', '测试输入');
      document.body.appendChild(input);
    });
    await page.getByLabel('测试输入').fill('version');
    await expect(page.getByText(`应用版本：${APP_VERSION}`)).toBeVisible({ timeout: 6000 });
    await expect(page.getByText(`本地记录版本：${APP_VERSION}`)).toBeVisible();
  });
});

test.describe('API client errors (spec §8)', () => {
  const treeUrl = '**/api/platform/category/tree/0';

  test('a code other than 1000 toasts its message', async ({ page, navigate }) => {
    await page.route(treeUrl, (route) =>
      route.fulfill({ json: { code: 40400, msg: '分类暂不可用', data: null } }),
    );
    await navigate('/');
    await expect(page.getByText('分类暂不可用')).toBeVisible();
  });

  test('errcode 50001 opens the authorization popup', async ({ page, navigate }) => {
    await page.route(treeUrl, (route) =>
      route.fulfill({ json: { code: 50001, msg: '需要授权', data: null } }),
    );
    await navigate('/');
    await expect(page.getByText('需要授权后才能继续访问')).toBeVisible();
    await expect(page.getByRole('button', { name: '去授权' })).toBeVisible();
  });

  test('a network failure toasts the error', async ({ page, navigate }) => {
    await page.route(treeUrl, (route) => route.abort('internetdisconnected'));
    await navigate('/');
    await expect(page.getByText('网络异常，请检查网络后重试').first()).toBeVisible();
  });

  test('a positive score shows the points popup after 500 ms', async ({ page, navigate }) => {
    await page.route(treeUrl, (route) =>
      route.fulfill({ json: { code: 1000, msg: 'success', data: { score: 5 } } }),
    );
    await navigate('/');
    await expect(page.getByText('+5 积分')).toBeVisible();
  });

  test('HTTP 401 clears the stored identity and reloads, which starts the WeChat login again', async ({
    page,
  }) => {
    let calls = 0;
    await page.route(treeUrl, (route) => {
      calls += 1;
      return calls === 1
        ? route.fulfill({ status: 401, json: { code: 40100, msg: '登录已过期', data: null } })
        : route.continue();
    });
    // loginAs stores the identity on every load; only the first load keeps it here.
    await page.addInitScript((keys) => {
      if (window.sessionStorage.getItem('loaded')) {
        for (const key of Object.values(keys)) window.localStorage.removeItem(key);
      }
      window.sessionStorage.setItem('loaded', '1');
    }, IDENTITY_STORAGE_KEYS);
    // Not navigate(): the page leaves the app for the WeChat login before the shell settles.
    await page.goto('/h5/');
    await expect(page).toHaveURL(/\/sandbox\/wechat\/connect\/oauth2\/authorize\?appid=/);
    await expect(page).toHaveTitle('微信授权（沙箱）');
    expect(calls).toBe(1);
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), IDENTITY_STORAGE_KEYS.token),
    ).toBeNull();
  });
});
