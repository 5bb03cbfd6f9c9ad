import { ErrorCode, SANDBOX_WECHAT_PATHS, SUCCESS_CODE } from '@ia/shared';
import type { Browser, Locator, Page } from '@playwright/test';
import {
  certificatePng,
  pickOption,
  randomChineseName,
  randomMobile,
  randomSuffix,
  readOutboxCode,
  snap,
  storedToken,
  toastOf,
} from '../fixtures/identity';
import { expect, seedCurrentVersion, test } from '../fixtures/test';

const CONSOLE_PASSWORD = 'ImagingDemo#2024';

test.beforeEach(async ({ page }) => {
  await seedCurrentVersion(page);
});

/** Every address the page shows from now on (pathnames, SPA navigations included). */
function trackAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

/** The app's centred and bottom popups are dialogs named by their title. */
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/**
 * The state of an antd-mobile checkbox, found by its text. Its native input is display:none, so
 * it has no checkbox role to find it by (reported as an accessibility gap).
 */
const tick = (scope: Locator, text: string) =>
  scope.locator('label.adm-checkbox', { hasText: text }).locator('input[type="checkbox"]');

test('a new member signs in with WeChat, registers, consents, certifies and is approved in the console', async ({
  page,
  browser,
  navigate,
}) => {
  test.setTimeout(180_000);
  const name = randomChineseName('李');
  const mobile = randomMobile();

  // --- WeChat login through the sandbox, as a person does it ---
  const toServer = page.waitForRequest((request) => request.url().includes('/api/platform/wechat/auth?'));
  await page.goto('/h5/personal');
  expect(new URL((await toServer).url()).searchParams.get('website_url')).toMatch(/\/h5\/personal$/);
  await expect(page).toHaveURL((url) => url.pathname === SANDBOX_WECHAT_PATHS.authorize);
  await expect(page.getByText('微信授权（沙箱）')).toBeVisible();
  await snap(page, '01-sandbox-authorize');

  const openid = `e2e_member_${randomSuffix()}`;
  await page.getByLabel('openid').fill(openid);
  const withCode = page.waitForRequest(
    (request) => request.isNavigationRequest() && /\/h5\/personal\?.*code=/.test(request.url()),
  );
  const exchange = page.waitForResponse((response) => response.url().includes('/api/oauth?code='));
  await page.getByRole('button', { name: /确认登录/ }).click();
  const returned = new URL((await withCode).url());
  expect(returned.searchParams.get('code')).toBeTruthy();
  expect(returned.searchParams.get('state')).toBeTruthy();
  const exchanged = await exchange;
  expect(((await exchanged.json()) as { data: { openid: string } }).data.openid).toBe(openid);

  // Back in the app, the used code and state are gone from the address.
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/h5/personal' && !url.searchParams.has('code') && !url.searchParams.has('state'),
  );
  expect(await storedToken(page)).toBeTruthy();

  // --- The register prompt, then /register ---
  const registerPrompt = dialog(page, '尚未注册');
  await expect(registerPrompt).toBeVisible();
  await expect(registerPrompt.getByText('抱歉，您还未注册，点击前往')).toBeVisible();
  await snap(page, '02-register-prompt', registerPrompt.getByRole('button', { name: '去注册' }));
  await registerPrompt.getByRole('button', { name: '去注册' }).click();
  await expect(page).toHaveURL(/\/h5\/register/);

  await page.getByLabel('姓名').fill(name);
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+s后重新获取/ })).toBeDisabled();
  const smsCode = await readOutboxCode(page, mobile, 'sms');
  await page.getByLabel('验证码').fill(smsCode);
  await pickOption(page, '省份', '北京市');
  await pickOption(page, '城市', '北京市');
  await page.getByRole('button', { name: /^医院: / }).click();
  const hospitalDialog = dialog(page, '医院');
  await hospitalDialog.getByRole('searchbox').fill('协和');
  await hospitalDialog.getByText('北京协和医院', { exact: true }).click();
  await expect(page.getByRole('button', { name: '医院: 北京协和医院' })).toBeVisible();
  await pickOption(page, '科室', '放射科');
  await pickOption(page, '职称', '主治医师');
  await pickOption(page, '职务', '科主任');
  await snap(page, '03-register-filled');
  const registered = page.waitForResponse((response) => response.url().includes('/member/member-register'));
  const refreshed = page.waitForResponse((response) => response.url().includes('/api/platform/member/me'));
  const addresses = trackAddresses(page);
  await page.getByRole('button', { name: '注册', exact: true }).click();
  const answer = (await (await registered).json()) as { code: number; data: { kind: string; name: string } };
  expect(answer.code).toBe(SUCCESS_CODE);
  expect(answer.data).toMatchObject({ kind: 'member', name });

  // /welcome, and it stays there once the user info is refreshed (no detour to home).
  await expect(page).toHaveURL(/\/h5\/welcome\?redirect=%2Fpersonal$/);
  await refreshed;
  const stayed = 'still on /welcome after the user info is refreshed';
  await expect(page.getByText('欢迎加入影像学院'), stayed).toBeVisible();
  await expect(page.getByText('您可免费学习30天'), stayed).toBeVisible();
  await snap(page, '04-welcome');

  // --- Consent: every document must be ticked before signing ---
  const documentsLoaded = page.waitForResponse((response) =>
    response.url().includes('/api/platform/consent/documents'),
  );
  await page.getByRole('button', { name: '开始使用' }).click({ timeout: 10_000 });
  await expect(page).toHaveURL((url) => url.pathname === '/h5/personal');
  expect(addresses, 'from /register through /welcome back to /personal, never home').not.toContainEqual(
    expect.stringMatching(/^\/h5\/?$/),
  );
  const consent = dialog(page, '知情同意');
  await expect(consent).toBeVisible();
  const { data: current } = (await (await documentsLoaded).json()) as { data: { title: string }[] };
  // The privacy statement, the terms of use and the personal-information consent.
  expect(current).toHaveLength(3);
  const documents = current.map((document) => document.title);
  for (const title of documents) await expect(tick(consent, `我已阅读并同意《${title}》`)).not.toBeChecked();
  for (const title of documents.slice(0, 2)) await consent.getByText(`我已阅读并同意《${title}》`).click();
  for (const title of documents.slice(0, 2))
    await expect(tick(consent, `我已阅读并同意《${title}》`)).toBeChecked();
  await expect(tick(consent, '全部同意')).not.toBeChecked();
  await snap(page, '05-consent-two-ticked', consent.getByRole('button', { name: '同意并签署' }));
  await consent.getByRole('button', { name: '同意并签署' }).click();
  const alert = page.getByRole('dialog').filter({ hasText: '请滚动到底部阅读，点击全部同意后再签署' });
  await expect(alert).toBeVisible();
  await snap(page, '06-consent-alert', alert.getByRole('button', { name: '确定' }));
  await alert.getByRole('button', { name: '确定' }).click();
  await expect(alert).toBeHidden();
  await expect(consent).toBeVisible();

  await consent.getByText(`我已阅读并同意《${documents[2]}》`).click();
  await expect(tick(consent, '全部同意')).toBeChecked();
  const signed = page.waitForResponse((response) => response.url().includes('/api/platform/send_truman'));
  await consent.getByRole('button', { name: '同意并签署' }).click();
  const signAnswer = await signed;
  const signRequest = signAnswer.request().postDataJSON() as Record<string, string>;
  expect(signRequest).toMatchObject({ openid });
  expect(signRequest.commit_hash?.split(',')).toHaveLength(3);
  expect(signRequest.document_version_number?.split(',')).toHaveLength(3);
  expect(((await signAnswer.json()) as { code: number }).code).toBe(SUCCESS_CODE);
  await expect(toastOf(page)).toHaveText('签署成功');
  await expect(consent).toBeHidden();
  // Back where the user started, now as a registered member.
  await expect(page).toHaveURL((url) => url.pathname === '/h5/personal');
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText('北京协和医院')).toBeVisible();
  await snap(page, '07-personal-registered');

  // --- The free-trial prompt on home: 30 days left, 'later' keeps it away for the day ---
  const trialTip = () => page.waitForResponse((response) => response.url().includes('/istip/get-istip'));
  let tipAnswer = trialTip();
  await navigate('/');
  expect(((await (await tipAnswer).json()) as { data: TrialTip }).data).toMatchObject({
    istip: 1,
    days_left: 30,
    certified: false,
  });
  const trialPopup = dialog(page, '免费学习期');
  await expect(trialPopup).toBeVisible();
  await expect(trialPopup.getByText('您的免费学习期还剩 30 天')).toBeVisible();
  await expect(trialPopup.getByRole('button', { name: '立即认证' })).toBeVisible();
  await snap(page, '08-trial-popup', trialPopup.getByRole('button', { name: '稍后再说' }));
  const postponed = page.waitForResponse((response) => response.url().includes('/istip/up-istip'));
  await trialPopup.getByRole('button', { name: '稍后再说' }).click();
  expect((await postponed).ok()).toBe(true);
  await expect(trialPopup).toBeHidden();

  tipAnswer = trialTip();
  await navigate('/');
  expect(((await (await tipAnswer).json()) as { data: TrialTip }).data).toMatchObject({
    istip: 0,
    days_left: 30,
  });
  await expect(page.getByText('课程分类')).toBeVisible();
  await expect(trialPopup).toHaveCount(0);

  // --- Certification: /veeva → /veevaupload → pending ---
  await navigate('/personal');
  // antd-mobile's List has no list role: found by its header text.
  const account = page.locator('.adm-list').filter({ hasText: '我的账户' });
  await expect(account.getByText('未认证')).toBeVisible();
  await expect(account.getByText('剩余 30 天')).toBeVisible();
  await account.getByText('认证状态').click();
  await expect(page).toHaveURL(/\/h5\/veeva$/);
  await expect(page.getByText('医疗专业人士认证')).toBeVisible();
  await expect(page.getByText('免费学习期还剩30天')).toBeVisible();
  await snap(page, '09-veeva');
  await page.getByRole('button', { name: '开始认证' }).click();
  await expect(page).toHaveURL(/\/h5\/veevaupload$/);
  // The form starts from the profile.
  await expect(page.getByLabel('姓名')).toHaveValue(name);
  await expect(page.getByRole('button', { name: '医院: 北京协和医院' })).toBeVisible();
  await expect(page.getByRole('button', { name: '科室: 放射科' })).toBeVisible();
  await expect(page.getByRole('button', { name: '职称: 主治医师' })).toBeVisible();
  const licence = `1101${Date.now().toString().slice(-11)}`;
  await page.getByLabel('执业证书编号').fill(licence);
  const uploaded = page.waitForResponse((response) => response.url().includes('/api/platform/imageupload'));
  await page
    .getByRole('group', { name: '执业证书照片' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: certificatePng() });
  const upload = await uploaded;
  expect(((await upload.json()) as { code: number }).code).toBe(SUCCESS_CODE);
  await expect(page.locator('.adm-image-uploader-cell img')).toHaveCount(1);
  await snap(page, '10-veevaupload-filled');
  const submitted = page.waitForResponse((response) =>
    response.url().includes('/examine/vevea-examine-create'),
  );
  await page.getByRole('button', { name: '提交认证' }).click();
  expect(((await (await submitted).json()) as { code: number }).code).toBe(SUCCESS_CODE);
  await expect(toastOf(page)).toHaveText('提交成功，请等待审核');
  await expect(page).toHaveURL(/\/h5\/veeva$/);
  await expect(page.getByText('审核中', { exact: true })).toBeVisible();
  await expect(page.getByText('您的认证资料已提交，我们将尽快审核，请耐心等待')).toBeVisible();
  await snap(page, '11-veeva-pending');

  // --- A reviewer approves it in the console, in a browser of their own ---
  await approveInConsole(browser, name, licence);

  // --- Back on the phone: certified, and the trial prompt is gone for good ---
  await navigate('/personal');
  await expect(account.getByText('已认证')).toBeVisible();
  await expect(account.getByText('免费学习期')).toHaveCount(0);
  await snap(page, '13-personal-certified');
  const homeLoaded = page.waitForResponse((response) => response.url().includes('/api/platform/member/me'));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/istip/')) asked.push(request.url());
  });
  await navigate('/');
  const me = (await (await homeLoaded).json()) as { data: { certified: boolean } };
  expect(me.data.certified).toBe(true);
  await expect(page.getByText('课程分类')).toBeVisible();
  // Let the app react to the user info (render, then effects) before looking for what it did.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await expect(trialPopup).toHaveCount(0);
  // The app does not even ask; and were it to, the server says no.
  expect(asked).toEqual([]);
  const token = await storedToken(page);
  const tip = await page.request.get('/api/platform/istip/get-istip', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await tip.json()) as { data: TrialTip }).data).toMatchObject({ istip: 0, certified: true });
  await snap(page, '14-home-certified');
});

interface TrialTip {
  istip: 0 | 1;
  days_left: number;
  certified: boolean;
}

/** Signs in to the console as the reviewer, at a desk, and approves `name`'s pending submission. */
async function approveInConsole(browser: Browser, name: string, licence: string): Promise<void> {
  const desk = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    deviceScaleFactor: 1,
  });
  try {
    const operator = await desk.newPage();
    await operator.goto('/admin/login');
    await operator.getByLabel('用户名').fill('reviewer');
    await operator.getByLabel('密码').fill(CONSOLE_PASSWORD);
    await operator.getByRole('button', { name: '登录' }).click();
    await expect(operator.getByRole('menu').first()).toBeVisible();
    await operator.getByRole('menuitem', { name: /认证审核/ }).click();
    await expect(operator).toHaveURL(/\/admin\/certifications/);
    const row = operator.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByText(licence)).toBeVisible();
    await snap(operator, '12a-console-queue');
    await row.getByRole('button', { name: '审核' }).click();
    const drawer = operator.getByRole('dialog').filter({ hasText: `认证申请 · ${name}` });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('北京协和医院')).toBeVisible();
    // The uploaded photo is there and really is an image.
    const photo = drawer.getByRole('img', { name: '执业证书照片 1' });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(120);
    await snap(operator, '12b-console-drawer');
    await drawer.getByRole('button', { name: '通过' }).click();
    const confirm = operator.getByRole('dialog').filter({ hasText: '确认通过该认证申请？' });
    await expect(confirm).toBeVisible();
    const decided = operator.waitForResponse(
      (response) =>
        response.request().method() !== 'GET' && response.url().includes('/api/admin/certifications/'),
    );
    await confirm.getByRole('button', { name: '确认通过' }).click();
    expect(((await (await decided).json()) as { code: number }).code).toBe(SUCCESS_CODE);
    await expect(drawer).toBeHidden();
    await operator.getByRole('tab', { name: '已通过' }).click();
    await expect(operator.getByRole('row').filter({ hasText: name }).getByText('已通过')).toBeVisible();
    await snap(operator, '12c-console-approved');
  } finally {
    await desk.close();
  }
}

test('a sales rep registers as staff with a company mailbox and its mail code; a personal mailbox is refused', async ({
  page,
  loginAs,
  navigate,
}) => {
  const identity = await loginAs('wechat');
  const name = randomChineseName('王');
  const mobile = randomMobile();
  const mailbox = `doctor.li+${randomSuffix()}@imaging-pharma.com.cn`;

  await navigate('/staffregister');
  await expect(page.getByText('请使用企业邮箱完成员工注册，个人邮箱暂不支持')).toBeVisible();
  await page.getByLabel('姓名').fill(name);
  await page.getByLabel('手机号').fill(mobile);

  // A personal mailbox: the shared rule refuses it in the form, and the server says the same.
  const personal = `doctor.li.${randomSuffix()}@qq.com`;
  await page.getByLabel('企业邮箱').fill(personal);
  await expect(page.getByText('暂不支持个人邮箱')).toBeVisible();
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeDisabled();
  await snap(page, '20-staff-personal-mailbox');
  const refused = await page.request.post('/api/platform/mail/send', {
    headers: { authorization: `Bearer ${identity.token}` },
    data: { email: personal, purpose: 'register' },
  });
  const refusal = (await refused.json()) as { code: number; msg: string };
  expect(refusal.code).toBe(ErrorCode.VALIDATION_FAILED);
  expect(refusal.msg).toContain('暂不支持个人邮箱');
  const nothingSent = await page.request.get(
    `${SANDBOX_WECHAT_PATHS.outbox}?to=${encodeURIComponent(personal)}`,
  );
  expect(((await nothingSent.json()) as { data: unknown[] }).data).toEqual([]);

  // The company mailbox gets a code by mail.
  await page.getByLabel('企业邮箱').fill(mailbox);
  await expect(page.getByText('暂不支持个人邮箱')).toHaveCount(0);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(toastOf(page)).toHaveText('验证码已发送');
  await expect(page.getByRole('button', { name: /\d+s后重新获取/ })).toBeDisabled();
  const mailCode = await readOutboxCode(page, mailbox, 'mail');
  await page.getByLabel('验证码').fill(mailCode);
  await snap(page, '21-staff-filled');
  const registered = page.waitForResponse((response) => response.url().includes('/member/staff-register'));
  const refreshed = page.waitForResponse((response) => response.url().includes('/api/platform/member/me'));
  const addresses = trackAddresses(page);
  await page.getByRole('button', { name: '注册', exact: true }).click();
  const answer = (await (await registered).json()) as { code: number; data: { kind: string; email: string } };
  expect(answer.code).toBe(SUCCESS_CODE);
  expect(answer.data).toMatchObject({ kind: 'staff', email: mailbox });

  // /welcome, and it stays there once the user info is refreshed.
  await expect(page).toHaveURL(/\/h5\/welcome$/);
  await refreshed;
  await expect(
    page.getByText('欢迎加入影像学院'),
    'still on /welcome after the user info is refreshed',
  ).toBeVisible();
  // Staff have no free trial to be told about.
  await expect(page.getByText(/免费学习/)).toHaveCount(0);
  await snap(page, '22-staff-welcome');
  expect(addresses, 'straight from /staffregister to /welcome').toEqual(['/h5/welcome']);
  await page.getByRole('button', { name: '开始使用' }).click({ timeout: 10_000 });
  await expect(page).toHaveURL((url) => url.pathname === '/h5/' || url.pathname === '/h5');

  // Staff sign the same consent before the personal pages open.
  await navigate('/personal');
  const consent = dialog(page, '知情同意');
  await expect(consent).toBeVisible();
  await consent.getByText('全部同意').click();
  const signed = page.waitForResponse((response) => response.url().includes('/api/platform/send_truman'));
  await consent.getByRole('button', { name: '同意并签署' }).click();
  expect(((await (await signed).json()) as { code: number }).code).toBe(SUCCESS_CODE);
  await expect(consent).toBeHidden();
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText(mailbox)).toBeVisible();
  const account = page.locator('.adm-list').filter({ hasText: '我的账户' });
  await expect(account.getByText('身份')).toBeVisible();
  await expect(account.getByText('员工', { exact: true })).toBeVisible();
  await expect(account.getByText('免费学习期')).toHaveCount(0);
  await snap(page, '23-staff-personal');
});

test('a member whose free trial is over is refused learning content and sees the grey popup', async ({
  page,
  loginAs,
  navigate,
}) => {
  const identity = await loginAs('trial_expired');

  // The server holds the rule.
  const refused = await page.request.get('/api/platform/learn-log', {
    headers: { authorization: `Bearer ${identity.token}` },
  });
  expect(((await refused.json()) as { code: number }).code).toBe(ErrorCode.TRIAL_EXPIRED);

  // From /personal to its learning history: the grey popup, and closing it goes back.
  await navigate('/personal');
  const account = page.locator('.adm-list').filter({ hasText: '我的账户' });
  await expect(account.getByText('已结束')).toBeVisible();
  const history = page.waitForResponse((response) => response.url().includes('/api/platform/learn-log'));
  await page.getByText('学习记录', { exact: true }).click();
  await expect(page).toHaveURL(/\/h5\/personal\/history$/);
  expect(((await (await history).json()) as { code: number }).code).toBe(ErrorCode.TRIAL_EXPIRED);
  const popup = dialog(page, '还差一步');
  await expect(popup).toBeVisible();
  await expect(
    popup.getByText('您的 30 天免费学习期已结束，完成医护人员认证即可继续学习全部内容'),
  ).toBeVisible();
  await expect(popup.getByRole('button', { name: '立即认证' })).toBeVisible();
  // The grey backdrop (not the usual translucent black) hides the page.
  const backdrop = page.locator('.adm-mask').filter({ visible: true }).last();
  await expect(backdrop).toHaveCSS('background-color', 'rgba(96, 96, 96, 0.96)');
  await snap(page, '30-trial-expired-popup', popup.getByRole('button', { name: '关闭' }));
  await popup.getByRole('button', { name: '关闭' }).click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/h5/personal');

  // On a shared page, closing goes to home instead, where the server still says the trial is
  // over, so home shows the same grey popup (spec §4: the prompt on home, grey at ≤ 0 days).
  await navigate('/personal/history?sharedata=true');
  await expect(popup).toBeVisible();
  const homeTip = page.waitForResponse((response) => response.url().includes('/istip/get-istip'));
  await popup.getByRole('button', { name: '关闭' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/h5/' || url.pathname === '/h5');
  const tip = ((await (await homeTip).json()) as { data: TrialTip }).data;
  expect(tip.istip).toBe(1);
  expect(tip.days_left).toBeLessThanOrEqual(0);
  await expect(popup).toBeVisible();
  await snap(page, '31-trial-expired-home', popup.getByRole('button', { name: '关闭' }));
});
