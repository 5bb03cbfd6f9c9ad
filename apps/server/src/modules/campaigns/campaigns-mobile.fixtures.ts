import type { CampaignDetail, ContentForm } from '@ia/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { updateUser } from '../../test/users';
import { insertContent } from '../content/content.fixtures';
import type { ContentRow } from '../content/content.table';
import { pointsLedger } from '../points/points.table';
import { insertCampaign, insertCampaignContent, insertSection } from './campaigns.fixtures';
import {
  type CampaignContentRow,
  type CampaignRow,
  type CampaignSectionRow,
  campaigns as campaignsTable,
} from './campaigns.table';

// Fixtures of the campaigns mobile API tests (campaigns-*.routes.test.ts): request helpers, and the
// members, contents and campaigns every one of those files starts from.

export type Headers = { authorization: string } | Record<string, never>;

export const HOUR = 3_600_000;
export const NOW = new Date('2026-06-01T02:00:00.000Z');
export const POSTER = '/media/demo/covers/banner-1.jpg';

/** Request helpers; `t` is called on each use, so the app may be built later (in `beforeAll`). */
export function mobileApi(t: () => TestApp) {
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
    t().app.inject({ method, url: `/api/platform${url}`, headers, ...(payload ? { payload } : {}) });
  const data = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) => {
    const response = await api(method, url, headers, payload);
    expect(response.json(), `${method} ${url}`).toMatchObject({ code: 1000 });
    return response.json().data as T;
  };
  const ledger = (userId: number, campaignId: number) =>
    t()
      .database.db.select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.campaignId, campaignId)));
  const campaignRow = async (id: number) =>
    (await t().database.db.select().from(campaignsTable).where(eq(campaignsTable.id, id)))[0];
  /** Accepts the description (when asked) and joins. */
  const join = async (who: SignedIn, campaign: Pick<CampaignRow, 'id'>, acceptFirst = true) => {
    if (acceptFirst) await data('PUT', `/content/desc/status/${campaign.id}/0`, who.headers);
    return data<CampaignDetail['participation']>('POST', '/campain/campain/join', who.headers, {
      campain_id: campaign.id,
    });
  };
  const saveSignUpForm = (campaignId: number) =>
    t().services.contentFormsAdmin.saveForm(campaignId, {
      type: 6,
      title: '报名信息',
      description: null,
      enabled: true,
      questions: [
        {
          kind: 'select',
          label: '从业年限',
          required: true,
          options: ['5 年以下', '5 年以上'],
          public_answers: false,
        },
      ],
    });
  const signUpForm = (who: SignedIn, campaignId: number) =>
    data<ContentForm>('GET', `/content/form/${campaignId}/6`, who.headers);
  const submitForm = (who: SignedIn, form: ContentForm, campaignId: number) =>
    api('POST', '/content/form', who.headers, {
      form_id: form.id,
      content_id: campaignId,
      answers: { [String(form.questions[0]?.id)]: '5 年以上' },
    });
  return { api, data, ledger, campaignRow, join, saveSignUpForm, signUpForm, submitForm };
}

export interface CampaignsWorld {
  zhang: SignedIn; // certified
  li: SignedIn; // within the free trial, not certified
  wang: SignedIn; // certified
  grouped: SignedIn; // certified, member of group 77
  staff: SignedIn;
  course: ContentRow;
  hcpCourse: ContentRow;
  caseContent: ContentRow;
  draftContent: ContentRow;
  main: CampaignRow;
  upcoming: CampaignRow;
  ended: CampaignRow;
  certifiedOnly: CampaignRow;
  groupsOnly: CampaignRow;
  draft: CampaignRow;
  deleted: CampaignRow;
  expired: CampaignRow;
  plain: CampaignRow;
  s1: CampaignSectionRow;
  s1Child: CampaignSectionRow;
  s2: CampaignSectionRow;
  itemCourse: CampaignContentRow;
  itemHcp: CampaignContentRow;
  itemCase: CampaignContentRow;
}

/** Signs in the members and writes the contents, campaigns, sections and the sign-up form. */
export async function seedCampaignsWorld(t: TestApp): Promise<CampaignsWorld> {
  const { saveSignUpForm } = mobileApi(() => t);
  const db = t.database.db;
  const zhang = await signIn(t, 'certified', '张伟明');
  const li = await signIn(t, 'trial', '李静');
  const wang = await signIn(t, 'certified', '王小红');
  const grouped = await signIn(t, 'certified', '赵敏');
  const staff = await signIn(t, 'staff', '孙销售');
  await updateUser(t, grouped.userId, { memberGroupIds: [77], hospitalName: '北京协和医院' });
  await updateUser(t, zhang.userId, { hospitalName: '复旦大学附属华山医院' });

  const course = await insertContent(db, { title: '胸部 CT 基础' });
  const hcpCourse = await insertContent(db, {
    title: '人工智能辅助诊断',
    hcpOnly: true,
    body: '<p>仅认证可见的正文</p>',
  });
  const caseContent = await insertContent(db, {
    title: '磨玻璃结节病例',
    listType: 2,
    body: '<p>病例正文</p>',
  });
  const draftContent = await insertContent(db, { title: '未发布内容', status: 0 });

  const main = await insertCampaign(db, {
    title: '春季学习挑战赛',
    requiresDesc: true,
    description: '<p>活动规则</p>',
    poster: POSTER,
    formPoints: 5,
    sort: 1,
  });
  const upcoming = await insertCampaign(db, {
    title: '下月活动',
    startAt: new Date('2026-06-10T02:00:00.000Z'),
    endAt: new Date('2026-07-10T02:00:00.000Z'),
  });
  const ended = await insertCampaign(db, {
    title: '已结束活动',
    startAt: new Date('2026-05-01T00:00:00.000Z'),
    endAt: new Date('2026-05-20T00:00:00.000Z'),
  });
  const certifiedOnly = await insertCampaign(db, { title: '认证专享', audience: 'certified', sort: 2 });
  const groupsOnly = await insertCampaign(db, {
    title: '分组专享',
    audience: 'groups',
    memberGroupIds: [77],
    sort: 3,
  });
  const draft = await insertCampaign(db, { title: '草稿活动', status: 0 });
  const deleted = await insertCampaign(db, {
    title: '已删除活动',
    deletedAt: new Date('2026-05-30T00:00:00.000Z'),
  });
  const expired = await insertCampaign(db, {
    title: '批文过期活动',
    expiresAt: new Date('2026-05-31T00:00:00.000Z'),
  });
  const plain = await insertCampaign(db, { title: '无海报活动', sort: 4 });

  const s1 = await insertSection(db, main.id, {
    title: '必修课程',
    sort: 10,
    description: '<p>板块说明</p>',
  });
  const s1Child = await insertSection(db, main.id, { title: '病例模块', parentId: s1.id, sort: 10 });
  const s2 = await insertSection(db, main.id, { title: '拓展阅读', sort: 20, requiresDesc: true });
  const itemCourse = await insertCampaignContent(db, s1, course.id, 10, 1);
  const itemHcp = await insertCampaignContent(db, s1, hcpCourse.id, 20, 2);
  const itemCase = await insertCampaignContent(db, s1Child, caseContent.id, 5, 1);
  await insertCampaignContent(db, s2, draftContent.id, 50, 1);
  await saveSignUpForm(main.id);
  return {
    zhang,
    li,
    wang,
    grouped,
    staff,
    course,
    hcpCourse,
    caseContent,
    draftContent,
    main,
    upcoming,
    ended,
    certifiedOnly,
    groupsOnly,
    draft,
    deleted,
    expired,
    plain,
    s1,
    s1Child,
    s2,
    itemCourse,
    itemHcp,
    itemCase,
  };
}
