import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { expect, test } from '../fixtures/test';

// Issue 16's share posters as a doctor makes one in WeChat, on the demo seed: the poster is drawn in
// the app and its QR code, decoded here with jsQR, opens the page with the share parameters of
// spec §7 (source={openid}, from=timeline, sharedata=true, contentid). Also the campaign poster
// page, whose header the doctor could not read.

const COURSE_TITLE = '胸部低剂量 CT 肺结节筛查规范';
const MEETING_TITLE = '碘对比剂安全使用专家共识解读';
const CAMPAIGN_TITLE = '影像学院年度学习挑战赛';

/** Decodes the QR code in the poster image the page shows (its pixels read through a canvas). */
async function decodePosterQr(
  page: Page,
  name: string,
): Promise<{ link: string; width: number; height: number }> {
  const poster = page.getByRole('img', { name });
  await expect(poster).toBeVisible({ timeout: 15_000 });
  const pixels = await poster.evaluate(async (element) => {
    const image = element as HTMLImageElement;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D context');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let binary = '';
    for (let index = 0; index < data.length; index += 0x8000) {
      binary += String.fromCharCode(...data.subarray(index, index + 0x8000));
    }
    return { width: canvas.width, height: canvas.height, base64: btoa(binary) };
  });
  const data = new Uint8ClampedArray(Buffer.from(pixels.base64, 'base64'));
  const code = jsQR(data, pixels.width, pixels.height);
  expect(code, 'a QR code in the poster').not.toBeNull();
  return { link: code?.data ?? '', width: pixels.width, height: pixels.height };
}

test.describe('share posters', () => {
  test('a doctor draws a course poster; its QR code opens the course with her share parameters', async ({
    page,
    loginAs,
    navigate,
  }) => {
    const identity = await loginAs('certified');
    await navigate('/');
    await page.getByText(COURSE_TITLE).first().click();
    await expect(page).toHaveURL(/\/h5\/course\/detail\?.*typeMap=1/);
    await expect(page.getByRole('heading', { name: COURSE_TITLE })).toBeVisible();
    const courseId = new URL(page.url()).searchParams.get('id');

    await page.getByRole('button', { name: '分享海报' }).click();
    const sheet = page.getByRole('dialog', { name: '分享海报' });
    await expect(sheet.getByText('长按保存图片，发给同事或分享到朋友圈')).toBeVisible();
    const { link, width, height } = await decodePosterQr(page, `「${COURSE_TITLE}」的分享海报`);
    expect({ width, height }).toEqual({ width: 750, height: 1200 });

    const shared = new URL(link);
    expect(`${shared.origin}${shared.pathname}`).toBe(new URL('/h5/course/detail', page.url()).toString());
    expect(Object.fromEntries(shared.searchParams)).toEqual({
      id: courseId,
      typeMap: '1',
      source: identity.openid,
      from: 'timeline',
      sharedata: 'true',
      contentid: courseId,
    });

    // The link opens the course for whoever scans it.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: COURSE_TITLE })).toBeVisible();
  });

  test('a meeting poster carries the meeting time and a QR code to the meeting', async ({
    page,
    loginAs,
    navigate,
  }) => {
    const identity = await loginAs('certified');
    await navigate('/meeting');
    await page.getByText(MEETING_TITLE).first().click();
    await expect(page).toHaveURL(/\/h5\/meetingdetail\?id=\d+/);
    const meetingId = new URL(page.url()).searchParams.get('id');

    await page.getByRole('button', { name: '分享海报' }).click();
    const { link } = await decodePosterQr(page, `「${MEETING_TITLE}」的分享海报`);
    const shared = new URL(link);
    expect(shared.pathname).toBe('/h5/meetingdetail');
    expect(Object.fromEntries(shared.searchParams)).toEqual({
      // The page's own parameters (its id, and typeMap when the list added it), then the share's.
      ...Object.fromEntries(new URL(page.url()).searchParams),
      id: meetingId,
      source: identity.openid,
      from: 'timeline',
      sharedata: 'true',
      contentid: meetingId,
    });
  });

  test('the campaign poster page keeps its header readable and the close button clear of it', async ({
    page,
    loginAs,
    navigate,
  }) => {
    await loginAs('certified');
    await navigate('/activity');
    await page.getByText(CAMPAIGN_TITLE).first().click();
    await page.getByRole('button', { name: '我已阅读并同意' }).click();
    await expect(page).toHaveURL(/\/h5\/activity\/activeShowOncePoster/);
    await expect(page.getByRole('img', { name: `活动海报：${CAMPAIGN_TITLE}` })).toBeVisible();

    const header = page.locator('header.page-header');
    const title = page.getByRole('heading', { name: '活动海报', level: 1 });
    const headerBox = await header.boundingBox();
    const closeBox = await page.getByRole('button', { name: '关闭海报' }).boundingBox();
    expect(headerBox).not.toBeNull();
    expect(closeBox).not.toBeNull();
    // The close button sits below the header, not on it.
    expect(closeBox?.y ?? 0).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 0));
    // Nothing covers the header: the point at its title's centre is the title itself.
    const uncovered = await title.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit === element || element.contains(hit);
    });
    expect(uncovered).toBe(true);
    await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
  });
});
