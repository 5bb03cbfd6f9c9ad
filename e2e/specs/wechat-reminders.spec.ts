import { SANDBOX_WECHAT_PATHS, type SandboxWechatMessage } from '@ia/shared';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';

// Issue 16: a subscribed meeting's reminder reaches the doctor's WeChat, as a template message of
// the official account, sent once. The sandbox plays WeChat: it answers cgi-bin/message/template/send
// and keeps what WeChat would have delivered in its outbox (decision 036).

const UPCOMING_TITLE = '碘对比剂安全使用专家共识解读';

interface MeetingRow {
  id: number;
  title: string;
  start_at: string;
}

async function wechatOutbox(request: APIRequestContext, openid: string): Promise<SandboxWechatMessage[]> {
  const response = await request.get(SANDBOX_WECHAT_PATHS.wechatOutbox, { params: { openid } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: SandboxWechatMessage[] }).data;
}

test.describe('WeChat reminders', () => {
  test('a doctor subscribes to a meeting; 30 minutes before it the WeChat outbox holds its template message, once', async ({
    page,
    loginAs,
    navigate,
    request,
  }, testInfo) => {
    const identity = await loginAs('certified');
    await navigate('/meeting');
    await page.getByRole('tab', { name: '即将开始' }).click();
    const card = page.locator('li, article').filter({ hasText: UPCOMING_TITLE }).first();
    await card.getByRole('button', { name: '预约' }).click();
    await expect(card.getByRole('button', { name: '已预约' })).toBeVisible();
    // Nothing in WeChat yet.
    expect(await wechatOutbox(request, identity.openid)).toEqual([]);

    const list = await request.get('/api/platform/meeting', {
      params: { state: 'upcoming', current: 1, pageSize: 20 },
      headers: { authorization: `Bearer ${identity.token}` },
    });
    const rows = ((await list.json()) as { data: { data: MeetingRow[] } }).data.data;
    const meeting = rows.find((row) => row.title === UPCOMING_TITLE);
    expect(meeting).toBeDefined();
    const clock = await request.get('/api/sandbox/clock');
    const serverNow = new Date(((await clock.json()) as { data: { now: string } }).data.now).getTime();
    const startsAt = new Date(meeting?.start_at ?? 0).getTime();
    try {
      // To 30 minutes before the start; moving the clock runs the reminder and WeChat jobs at once.
      const moved = await request.post('/api/sandbox/clock/advance', {
        data: { seconds: Math.ceil((startsAt - 30 * 60_000 - serverNow) / 1000) },
      });
      expect(moved.ok()).toBe(true);
      const ran = ((await moved.json()) as { data: { jobs: Record<string, number> } }).data.jobs;
      expect(ran['wechat-notices']).toBeGreaterThanOrEqual(1);

      const delivered = await wechatOutbox(request, identity.openid);
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toMatchObject({
        api: 'template',
        openid: identity.openid,
        template_id: 'sandbox_tpl_meeting_reminder',
        url: expect.stringMatching(new RegExp(`/h5/meetingdetail\\?id=${meeting?.id}$`)),
        data: { thing1: { value: UPCOMING_TITLE }, thing3: { value: '会议即将开始，点击进入观看' } },
      });

      // The jobs again, a minute and then a quarter of an hour later: nothing more reaches WeChat.
      for (const seconds of [60, 15 * 60]) {
        const again = await request.post('/api/sandbox/clock/advance', { data: { seconds } });
        expect(again.ok()).toBe(true);
      }
      expect(await wechatOutbox(request, identity.openid)).toHaveLength(1);

      // What a tester reads: the sandbox's outbox page, one card as WeChat's 服务通知 shows it.
      await page.goto(`${SANDBOX_WECHAT_PATHS.wechatOutboxPage}?openid=${identity.openid}`);
      const cards = page.locator('article.card');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('会议开始提醒');
      await expect(cards.first()).toContainText(UPCOMING_TITLE);
      await expect(cards.first()).toContainText('模板消息');
      await page.screenshot({ path: testInfo.outputPath('wechat-outbox.png'), fullPage: true });

      // Its 详情 opens the meeting in the app.
      await cards.first().getByRole('link', { name: /详情/ }).click();
      await expect(page).toHaveURL(new RegExp(`/h5/meetingdetail\\?id=${meeting?.id}`));
      await expect(page.getByRole('heading', { name: UPCOMING_TITLE })).toBeVisible();
    } finally {
      await request.delete('/api/sandbox/clock');
    }
  });
});
