import { APP_VERSION, APP_VERSION_STORAGE_KEY, IDENTITY_STORAGE_KEYS, type WechatIdentity } from '@ia/shared';
import { type APIRequestContext, type Page, test as plain } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { WECHAT_USER_AGENT } from '../playwright.config';

// Issue 18, privacy rights (decision 028) as people use them: a doctor takes the copy of her
// personal information and cancels her account in the app; an operator enters a hotline request,
// opens the member's copy and completes a cancellation in the console.

const SHOTS = '../.tmp/screenshots';
const PASSWORD = 'ImagingDemo#2024';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data = {},
) {
  const response =
    method === 'GET'
      ? await request.get(`/api/platform/${path}`, { headers: bearer(token) })
      : await request.post(`/api/platform/${path}`, { headers: bearer(token), data });
  expect(response.ok(), `${method} ${path}`).toBe(true);
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code, `${method} ${path}`).toBe(1000);
  return body.data;
}

/** Gives the member a record of several kinds: the daily sign-in's points, a course begun, a comment, a question. */
async function leaveTraces(request: APIRequestContext, token: string): Promise<{ course: string }> {
  await api(request, token, 'POST', 'member/login-log');
  const listed = await api<{ data: { id: number; title: string }[] }>(
    request,
    token,
    'GET',
    'content?typeMap=1&current=1&pageSize=1',
  );
  const course = listed.data[0];
  if (!course) throw new Error('the demo data has no course');
  const session = await api<{ session_num: string }>(request, token, 'POST', 'learnlog/create', {
    content_id: course.id,
    type: 1,
  });
  await api(request, token, 'POST', 'learn-log', {
    session_num: session.session_num,
    sequence: 1,
    content_id: course.id,
    type: 1,
    total_tims: 3,
  });
  await api(request, token, 'POST', 'comments', {
    content_id: course.id,
    type: 1,
    content: '讲得很清楚，谢谢老师',
  });
  await api(request, token, 'POST', 'question', { content: '请问增强 CT 前需要停用二甲双胍吗？' });
  return { course: course.title };
}

/** A certified doctor signed in through the sandbox. */
async function sandboxDoctor(request: APIRequestContext): Promise<WechatIdentity> {
  const response = await request.post('/api/sandbox/login', { data: { role: 'certified' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: WechatIdentity }).data;
}

/**
 * Stores the identity once, from a page of the same origin that is not the app. (The fixture's
 * `loginAs` stores it before every load, so a reload would bring back a token the app had forgotten.)
 */
async function storeIdentityOnce(page: Page, identity: WechatIdentity): Promise<void> {
  await page.goto('/readyz');
  await page.evaluate(
    ([keys, id, versionKey, version]) => {
      const k = keys as typeof IDENTITY_STORAGE_KEYS;
      const i = id as WechatIdentity;
      window.localStorage.setItem(versionKey as string, version as string);
      window.localStorage.setItem(k.token, i.token);
      window.localStorage.setItem(k.openid, i.openid);
      if (i.unionid) window.localStorage.setItem(k.unionid, i.unionid);
    },
    [IDENTITY_STORAGE_KEYS, identity, APP_VERSION_STORAGE_KEY, APP_VERSION] as const,
  );
}

/** The simulated WeChat authorization an app without a session sends the person to. */
const WECHAT_AUTHORIZE = /\/sandbox\/wechat\/connect\/oauth2\/authorize/;

/** The status of an app request with this token: 401 once the session is gone. */
async function statusWith(request: APIRequestContext, token: string): Promise<number> {
  return (await request.get('/api/platform/member/me', { headers: bearer(token) })).status();
}

test.describe('privacy in the app', () => {
  test('a doctor reads the copy of her personal information, then cancels her account and stays signed out', async ({
    page,
    navigate,
    request,
  }) => {
    const identity = await sandboxDoctor(request);
    await storeIdentityOnce(page, identity);
    const me = await api<{ id: number; nickname: string | null }>(
      request,
      identity.token,
      'GET',
      'member/me',
    );
    const { course } = await leaveTraces(request, identity.token);

    // 我的 → 个人信息与隐私
    await navigate('/personal');
    await page.getByText('个人信息与隐私').click();
    await expect(page).toHaveURL(/\/h5\/personal\/privacy/);
    await expect(page.getByRole('region', { name: '个人信息副本' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/privacy-app-start.png`, fullPage: true });

    await page.getByRole('button', { name: '获取我的个人信息副本' }).click();
    const copy = page.getByRole('region', { name: '个人信息副本' });
    await expect(copy.getByText('个人资料', { exact: true })).toBeVisible();
    await expect(copy.getByText(identity.openid)).toBeVisible();
    // Every kind of record is listed with its count; what she did is counted and named.
    const counted = {
      同意记录: '\\d+ 条',
      认证资料: '\\d+ 条',
      学习记录: `${course}\\s*1 条`,
      会议: '\\d+ 条',
      积分: '共 [1-9]\\d* 分',
      证书: '\\d+ 条',
      评论: '1 条',
      表单回答: '\\d+ 条',
      提问: '1 条',
      不良反应报告: '\\d+ 条',
    };
    for (const [kind, count] of Object.entries(counted)) {
      await expect(copy).toContainText(new RegExp(`${kind}\\s*${count}`));
    }
    await expect(copy.getByText(course)).toBeVisible();
    await expect(copy.getByRole('button', { name: '下载副本（JSON 文件）' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/privacy-app-copy.png`, fullPage: true });

    // The JSON file is the same copy.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      copy.getByRole('button', { name: '下载副本（JSON 文件）' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await streamText(download)) as {
      profile: { id: number };
      comments: unknown[];
      questions: unknown[];
      points: { total: number };
    };
    expect(file.profile.id).toBe(me.id);
    expect(file.comments).toHaveLength(1);
    expect(file.questions).toHaveLength(1);
    expect(file.points.total).toBeGreaterThan(0);

    // 注销账号: the consequences first, then the typed word.
    const cancellation = page.getByRole('region', { name: '注销账号' });
    await expect(cancellation.getByText(/注销后不可恢复/)).toBeVisible();
    await expect(cancellation.getByText(/证书将被注销/)).toBeVisible();
    await cancellation.getByRole('button', { name: '注销账号' }).click();
    const confirm = cancellation.getByRole('button', { name: '确认注销' });
    await expect(confirm).toBeDisabled();
    const word = cancellation.getByLabel(/请输入“注销”以确认注销/);
    await word.fill('注 销');
    await expect(confirm).toBeDisabled();
    await word.fill('注销');
    await expect(confirm).toBeEnabled();
    await page.screenshot({ path: `${SHOTS}/privacy-app-cancel-confirm.png`, fullPage: true });
    await confirm.click();

    await expect(page.getByText('账号已注销')).toBeVisible();
    // Nothing of the account stays on the screen: not the copy taken a minute ago, nor its download.
    await expect(page.getByText(identity.openid)).toHaveCount(0);
    await expect(page.getByRole('button', { name: '下载副本（JSON 文件）' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/privacy-app-cancelled.png`, fullPage: true });
    expect(await statusWith(request, identity.token)).toBe(401);
    const stored = await page.evaluate(() => ({ ...window.localStorage }));
    expect(Object.values(stored)).not.toContain(identity.token);

    // A reload does not bring the old session back: the app asks WeChat who this is, and WeChat
    // no longer knows the cancelled identity (the same person would start as a new visitor).
    await page.reload();
    await expect(page).toHaveURL(WECHAT_AUTHORIZE);
    await expect(page.getByText(identity.openid)).toHaveCount(0);
    const afterReload = await page.evaluate(() => ({ ...window.localStorage }));
    expect(Object.values(afterReload)).not.toContain(identity.token);
    await page.screenshot({ path: `${SHOTS}/privacy-app-after-reload.png`, fullPage: true });
  });
});

test('the privacy screen in English', async ({ page, navigate, request }) => {
  const identity = await sandboxDoctor(request);
  await storeIdentityOnce(page, identity);
  await navigate('/personal/privacy?lang=en');
  await expect(page.getByRole('heading', { name: 'My data & privacy', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Get a copy of my personal information' }).click();
  await expect(page.getByText('Adverse-reaction reports', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel my account' }).click();
  await expect(page.getByRole('button', { name: 'Confirm cancellation' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/privacy-app-en.png`, fullPage: true });
});

async function streamText(download: import('@playwright/test').Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

plain.describe('privacy in the console', () => {
  // The console is a desktop tool: a laptop viewport, no WeChat.
  plain.use({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    userAgent: undefined,
  });

  async function signIn(page: Page, username: string) {
    await page.goto('/admin/login');
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('密码').fill(PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('menu').first()).toBeVisible();
  }

  plain(
    'a reviewer enters hotline requests, opens the member’s copy and completes a cancellation',
    async ({ page, request, browser }) => {
      const member = await sandboxDoctor(request);
      const me = await api<{ id: number }>(request, member.token, 'GET', 'member/me');
      await leaveTraces(request, member.token);

      await signIn(page, 'reviewer');
      await page.getByRole('menuitem', { name: /隐私请求/ }).click();
      await expect(page).toHaveURL(/\/admin\/privacy-requests/);

      const enter = async (kind: string) => {
        await page.getByRole('button', { name: '登记热线请求' }).click();
        const dialog = page.getByRole('dialog', { name: '登记热线请求' });
        await dialog.getByLabel('会员编号').fill(String(me.id));
        await dialog.getByLabel('请求类型').click();
        // antd's options are titled divs; its role="option" elements are a hidden listbox for screen readers.
        await page.locator('.ant-select-dropdown').getByTitle(kind).click();
        await dialog.getByLabel('请求说明').fill('热线来电，已核对注册手机号后四位');
        await dialog.getByRole('button', { name: '登记' }).click();
        await expect(page.getByText('已登记，到期日已按 15 个工作日计算').first()).toBeVisible();
        await expect(dialog).toBeHidden();
      };
      await enter('查阅复制');
      await enter('注销账号');

      const rows = page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: String(me.id), exact: true }) });
      await expect(rows).toHaveCount(2);
      for (const row of await rows.all()) {
        await expect(row).toContainText('热线');
        await expect(row).toContainText('待办理');
        await expect(row.getByText(/\d{4}-\d{2}-\d{2} · 剩余 1[45] 个工作日/)).toBeVisible();
      }
      await page.screenshot({ path: `${SHOTS}/privacy-console-queue.png`, fullPage: true });

      // The copy request: the member's copy, opened on demand (and audited).
      await rows.filter({ hasText: '查阅复制' }).getByRole('button', { name: '办理' }).click();
      const drawer = page.getByRole('dialog', { name: '请求详情' });
      await drawer.getByRole('button', { name: /查看个人信息副本/ }).click();
      await expect(drawer.getByText(member.openid).first()).toBeVisible();
      await expect(drawer.getByText('请问增强 CT 前需要停用二甲双胍吗？')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/privacy-console-copy.png`, fullPage: true });
      // What the operator sends on: the same copy as a JSON file.
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        drawer.getByRole('button', { name: /下载副本/ }).click(),
      ]);
      expect(file.suggestedFilename()).toMatch(
        new RegExp(`^personal-data-${me.id}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
      );
      const sent = JSON.parse(await streamText(file)) as { profile: { id: number }; questions: unknown[] };
      expect(sent.profile.id).toBe(me.id);
      expect(sent.questions).toHaveLength(1);
      await drawer.getByLabel('处理说明').fill('副本已通过邮件发送给会员');
      await drawer.getByRole('button', { name: '提交' }).click();
      await expect(page.getByText('已处理', { exact: true }).first()).toBeVisible();
      await expect(drawer).toBeHidden();

      // The cancellation: a note, then a second confirmation that names the member.
      await rows.filter({ hasText: '注销账号' }).getByRole('button', { name: '办理' }).click();
      await expect(drawer.getByText(/办结后将立即注销该会员/)).toBeVisible();
      const submit = drawer.getByRole('button', { name: '提交' });
      await expect(submit).toBeDisabled();
      await drawer.getByLabel('处理说明').fill('已核实身份，按会员要求注销');
      await submit.click();
      const second = page.getByRole('tooltip').filter({ hasText: `确认注销会员 ${me.id}？` });
      await expect(second).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/privacy-console-confirm.png`, fullPage: true });
      await second.getByRole('button', { name: '确认注销' }).click();
      await expect(page.getByText('已处理', { exact: true }).first()).toBeVisible();

      // Gone from the open queue; the member's session no longer works.
      await expect(rows).toHaveCount(0);
      expect(await statusWith(request, member.token)).toBe(401);
      await page.getByLabel('按状态筛选').click();
      await page.locator('.ant-select-dropdown').getByTitle('已办结').click();
      await expect(rows).toHaveCount(2);
      await page.screenshot({ path: `${SHOTS}/privacy-console-done.png`, fullPage: true });
      await page.setViewportSize({ width: 414, height: 896 });
      await expect(rows.first()).toBeVisible();
      // On a phone the queue fits the width (the table scrolls inside), and so does a request's drawer.
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/privacy-console-phone.png`, fullPage: true });
      await rows.first().getByRole('button', { name: '查看' }).click();
      const phoneDrawer = page.getByRole('dialog', { name: '请求详情' });
      await expect(phoneDrawer).toBeVisible();
      // Within the phone's width; layout is sub-pixel (414.00003 was seen).
      expect((await phoneDrawer.boundingBox())?.width ?? 0).toBeLessThanOrEqual(414.5);

      // The member's phone: the app no longer opens with the old session.
      const phone = await browser.newContext({
        viewport: { width: 414, height: 896 },
        isMobile: true,
        hasTouch: true,
        userAgent: WECHAT_USER_AGENT,
        locale: 'zh-CN',
      });
      const app = await phone.newPage();
      await storeIdentityOnce(app, member);
      await app.goto('/h5/personal');
      await expect(app).toHaveURL(WECHAT_AUTHORIZE);
      expect(await app.evaluate(() => Object.values({ ...window.localStorage }))).not.toContain(member.token);
      await phone.close();
    },
  );
});
