import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';

// Issue 5's campaigns as a doctor meets them, on the demo seed: an ongoing campaign with a
// description to accept, a poster, a sign-up form worth 5 points, and three members who already
// earned 30, 20 and 5 points; and a campaign for certified members only.

const CAMPAIGN_TITLE = '影像学院年度学习挑战赛';
const CERTIFIED_ONLY_TITLE = '认证医师专享：疑难病例读片月';

interface Participation {
  joined: boolean;
  poster_pending: boolean;
  form_pending: boolean;
  points: number;
  rank: number | null;
}

async function participation(request: APIRequestContext, token: string, id: number): Promise<Participation> {
  const response = await request.get(`/api/platform/campain/campain/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { participation: Participation } }).data.participation;
}

test.describe('campaigns', () => {
  test('a doctor joins a campaign: the poster shows once, she answers the form and ranks on the rich list', async ({
    page,
    loginAs,
    navigate,
    request,
  }) => {
    test.setTimeout(90_000);
    const identity = await loginAs('certified');

    // The activity list (the home banner leads here).
    await navigate('/activity');
    await page.getByText(CAMPAIGN_TITLE).first().click();
    await expect(page).toHaveURL(/\/h5\/activity\/detailenter\?id=\d+/);
    const campaignId = Number(new URL(page.url()).searchParams.get('id'));

    // The description first, then the poster, once.
    await expect(page.getByText('参加活动前，请阅读并同意以下说明')).toBeVisible();
    await page.getByRole('button', { name: '我已阅读并同意' }).click();
    await expect(page).toHaveURL(/\/h5\/activity\/activeShowOncePoster/);
    await expect(page.getByRole('img', { name: `活动海报：${CAMPAIGN_TITLE}` })).toBeVisible();
    await page.getByRole('button', { name: '继续' }).click();

    // The sign-up form, worth 5 points.
    await expect(page).toHaveURL(/\/h5\/activity\/activeShowOnceForm/);
    await expect(page.getByText('提交报名表可获得 5 积分')).toBeVisible();
    await page.getByText('5–10 年', { exact: true }).click();
    await page.getByRole('textbox').first().fill('提升急诊头颅 CT 的判读速度。');
    await page.getByRole('button', { name: '提交', exact: true }).click();

    // The campaign page shows her points and rank: 5 points, level with the seeded 5, who reached
    // them first and so ranks before her (the campaign's rule: 积分相同者先达到该积分者在前).
    await expect(page).toHaveURL(/\/h5\/activity\/detail\?/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: CAMPAIGN_TITLE })).toBeVisible();
    const standing = await participation(request, identity.token, campaignId);
    expect(standing).toMatchObject({
      joined: true,
      poster_pending: false,
      form_pending: false,
      points: 5,
      rank: 4,
    });
    await expect(page.getByText('第 4 名').first()).toBeVisible();

    // Never twice: the poster's address now moves on without showing it, and so does the entry.
    await navigate(`/activity/activeShowOncePoster?id=${campaignId}`);
    await expect(page).toHaveURL(/\/h5\/activity\/detail\?/);
    await expect(page.getByRole('img', { name: `活动海报：${CAMPAIGN_TITLE}` })).toHaveCount(0);
    await navigate(`/activity/detailenter?id=${campaignId}`);
    await expect(page).toHaveURL(/\/h5\/activity\/detail\?/);
    await expect(page.getByRole('img', { name: `活动海报：${CAMPAIGN_TITLE}` })).toHaveCount(0);

    // The rich list: the seeded leaders, and her own row pinned with her rank.
    await page.getByText('积分排行榜').first().click();
    await expect(page).toHaveURL(/\/h5\/activity\/richlist/);
    await expect(page.getByText('张*明')).toBeVisible();
    await expect(page.getByText('30 积分').first()).toBeVisible();
    const mine = page.getByRole('region', { name: '我的排名' });
    // Fourth: a number, not a medal.
    await expect(mine.getByText('第 4 名')).toBeAttached();
    await expect(mine.getByText('5 积分')).toBeVisible();
  });

  test('a member in her free trial is told why she cannot join a campaign for certified members', async ({
    page,
    loginAs,
    navigate,
    request,
  }) => {
    const identity = await loginAs('trial');
    await navigate('/activity');
    await page.getByText(CERTIFIED_ONLY_TITLE).first().click();
    await expect(page.getByText('该活动仅限认证医护人员参加')).toBeVisible();
    const campaignId = Number(new URL(page.url()).searchParams.get('id'));
    // The API refuses the join itself, with the reason.
    const joined = await request.post('/api/platform/campain/campain/join', {
      headers: { authorization: `Bearer ${identity.token}` },
      data: { campain_id: campaignId },
    });
    expect(await joined.json()).toMatchObject({ code: 40304 });
  });
});
