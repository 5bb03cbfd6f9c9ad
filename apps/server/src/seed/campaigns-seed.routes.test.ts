import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CampaignDetail, CampaignSummary, ContentForm, RichList } from '@ia/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../config';
import { prepareDatabase } from '../db/prepare';
import { campaignContents, campaignSections, campaigns } from '../modules/campaigns/campaigns.table';
import { contentForms } from '../modules/content-forms/content-forms.table';
import { buildTestApp, type TestApp } from '../test/helper';
import { type SignedIn, signIn } from '../test/sign-in';
import {
  DEMO_CAMPAIGN_FORM_POINTS,
  DEMO_CAMPAIGN_TITLE,
  DEMO_CERTIFIED_CAMPAIGN_TITLE,
  DEMO_UPCOMING_CAMPAIGN_TITLE,
} from './campaigns-seed';

describe('campaigns demo seed', () => {
  let t: TestApp;
  let newcomer: SignedIn;
  const get = async <T>(url: string, who: SignedIn) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/platform${url}`, headers: who.headers });
    expect(response.json(), url).toMatchObject({ code: 1000 });
    return response.json().data as T;
  };
  const send = async <T>(method: 'POST' | 'PUT', url: string, who: SignedIn, payload?: object) => {
    const response = await t.app.inject({
      method,
      url: `/api/platform${url}`,
      headers: who.headers,
      ...(payload ? { payload } : {}),
    });
    expect(response.json(), url).toMatchObject({ code: 1000 });
    return response.json().data as T;
  };
  const byTitle = async (title: string) =>
    (await t.database.db.select().from(campaigns).where(eq(campaigns.title, title)))[0];

  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: true });
    // The seed anchors its campaigns to the real clock.
    t.clock.set(new Date());
    newcomer = await signIn(t, 'trial', '陈新人');
  });
  afterAll(() => t.close());

  it('seeds an ongoing, an upcoming and a certified-only campaign', async () => {
    const list = await get<{ data: CampaignSummary[] }>('/campain/campain?pageSize=20', newcomer);
    expect(list.data.map((item) => [item.title, item.state, item.audience])).toEqual([
      [DEMO_CAMPAIGN_TITLE, 'ongoing', 'all'],
      [DEMO_CERTIFIED_CAMPAIGN_TITLE, 'ongoing', 'certified'],
      [DEMO_UPCOMING_CAMPAIGN_TITLE, 'upcoming', 'all'],
    ]);
    const ongoing = await byTitle(DEMO_CAMPAIGN_TITLE);
    expect(ongoing).toMatchObject({ requiresDesc: true, formPoints: DEMO_CAMPAIGN_FORM_POINTS });
    const sections = await t.database.db
      .select()
      .from(campaignSections)
      .where(eq(campaignSections.campaignId, ongoing?.id ?? 0));
    expect(sections.length).toBeGreaterThanOrEqual(3);
    expect(sections.some((section) => section.parentId !== null)).toBe(true);
    const [items] = await t.database.db
      .select({ value: count() })
      .from(campaignContents)
      .where(eq(campaignContents.campaignId, ongoing?.id ?? 0));
    expect(items?.value).toBeGreaterThanOrEqual(5);
    const [form] = await t.database.db.select().from(contentForms).where(eq(contentForms.type, 6));
    expect(form?.contentId).toBe(ongoing?.id);
  });

  it('points covers and posters at committed media files', async () => {
    const rows = await t.database.db.select().from(campaigns);
    const paths = rows
      .flatMap((row) => [row.cover, row.poster])
      .filter((value): value is string => value !== null);
    expect(paths.length).toBeGreaterThanOrEqual(5);
    for (const mediaPath of paths) {
      expect(mediaPath.startsWith('/media/demo/')).toBe(true);
      expect(
        existsSync(path.join(serverRoot, 'demo-media', mediaPath.slice('/media/demo/'.length))),
        mediaPath,
      ).toBe(true);
    }
  });

  it('lets a newcomer join, see the poster once, answer the form and rank sensibly on the rich list', async () => {
    const ongoing = await byTitle(DEMO_CAMPAIGN_TITLE);
    const id = ongoing?.id ?? 0;
    await send('PUT', `/content/desc/status/${id}/0`, newcomer);
    const joined = await send<CampaignDetail['participation']>('POST', '/campain/campain/join', newcomer, {
      campain_id: id,
    });
    expect(joined).toMatchObject({ poster_pending: true, form_pending: true });
    await send('PUT', '/campain/campain/once', newcomer, { campain_id: id, kind: 'poster' });
    const form = await get<ContentForm>(`/content/form/${id}/6`, newcomer);
    const answers = Object.fromEntries(
      form.questions.map((question) => [String(question.id), question.options[0] ?? '提高阅片能力']),
    );
    const submitted = await send<ContentForm>('POST', '/content/form', newcomer, {
      form_id: form.id,
      content_id: id,
      answers,
    });
    expect(submitted.score).toBe(DEMO_CAMPAIGN_FORM_POINTS);

    const list = await get<RichList>(`/campain/rich-list/${id}`, newcomer);
    expect(list.data.map((row) => [row.rank, row.name, row.points])).toEqual([
      [1, '张*明', 30],
      [2, '李*', 20],
      [3, '欧**燕', 5],
      // Level on points, after the one who reached them first (the campaign's rule).
      [4, '陈新人', 5],
    ]);
    expect(list.data[0]?.hospital).toBe('复旦大学附属华山医院');
    expect(list.me).toMatchObject({ rank: 4, points: 5, me: true });
  });

  it('changes nothing when run again, and moves an ended demo campaign back around now', async () => {
    const before = await t.database.db.select({ value: count() }).from(campaigns);
    const again = await prepareDatabase(t.database, t.config, { seedDemo: true });
    expect(again.seeded.filter((line) => line.startsWith('campaign'))).toEqual([]);
    expect(await t.database.db.select({ value: count() }).from(campaigns)).toEqual(before);

    await t.database.db
      .update(campaigns)
      .set({ startAt: new Date('2020-01-01T00:00:00Z'), endAt: new Date('2020-02-01T00:00:00Z') })
      .where(eq(campaigns.title, DEMO_CAMPAIGN_TITLE));
    const reanchored = await prepareDatabase(t.database, t.config, { seedDemo: true });
    expect(reanchored.seeded).toContain(`campaign re-anchored ${DEMO_CAMPAIGN_TITLE}`);
    const moved = await byTitle(DEMO_CAMPAIGN_TITLE);
    expect(moved?.endAt.getTime()).toBeGreaterThan(Date.now());
    expect(moved?.startAt.getTime()).toBeLessThan(Date.now());
  });
});
