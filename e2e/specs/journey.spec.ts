import type { APIRequestContext, Page } from '@playwright/test';
import { toastOf } from '../fixtures/identity';
import { expect, test } from '../fixtures/test';
import { startVideo, videoState } from '../fixtures/video';

// Issue 16: what got in the way of a new doctor walking through the app, each fix seen in the
// browser as she meets it. Screenshots land in test-results/journey/ for a person to look at.

const UPCOMING_MEETING = '碘对比剂安全使用专家共识解读';
const LIVE_MEETING = '胸部影像新进展：低剂量 CT 与人工智能（直播）';
const CERTIFIED_ONLY_MEETING = '疑难病例多学科会诊（认证医生专享）';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function platformData<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api/platform/${path}`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code).toBe(1000);
  return body.data;
}

async function meetingId(request: APIRequestContext, token: string, title: string): Promise<number> {
  const list = await platformData<{ data: { id: number; title: string }[] }>(
    request,
    token,
    'meeting?current=1&pageSize=50',
  );
  const found = list.data.find((meeting) => meeting.title === title);
  expect(found, `seeded meeting ${title}`).toBeTruthy();
  return found?.id ?? 0;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`journey-${name}.png`) });
}

test.describe('the doctor’s journey (issue 16)', () => {
  test('search 碘对比剂 lists the meeting, with the term marked, and the 会议 tab lists meetings only', async ({
    page,
    loginAs,
    navigate,
    request,
  }) => {
    const identity = await loginAs('certified');
    await navigate('/allsearch');
    const searchBox = page.getByRole('searchbox');
    await searchBox.fill('碘对比剂');
    await searchBox.press('Enter');
    const meetings = page.getByRole('region', { name: '会议' });
    const hit = meetings.getByRole('link', { name: new RegExp(UPCOMING_MEETING) });
    await expect(hit).toBeVisible();
    await expect(hit.locator('mark', { hasText: '碘对比剂' })).toBeVisible();
    // The courses on the same words follow.
    await expect(page.getByRole('list', { name: '搜索结果' })).toBeVisible();
    await shot(page, 'search-all');

    await page.getByRole('tab', { name: '会议' }).click();
    await expect(page).toHaveURL(/type=meeting/);
    const results = page.getByRole('list', { name: '搜索结果' });
    await expect(results.getByRole('link', { name: new RegExp(UPCOMING_MEETING) })).toBeVisible();
    await expect(page.getByRole('region', { name: '会议' })).toBeHidden();
    await hit
      .or(results.getByRole('link', { name: new RegExp(UPCOMING_MEETING) }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/h5\/meetingdetail/);
    await expect(page.getByRole('heading', { name: UPCOMING_MEETING })).toBeVisible();

    // Her search was counted on the server: the search page offers it among the hot keywords, and
    // keeps it in her recent searches (clearable). The offered list is shared and read at most once
    // per catalogue cache period (1 s): the page is opened once the server offers the keyword.
    await expect
      .poll(() => platformData<string[]>(request, identity.token, 'home-search/hot'), { timeout: 5_000 })
      .toContain('碘对比剂');
    await navigate('/allsearch');
    const hot = page.getByRole('region', { name: '热门搜索' });
    await expect(hot.getByRole('button', { name: /碘对比剂/ })).toBeVisible();
    const recent = page.getByRole('region', { name: '最近搜索' });
    await expect(recent.getByRole('button', { name: '碘对比剂' })).toBeVisible();
    await shot(page, 'search-hot-recent');
    await recent.getByRole('button', { name: '清空最近搜索' }).click();
    await expect(recent).toBeHidden();
    await hot.getByRole('button', { name: /碘对比剂/ }).click();
    await expect(
      page.getByRole('region', { name: '会议' }).getByRole('link', { name: new RegExp(UPCOMING_MEETING) }),
    ).toBeVisible();
  });

  test('an uncertified doctor refused a certified-only meeting is offered 去认证, which opens /veeva', async ({
    page,
    loginAs,
    navigate,
    request,
  }) => {
    const identity = await loginAs('trial');
    const id = await meetingId(request, identity.token, CERTIFIED_ONLY_MEETING);
    await navigate(`/meetingdetail?id=${id}&typeMap=4`);
    const refusal = page.getByRole('dialog', { name: '温馨提示' });
    await expect(refusal).toContainText('抱歉，您暂无权限查看该内容');
    await expect(refusal).toContainText('完成认证后即可查看');
    await shot(page, 'refusal-certify');
    // A doctor in her free trial is also reminded of it (that popup offers 立即认证 too); she puts it off.
    const trial = page.getByRole('dialog', { name: '免费学习期' });
    await expect(trial).toBeVisible();
    await trial.getByRole('button', { name: '稍后再说' }).click();
    await expect(trial).toBeHidden();
    await refusal.getByRole('button', { name: '去认证' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/h5/veeva');
    await expect(refusal).toBeHidden();
  });

  test('the live page counts the doctor watching from the first moment, and the server counts her too', async ({
    page,
    loginAs,
    navigate,
    request,
  }) => {
    const identity = await loginAs('certified');
    const id = await meetingId(request, identity.token, LIVE_MEETING);
    await navigate(`/meetingdetail?id=${id}&typeMap=4`);
    const watching = page.getByText(/\d+ 人正在观看/);
    await expect(watching).toBeVisible();
    // The first count she reads already includes her (nobody's heartbeat has reached the server yet).
    expect(await watching.textContent()).toMatch(/^[1-9]\d* 人正在观看$/);
    // The agenda lies within the meeting's own times (the seed re-anchors it with the meeting).
    const detail = await platformData<{ start_at: string; agenda: { time: string }[] }>(
      request,
      identity.token,
      `meeting/${id}`,
    );
    const startClock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Shanghai',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(detail.start_at));
    expect(detail.agenda[0]?.time.startsWith(startClock)).toBe(true);
    // Play: heartbeats (every 3 s on the e2e server) make the server count her as well.
    await page
      .locator('video')
      .first()
      .evaluate((video: HTMLVideoElement) => {
        video.muted = true;
        return video.play().catch(() => undefined);
      });
    await expect
      .poll(
        async () =>
          (await platformData<{ watching_now: number }>(request, identity.token, `meeting/live-status/${id}`))
            .watching_now,
        { timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(1);
    await expect(watching).toHaveText(/^[1-9]\d* 人正在观看$/);
    await shot(page, 'live-watching');
  });

  test('an empty registration submit says so and scrolls to the first error', async ({
    page,
    loginAs,
    navigate,
  }) => {
    await loginAs('wechat');
    await navigate('/register');
    const submit = page.getByRole('button', { name: '注册', exact: true });
    await submit.scrollIntoViewIfNeeded();
    await expect(page.getByPlaceholder('请输入真实姓名')).not.toBeInViewport();
    await submit.click();
    await expect(toastOf(page)).toHaveText(/还有 \d+ 项需要填写或修改/);
    const firstError = page.getByText('请输入姓名', { exact: true });
    await expect(firstError).toBeInViewport();
    await shot(page, 'register-empty-submit');
  });

  test('the points popup is centred and clear of the toast beside it (bounding boxes)', async ({
    page,
    loginAs,
    navigate,
    request,
  }) => {
    const identity = await loginAs('certified');
    const courses = await platformData<{ data: { id: number; title: string }[] }>(
      request,
      identity.token,
      `home-search?keyword=${encodeURIComponent('碘对比剂')}&typeMap=1&current=1&pageSize=1`,
    );
    const course = courses.data[0];
    expect(course).toBeTruthy();
    // Today's sign-in popup comes and goes first.
    await navigate(`/course/detail?id=${course?.id}`);
    const points = page.getByRole('dialog', { name: '恭喜获得积分' });
    await expect(points).toBeVisible();
    await expect(points).toBeHidden({ timeout: 10_000 });
    // A comment that also earns points: the toast 评论成功 and the popup open together.
    await page.route('**/api/platform/comments', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> | null };
      await route.fulfill({ response, json: { ...body, data: { ...(body.data ?? {}), score: 3 } } });
    });
    await page.getByRole('button', { name: '写评论…' }).click();
    await page.getByPlaceholder('友善交流，理性讨论').fill(`对比剂水化方案讲得很清楚 ${Date.now()}`);
    await page.getByRole('button', { name: '发布' }).click();
    const toast = toastOf(page);
    await expect(toast).toHaveText('评论成功');
    await expect(points).toContainText('+3 积分');
    const viewport = page.viewportSize();
    const card = points.getByRole('button');
    // Measured once both have finished their entrance.
    for (const element of [card, toast]) {
      await element.evaluate((node) =>
        Promise.all(node.getAnimations({ subtree: true }).map((a) => a.finished)),
      );
    }
    const [cardBox, toastBox] = await Promise.all([card.boundingBox(), toast.boundingBox()]);
    if (!viewport || !cardBox || !toastBox) throw new Error('no layout to measure');
    await shot(page, 'points-and-toast');
    // Centred: its middle within 2 px of the screen's.
    expect(Math.abs(cardBox.x + cardBox.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
    // Not under the toast: the two boxes do not overlap.
    const overlapX =
      Math.min(cardBox.x + cardBox.width, toastBox.x + toastBox.width) - Math.max(cardBox.x, toastBox.x);
    const overlapY =
      Math.min(cardBox.y + cardBox.height, toastBox.y + toastBox.height) - Math.max(cardBox.y, toastBox.y);
    expect(
      overlapX <= 0 || overlapY <= 0,
      `popup ${JSON.stringify(cardBox)} toast ${JSON.stringify(toastBox)}`,
    ).toBe(true);
  });

  test('继续学习 appears on the home page after she watches 20 s of a course', async ({
    page,
    loginAs,
    navigate,
    request,
  }) => {
    test.setTimeout(120_000);
    const identity = await loginAs('certified');
    const courses = await platformData<{ data: { id: number; title: string }[] }>(
      request,
      identity.token,
      `home-search?keyword=${encodeURIComponent('碘对比剂')}&typeMap=1&current=1&pageSize=1`,
    );
    const course = courses.data[0];
    if (!course) throw new Error('no seeded course on 碘对比剂');
    // A doctor who has begun nothing sees no such row (the operators' sections are there).
    await navigate('/');
    await expect(page.getByRole('heading', { name: '学术会议' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '继续学习' })).toBeHidden();

    await navigate(`/course/detail?id=${course.id}&typeMap=1`);
    await startVideo(page);
    await expect
      .poll(async () => (await videoState(page)).time, { timeout: 60_000, intervals: [500] })
      .toBeGreaterThanOrEqual(20);
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/\/h5\/?$/);
    const row = page.getByRole('list', { name: '继续学习' });
    const card = row.getByRole('link', {
      name: new RegExp(course.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card).toContainText(/已学 \d+%/);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'home-continue-learning');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/h5/course/detail\\?id=${course.id}`));
  });
});
