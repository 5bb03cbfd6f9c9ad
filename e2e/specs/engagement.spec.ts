import { chinaYear } from '@ia/shared';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, WEB_BASE } from '../fixtures/test';
import { startVideo, videoState } from '../fixtures/video';

// Issue 6 as a new doctor meets it, on the demo seed: the daily sign-in worth 2 points, the
// certificate programme 影像学院入门证书 over one short text course (about 20 s of reading: the
// test moves the page's clock and the server's sandbox clock on by 22 s instead of waiting), the
// medal 病例新秀 for reading one case, ranking boards filled with demo members, and the review
// of the current year.

const PROGRAMME = '影像学院入门证书';
const INTRO_COURSE = '对比剂安全入门：增强检查前后的五个要点';
const CASE_TITLE = '病例分享：右肺上叶磨玻璃结节的随访与诊断';
const PLAYBACK_TITLE = '急诊头颅 CT 快速判读（回放）';
const MEDAL = '病例新秀';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string) {
  const response =
    method === 'GET'
      ? await request.get(`/api/platform/${path}`, { headers: bearer(token) })
      : await request.post(`/api/platform/${path}`, { headers: bearer(token), data: {} });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code).toBe(1000);
  return body.data;
}

test.describe('engagement', () => {
  // The test moves the server's sandbox clock; the next spec starts from the real time again.
  test.afterEach(async ({ request }) => {
    await request.delete('/api/sandbox/clock');
  });

  test('a doctor learns and watches, earns points (one popup), claims a medal, receives a certificate that verifies logged out, sees her rank and neighbours, and reads her year to the end', async ({
    page,
    loginAs,
    navigate,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const identity = await loginAs('certified');

    // The app signs her in for today as it starts: the points popup, once.
    await navigate('/personal');
    const pointsPopup = page.getByRole('dialog', { name: '恭喜获得积分' });
    await expect(pointsPopup).toBeVisible();
    await expect(pointsPopup).toContainText('+2 积分');
    await expect(pointsPopup).toBeHidden({ timeout: 10_000 });
    await page.reload();
    await page.locator('main.app-main').waitFor({ state: 'attached' });
    await expect(page.getByText('今日已签到')).toBeVisible();
    // Signing in again (a replayed request) awards nothing, and the reload showed no second popup.
    const again = await api<{ score?: number }>(request, identity.token, 'POST', 'member/login-log');
    expect(again.score ?? 0).toBe(0);
    await expect(pointsPopup).toBeHidden();

    // Learns: the certificate's series is one short text course; she reads it, then leaves.
    await navigate('/personal/cer');
    const certificates = page.getByRole('region', { name: '证书列表' });
    await expect(certificates.getByText(PROGRAMME)).toBeVisible();
    // The page's clock is the test's from here on (it ticks on by itself until moved).
    await page.clock.install();
    // 去学习 belongs to the one series programme (the meetings programme offers 去看会议).
    await certificates.getByRole('button', { name: '去学习' }).click();
    await expect(page.getByRole('heading', { name: INTRO_COURSE })).toBeVisible();
    // She reads for 22 s: the page's clock runs 22 s (every timer of the reading clock fires, so its
    // heartbeats go out as they would), and the server's clock moves on by as much.
    const reading = await request.post('/api/sandbox/clock/advance', { data: { seconds: 22 } });
    expect(reading.ok()).toBe(true);
    await page.clock.runFor(22_000);
    await page.getByRole('button', { name: '返回' }).click();

    // Reads a case (the medal 病例新秀 asks for one).
    await navigate('/allsearch');
    const searchBox = page.getByRole('searchbox').or(page.getByPlaceholder(/搜索/)).first();
    await searchBox.fill('磨玻璃');
    await searchBox.press('Enter');
    await page
      .getByText(/右肺上叶磨玻璃结节/)
      .first()
      .click();
    await expect(page.getByRole('heading', { name: CASE_TITLE })).toBeVisible();

    // Watches a playback for a few seconds.
    await navigate('/meeting');
    await page.getByRole('tab', { name: '回放' }).click();
    await page.getByText(PLAYBACK_TITLE).first().click();
    await expect(page).toHaveURL(/\/h5\/meetingdetailplayback\?id=/);
    await startVideo(page);
    await expect
      .poll(async () => (await videoState(page)).time, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(8);
    await page.getByRole('button', { name: '返回' }).click();

    // Her score log shows what earned the points.
    const log = await api<{ data: { reason: string; points: number }[] }>(
      request,
      identity.token,
      'GET',
      'score-log/scorelog?current=1&pageSize=50',
    );
    expect(log.data.map((entry) => entry.reason)).toEqual(
      expect.arrayContaining([expect.stringContaining('签到')]),
    );

    // Claims the medal she earned.
    await navigate('/personal/badge');
    const medal = page.getByRole('listitem').filter({ hasText: MEDAL });
    await expect(medal.getByText('可领取')).toBeVisible({ timeout: 15_000 });
    await medal.getByRole('button', { name: '领取', exact: true }).click();
    await expect(medal.getByText('已领取')).toBeVisible();

    // Receives the certificate: issued once the course is finished, claimed, opened.
    await navigate('/personal/cer');
    const issued = page.getByRole('region', { name: '证书列表' });
    await expect(issued.getByRole('button', { name: '领取', exact: true })).toBeVisible({ timeout: 30_000 });
    await issued.getByRole('button', { name: '领取', exact: true }).click();
    await expect(issued.getByText('已领取')).toBeVisible();
    await issued.getByText(PROGRAMME).click();
    const numberText = await page
      .getByText(/证书编号：IA-/)
      .first()
      .innerText();
    const certificateNumber = /IA-[\w-]+/.exec(numberText)?.[0];
    expect(certificateNumber).toBeTruthy();

    // Anyone can check it, logged out.
    const visitor = await browser.newContext({ viewport: { width: 414, height: 896 } });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${WEB_BASE}/verify/${certificateNumber}`);
    await expect(visitorPage.getByText('证书真实有效')).toBeVisible();
    await expect(visitorPage.getByText(PROGRAMME)).toBeVisible();
    await visitorPage.goto(`${WEB_BASE}/verify/IA-2026-AAAA-BBBB-CCCC-DDDD`);
    await expect(visitorPage.getByText('查无此证书')).toBeVisible();
    await visitor.close();

    // Her rank, with the members just above and below (the boards refresh as a job: run it now).
    const jobs = await request.post('/api/sandbox/clock/advance', { data: { seconds: 0 } });
    expect(jobs.ok()).toBe(true);
    await navigate('/personal/rank');
    const mine = page.getByRole('region', { name: '我的排名' });
    await expect(mine.getByText(/我的排名 · 第 \d+ 名/)).toBeVisible();
    // Her own row among her neighbours: someone just above her (the seed has members on every board).
    const neighbours = mine.getByRole('list', { name: '我附近的学员' });
    const rows = neighbours.getByRole('listitem');
    await expect(rows.filter({ hasText: '我' })).toHaveCount(1);
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    const board = await api<{ me: { rank: number; points: number } | null }>(
      request,
      identity.token,
      'GET',
      'member/ranking-list/1?current=1&pageSize=20',
    );
    expect(board.me?.points).toBeGreaterThan(0);
    await expect(mine.getByText(`我的排名 · 第 ${board.me?.rank} 名`)).toBeVisible();

    // The review of her year, to the end.
    const year = chinaYear(new Date());
    await navigate('/annual/retrospect');
    await expect(page.getByText(`${year} 年度回顾`)).toBeVisible();
    // Slide by slide, with each slide's 上滑继续 (the button beside the swipe).
    const slides = page.getByRole('region', { name: /^第 \d+ 页，共 \d+ 页$/ });
    const count = await slides.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let index = 1; index < count; index += 1) {
      const slide = page.getByRole('region', { name: `第 ${index} 页，共 ${count} 页` });
      await slide.getByRole('button', { name: '上滑继续' }).click();
      await expect(page.getByRole('region', { name: `第 ${index + 1} 页，共 ${count} 页` })).toBeInViewport();
    }
    await expect(page.getByText(`我的 ${year} 影像学院`)).toBeVisible();
    await expect
      .poll(
        async () =>
          (await api<{ finished: boolean }>(request, identity.token, 'GET', `year/h5/data/${year}`)).finished,
      )
      .toBe(true);
  });
});
