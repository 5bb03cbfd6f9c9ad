import type { Database } from '../../db/client';
import { learningProgress } from '../learning/learning.table';
import { CampaignStatus } from './campaign-access';
import {
  type CampaignContentRow,
  type CampaignRow,
  type CampaignSectionRow,
  campaignContents,
  campaignSections,
  campaigns,
} from './campaigns.table';

// Test fixtures: campaign rows written straight through the database handle, for the campaign
// tests and any other module's tests that need a campaign to exist.

const DAY_MS = 86_400_000;
/** The test clock's default (apps/server/src/test/helper.ts TestClock). */
const FIXTURE_NOW = new Date('2026-06-01T02:00:00.000Z');

/** A published campaign that started a day before the test clock and ends in 30 days; `values` override any column. */
export async function insertCampaign(
  db: Database,
  values: Partial<typeof campaigns.$inferInsert> = {},
): Promise<CampaignRow> {
  const [row] = await db
    .insert(campaigns)
    .values({
      title: '测试活动',
      startAt: new Date(FIXTURE_NOW.getTime() - DAY_MS),
      endAt: new Date(FIXTURE_NOW.getTime() + 30 * DAY_MS),
      status: CampaignStatus.PUBLISHED,
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert into campaigns returned no row');
  return row;
}

export async function insertSection(
  db: Database,
  campaignId: number,
  values: Partial<typeof campaignSections.$inferInsert> = {},
): Promise<CampaignSectionRow> {
  const [row] = await db
    .insert(campaignSections)
    .values({ campaignId, title: '测试板块', ...values })
    .returning();
  if (!row) throw new Error('insert into campaign_sections returned no row');
  return row;
}

/** Lists a content in a section, worth `points` when finished inside the campaign. */
export async function insertCampaignContent(
  db: Database,
  section: Pick<CampaignSectionRow, 'id' | 'campaignId'>,
  contentId: number,
  points: number,
  sort = 0,
): Promise<CampaignContentRow> {
  const [row] = await db
    .insert(campaignContents)
    .values({ campaignId: section.campaignId, sectionId: section.id, contentId, points, sort })
    .returning();
  if (!row) throw new Error('insert into campaign_contents returned no row');
  return row;
}

/** The user's learning progress on a content, finished at `finishedAt` (as the heartbeat writer would leave it). */
export async function finishContent(
  db: Database,
  userId: number,
  contentId: number,
  finishedAt: Date,
  type = 1,
): Promise<void> {
  await db
    .insert(learningProgress)
    .values({ userId, contentId, type, totalSeconds: 120, position: 120, finishedAt, updatedAt: finishedAt })
    .onConflictDoUpdate({
      target: [learningProgress.userId, learningProgress.contentId],
      set: { finishedAt, updatedAt: finishedAt },
    });
}
