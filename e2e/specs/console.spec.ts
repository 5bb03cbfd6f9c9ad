import { expect, test } from '@playwright/test';

// The console is a desktop tool: a laptop viewport, no WeChat.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, userAgent: undefined });

test('an operator signs in, sees the dashboard, and finds the sign-in in the audit log', async ({ page }) => {
  await page.goto('/admin/audit-log');
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.screenshot({ path: '../.tmp/screenshots/console-sign-in.png' });

  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('wrong-password');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText(/用户名或密码错误/).first()).toBeVisible();

  await page.getByLabel('密码').fill('ImagingDemo#2024');
  await page.getByRole('button', { name: '登录' }).click();
  // Back to the page asked for before signing in.
  await expect(page).toHaveURL(/\/admin\/audit-log/);
  const table = page.getByRole('table');
  await expect(table.getByText('auth.login').or(table.getByText('登录')).first()).toBeVisible();
  await page.screenshot({ path: '../.tmp/screenshots/console-audit-log.png' });
});

test('a reviewer does not see the audit log', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('用户名').fill('reviewer');
  await page.getByLabel('密码').fill('ImagingDemo#2024');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('menu').first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /审计日志/ })).toHaveCount(0);
});
