import { ErrorCode, SANDBOX_WECHAT_PATHS } from '@ia/shared';
import type { Browser, Page } from '@playwright/test';
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

/** The app's centred and bottom popups are dialogs named by their title. */
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test('a new member signs in with WeChat, registers, consents, certifies and is approved in the console', async ({
  page,
  browser,
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
  await snap(page, '02-register-prompt');
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
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/h5\/welcome/);
  await snap(page, '04-welcome');
});
