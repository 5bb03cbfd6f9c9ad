import { IDENTITY_STORAGE_KEYS, SANDBOX_WECHAT_PATHS } from '@ia/shared';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import {
  pickOption,
  randomChineseName,
  randomMobile,
  randomSuffix,
  readOutboxCode,
} from '../fixtures/identity';
import { expect, seedCurrentVersion, test } from '../fixtures/test';
import { startVideo, videoState } from '../fixtures/video';

// Issue 15 as an administrator tries it: after the demo seed and a day of activity (a doctor signs
// in with WeChat, registers, consents, watches a course and the live meeting), 数据概览 shows
// figures, and the funnel, the course's drop-off and the meeting's attendance list show her.

const COURSE_TITLE = '胸部低剂量 CT 肺结节筛查规范';
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const tick = (scope: Locator, text: string) =>
  scope.locator('label.adm-checkbox', { hasText: text }).locator('input[type="checkbox"]');

/** The doctor's day in the app: WeChat login, registration, consent. */
async function registerAndConsent(page: Page, name: string): Promise<void> {
  const mobile = randomMobile();
  await page.goto('/h5/personal');
  await expect(page).toHaveURL((url) => url.pathname === SANDBOX_WECHAT_PATHS.authorize);
  await page.getByLabel('openid').fill(`e2e_analytics_${randomSuffix()}`);
  await page.getByRole('button', { name: /确认登录/ }).click();
  await dialog(page, '尚未注册').getByRole('button', { name: '去注册' }).click();
  await expect(page).toHaveURL(/\/h5\/register/);
  await page.getByLabel('姓名').fill(name);
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('验证码').fill(await readOutboxCode(page, mobile, 'sms'));
  await pickOption(page, '省份', '北京市');
  await pickOption(page, '城市', '北京市');
  await page.getByRole('button', { name: /^医院: / }).click();
  const hospitals = dialog(page, '医院');
  await hospitals.getByRole('searchbox').fill('协和');
  await hospitals.getByText('北京协和医院', { exact: true }).click();
  await pickOption(page, '科室', '放射科');
  await pickOption(page, '职称', '主治医师');
  await pickOption(page, '职务', '科主任');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/h5\/welcome/);
  await page.getByRole('button', { name: '开始使用' }).click({ timeout: 10_000 });
  const consent = dialog(page, '知情同意');
  await expect(consent).toBeVisible();
  const boxes = consent.locator('label.adm-checkbox', { hasText: '我已阅读并同意' });
  await expect(boxes).toHaveCount(3);
  for (const box of await boxes.all()) await box.click();
  await expect(tick(consent, '全部同意')).toBeChecked();
  await consent.getByRole('button', { name: '同意并签署' }).click();
  await expect(consent).toBeHidden();
}

/** Plays the page's video for `seconds` of its own clock, then leaves with 返回. */
async function watch(page: Page, seconds: number): Promise<void> {
  const startedAt = await startVideo(page);
  await expect
    .poll(async () => (await videoState(page)).time - startedAt, { timeout: 60_000, intervals: [500] })
    .toBeGreaterThanOrEqual(seconds);
  await page.getByRole('button', { name: '返回' }).click();
}

async function liveMeetingTitle(request: APIRequestContext, page: Page): Promise<string> {
  const token = await page.evaluate(
    (key) => window.localStorage.getItem(key) ?? '',
    IDENTITY_STORAGE_KEYS.token,
  );
  const response = await request.get('/api/platform/meeting?state=live&current=1&pageSize=20', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const rows = ((await response.json()) as { data: { data: { title: string }[] } }).data.data;
  expect(rows.length).toBeGreaterThan(0);
  return rows[0]?.title ?? '';
}

async function consolePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    isMobile: false,
    hasTouch: false,
    userAgent: undefined,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('ImagingDemo#2024');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('menu').first()).toBeVisible();
  return page;
}

/** A 数据概览 figure's value, by its title. */
function figure(page: Page, title: string): Locator {
  return page
    .locator('.ant-statistic')
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('.ant-statistic-content-value');
}

test('after a doctor’s day in the app, the administrator’s analytics show it: overview, funnel, drop-off, attendance, CSV', async ({
  page,
  browser,
  request,
  navigate,
}) => {
  test.setTimeout(300_000);
  await seedCurrentVersion(page);
  const name = randomChineseName('周');
  await registerAndConsent(page, name);

  // A course: a few heartbeats (every 3 s on the e2e server).
  await navigate('/');
  // A new member is told of the free trial on home first: later.
  const trial = dialog(page, '免费学习期');
  await expect(trial).toBeVisible();
  await trial.getByRole('button', { name: '稍后再说' }).click();
  await expect(trial).toBeHidden();
  await page.getByText(COURSE_TITLE).first().click();
  await expect(page.getByRole('heading', { name: COURSE_TITLE })).toBeVisible();
  await watch(page, 9);

  // The live meeting of the demo seed.
  const meetingTitle = await liveMeetingTitle(request, page);
  await navigate('/meeting');
  await page.getByRole('tab', { name: '直播中' }).click();
  await page.getByText(meetingTitle).first().click();
  await expect(page).toHaveURL(/\/h5\/meetingdetail\?id=/);
  await watch(page, 9);
  await page.waitForTimeout(1000);

  // The rollups catch up at once (the refresh job runs with every scheduled job when the sandbox clock is asked to).
  const ran = await request.post('/api/sandbox/clock/advance', { data: { seconds: 0 } });
  expect(ran.ok()).toBe(true);

  const admin = await consolePage(browser);
  // 数据概览 on the dashboard: this period's registrations, learners and minutes are not zero.
  await admin.goto('/admin/');
  await expect(admin.getByText('数据概览')).toBeVisible();
  await expect(figure(admin, '新注册')).not.toHaveText('0');
  await expect(figure(admin, '同意协议')).not.toHaveText('0');
  await expect(figure(admin, '学习人数')).not.toHaveText('0');
  await expect(figure(admin, '学习分钟')).not.toHaveText('0');
  await expect(figure(admin, '会议观看人数')).not.toHaveText('0');
  await admin.screenshot({ path: '../.tmp/screenshots/analytics-overview.png', fullPage: true });

  // The funnel: this week's cohort has at least her, registered and consented.
  await admin.goto('/admin/analytics?tab=funnel');
  const funnel = admin.locator('.ant-statistic').filter({ hasText: '注册' });
  await expect(funnel.first()).toBeVisible();
  await expect(figure(admin, '注册')).not.toHaveText('0');
  await expect(figure(admin, '同意协议')).not.toHaveText('0');
  await expect(admin.getByRole('img', { name: '按首次登录周' })).toBeVisible();

  // The course's drop-off chart: her session is one bar.
  await admin.goto('/admin/analytics?tab=contents');
  const courseRow = admin.getByRole('row').filter({ hasText: COURSE_TITLE });
  await expect(courseRow).toBeVisible();
  await courseRow.getByRole('button', { name: `查看 ${COURSE_TITLE}` }).click();
  const drawer = admin.locator('.ant-drawer').filter({ hasText: '视频流失' });
  const dropoff = drawer.getByRole('img', { name: '视频流失（观看会话最远到达的进度）' });
  await expect(dropoff).toBeVisible();
  await expect(dropoff.locator('path').first()).toBeAttached();
  await expect(dropoff.getByText('0–10%')).toBeVisible();
  await admin.screenshot({ path: '../.tmp/screenshots/analytics-dropoff.png' });
  await drawer.getByRole('button', { name: 'Close' }).or(drawer.locator('.ant-drawer-close')).first().click();

  // The meeting's attendance list names her, with her certification status.
  await admin.goto('/admin/analytics?tab=meetings');
  const meetingRow = admin.getByRole('row').filter({ hasText: meetingTitle });
  await expect(meetingRow).toBeVisible();
  await meetingRow.getByRole('button', { name: `观看名单 ${meetingTitle}` }).click();
  const attendance = admin.locator('.ant-drawer').filter({ hasText: '观看名单（按观看时长）' });
  const her = attendance.getByRole('row').filter({ hasText: name });
  await expect(her).toBeVisible();
  await expect(her.getByText('已注册未认证')).toBeVisible();
  await expect(attendance.getByRole('img', { name: '直播每分钟在线人数' })).toBeVisible();
  await admin.screenshot({ path: '../.tmp/screenshots/analytics-attendance.png' });

  // Its CSV: a BOM, Chinese headers, and her row.
  const download = admin.waitForEvent('download');
  await attendance.getByText('导出 CSV').click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(file, 'utf8');
  expect(csv.startsWith('\ufeff用户编号,姓名,医院,科室,职称,认证状态')).toBe(true);
  const rows = csv.trim().split('\r\n');
  const mine = rows.find((row) => row.includes(name));
  expect(mine).toContain('北京协和医院');
  expect(mine).toContain('放射科');
  expect(mine).toContain('已注册未认证');
  await admin.context().close();
});
