import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AdminContent } from '@ia/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';

// Issue 15: a date picked or typed in the console is kept without the picker's OK button, and a
// content is published only with a cover. The console is a desktop tool: a laptop viewport, no WeChat.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, userAgent: undefined });

const COVER_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/demo-media/covers/ai.jpg',
);

/** The form item labelled `label` (its control, its messages). */
function formItem(page: Page, label: string): Locator {
  return page.locator('.ant-form-item').filter({ has: page.getByText(label, { exact: true }) });
}

/** The content as the API stores it. */
async function savedContent(page: Page, id: string): Promise<AdminContent> {
  const response = await page.request.get(`/api/admin/contents/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: AdminContent }).data;
}

/** An instant's day in Beijing, YYYY-MM-DD. */
function beijingDay(iso: string | null): string | null {
  return iso ? new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 10) : null;
}

test('a date picked or typed in 有效期至 is saved without the OK button; publishing needs a cover', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/admin/content/new');
  await page.getByLabel('用户名').fill('editor');
  await page.getByLabel('密码').fill('ImagingDemo#2024');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/new/);

  const title = `增强 CT 的对比剂剂量 ${Date.now() % 100_000}`;
  await page.getByLabel('标题', { exact: true }).fill(title);
  await page.getByRole('radio', { name: '图文' }).check();
  await page.locator('[contenteditable="true"]').first().click();
  await page.keyboard.type('按体重计算对比剂用量。');
  await page.getByLabel('批准文号', { exact: true }).fill('IA-MED-2026-E2E15');

  // Pick the 15th of next month in the calendar, then click away: no OK button.
  const expiry = page.getByLabel('有效期至', { exact: true });
  await expiry.click();
  const popup = page.locator('.ant-picker-dropdown:visible');
  await popup.getByRole('button', { name: '下个月' }).click();
  const pickedDay = await popup
    .locator('.ant-picker-cell-in-view')
    .filter({ hasText: /^15$/ })
    .getAttribute('title');
  expect(pickedDay).toMatch(/^\d{4}-\d{2}-15$/);
  await popup.locator(`td[title="${pickedDay}"]`).click();
  await page.getByLabel('标题', { exact: true }).click();
  await expect(expiry).toHaveValue(new RegExp(`^${pickedDay}`));

  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('内容已创建')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/\d+\/edit/);
  const id = /\/content\/(\d+)\/edit/.exec(page.url())?.[1] ?? '';
  // The editor of the saved content, not the new-content form it replaces.
  await expect(page.getByRole('heading', { name: `编辑内容 #${id}` })).toBeVisible();
  expect(beijingDay((await savedContent(page, id)).expires_at)).toBe(pickedDay);

  // Type a date and press Enter: kept as that day, 00:00 Beijing time.
  await expiry.click();
  await expiry.fill('2027-06-30');
  await expiry.press('Enter');
  await page.getByLabel('标题', { exact: true }).click();
  await expect(expiry).toHaveValue('2027-06-30 00:00');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('内容已保存')).toBeVisible();
  expect(new Date((await savedContent(page, id)).expires_at ?? '').toISOString()).toBe(
    '2027-06-29T16:00:00.000Z',
  );
  // And after a reload the field shows it.
  await page.reload();
  await expect(page.getByLabel('有效期至', { exact: true })).toHaveValue('2027-06-30 00:00');

  // No cover: the console refuses to publish, says why, and marks the field.
  const publish = async () => {
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '发布' }).click();
  };
  await publish();
  await expect(page.locator('.ant-message').getByText('发布前请上传封面')).toBeVisible();
  await expect(formItem(page, '封面').getByText('发布前请上传封面')).toBeVisible();
  expect((await savedContent(page, id)).status).toBe(0);

  // With a cover it publishes.
  await formItem(page, '封面').locator('input[type="file"]').setInputFiles(COVER_FILE);
  await expect(formItem(page, '封面').getByAltText('预览')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('内容已保存')).toBeVisible();
  await publish();
  await expect(page.locator('.ant-message').getByText('已发布')).toBeVisible();
  const published = await savedContent(page, id);
  expect(published).toMatchObject({ status: 1, state: 'published' });
  expect(published.cover).toMatch(/^\/uploads\//);
  expect(new Date(published.expires_at ?? '').toISOString()).toBe('2027-06-29T16:00:00.000Z');
});

test('a banner’s 展示时间 typed without the OK button is saved', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('用户名').fill('editor');
  await page.getByLabel('密码').fill('ImagingDemo#2024');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('menu').first()).toBeVisible();
  await page.goto('/admin/content/banners');
  await page.getByRole('button', { name: /新建横幅/ }).click();
  const dialog = page.getByRole('dialog');
  const bannerTitle = `开年读片季 ${Date.now() % 100_000}`;
  await dialog.getByLabel('标题', { exact: true }).fill(bannerTitle);
  await formItem(page, '图片').locator('input[type="file"]').setInputFiles(COVER_FILE);
  await expect(formItem(page, '图片').getByAltText('预览')).toBeVisible({ timeout: 20_000 });
  await dialog.getByLabel('链接', { exact: true }).fill('/course/list');
  const [start, end] = [
    dialog.locator('.ant-picker-input input').first(),
    dialog.locator('.ant-picker-input input').last(),
  ];
  await start.click();
  await start.fill('2027-01-01 08:00');
  await start.press('Enter');
  await end.fill('2027-02-01');
  await end.press('Enter');
  await dialog.getByLabel('标题', { exact: true }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  const listed = await page.request.get('/api/admin/banners');
  const banners = (
    (await listed.json()) as { data: { title: string; starts_at: string | null; ends_at: string | null }[] }
  ).data;
  const saved = banners.find((banner) => banner.title === bannerTitle);
  expect(saved && new Date(saved.starts_at ?? '').toISOString()).toBe('2027-01-01T00:00:00.000Z');
  expect(saved && new Date(saved.ends_at ?? '').toISOString()).toBe('2027-01-31T16:00:00.000Z');
});
