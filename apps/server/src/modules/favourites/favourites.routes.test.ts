import { ErrorCode, type Favourite, type Page } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { insertCampaign, insertSection } from '../campaigns/campaigns.fixtures';
import { insertContent } from '../content/content.fixtures';
import { PublishStatus } from '../content/content.table';
import { insertMeeting } from '../meetings/meetings.fixtures';
import { appCall } from '../messages/console-session.fixtures';
import { contentReactions } from '../reactions/reactions.table';

describe('my favourites (member/my-faver)', () => {
  let t: TestApp;
  let viewer: SignedIn;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    viewer = await signIn(t, 'consented');
    const db = t.database.db;
    const now = t.clock.now();
    ids.course = (await insertContent(db, { title: '胸部 CT 入门', speakerName: '王医生' })).id;
    ids.case = (await insertContent(db, { title: '肺结节病例', listType: 2 })).id;
    ids.hidden = (await insertContent(db, { title: '已下线', status: PublishStatus.UNPUBLISHED })).id;
    ids.meeting = (await insertMeeting(db, now, {}, { title: '影像年会' })).id;
    const campaign = await insertCampaign(db, { title: '病例大赛' });
    ids.campaign = campaign.id;
    ids.section = (await insertSection(db, campaign.id, { title: '初赛' })).id;
    const favourite = (contentId: number, type: number, minutesAgo: number, userId = viewer.userId) => ({
      kind: 'faver',
      userId,
      contentId,
      type,
      createdAt: new Date(now.getTime() - minutesAgo * 60_000),
    });
    const other = await signIn(t, 'certified');
    await db
      .insert(contentReactions)
      .values([
        favourite(ids.course ?? 0, 1, 6),
        favourite(ids.case ?? 0, 2, 5),
        favourite(ids.hidden ?? 0, 1, 4),
        favourite(ids.meeting ?? 0, 4, 3),
        favourite(ids.campaign ?? 0, 6, 2),
        favourite(ids.section ?? 0, 7, 1),
        favourite(ids.course ?? 0, 1, 0, other.userId),
        { ...favourite(ids.case ?? 0, 2, 0), kind: 'zan' },
      ]);
  });
  afterAll(() => t.close());

  it('needs a consented user', async () => {
    const registered = await signIn(t, 'registered');
    expect((await appCall(t, registered, 'GET', '/member/my-faver')).code).toBe(ErrorCode.CONSENT_REQUIRED);
    expect((await appCall(t, null, 'GET', '/member/my-faver')).code).toBe(ErrorCode.UNAUTHENTICATED);
  });

  it('lists contents, meetings and campaigns, newest first, leaving out hidden targets and likes', async () => {
    const page = await appCall<Page<Favourite>>(t, viewer, 'GET', '/member/my-faver?current=1&pageSize=10');
    expect(page.code).toBe(1000);
    expect(page.data.total).toBe(5);
    expect(page.data.data.map((item) => [item.type, item.title])).toEqual([
      [7, '初赛'],
      [6, '病例大赛'],
      [4, '影像年会'],
      [2, '肺结节病例'],
      [1, '胸部 CT 入门'],
    ]);
    expect(page.data.data[4]).toMatchObject({
      subtitle: '王医生',
      link: `/course/detail?id=${ids.course}&typeMap=1`,
    });
    expect(page.data.data[2]?.link).toBe(`/meetingdetail?id=${ids.meeting}&typeMap=4`);
    expect(page.data.data[0]?.link).toBe(`/activity/secondList?id=${ids.section}&campain_id=${ids.campaign}`);
  });

  it('pages and filters by type', async () => {
    const second = await appCall<Page<Favourite>>(t, viewer, 'GET', '/member/my-faver?current=2&pageSize=2');
    expect(second.data.total).toBe(5);
    expect(second.data.data.map((item) => item.type)).toEqual([4, 2]);
    const meetings = await appCall<Page<Favourite>>(t, viewer, 'GET', '/member/my-faver?type=4');
    expect(meetings.data).toMatchObject({ total: 1, data: [{ id: ids.meeting }] });
    expect((await appCall(t, viewer, 'GET', '/member/my-faver?type=5')).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
  });
});
