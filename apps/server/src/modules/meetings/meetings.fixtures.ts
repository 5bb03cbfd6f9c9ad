import type { Database } from '../../db/client';
import { MeetingStatus } from './meeting-state';
import { type MeetingRow, meetings } from './meetings.table';

// Test fixtures: meetings written straight through the database handle, for any module's tests.

const HOUR = 3_600_000;

/**
 * A published meeting starting `startsInMs` after `now` and lasting `lengthMs` (one hour by
 * default), with a live stream and no recording; `values` override any column.
 */
export async function insertMeeting(
  db: Database,
  now: Date,
  options: { startsInMs?: number; lengthMs?: number } = {},
  values: Partial<typeof meetings.$inferInsert> = {},
): Promise<MeetingRow> {
  const startAt = new Date(now.getTime() + (options.startsInMs ?? HOUR));
  const [row] = await db
    .insert(meetings)
    .values({
      title: '胸部影像新进展',
      summary: '年度胸部影像学术会议',
      description: '<p>会议介绍</p>',
      speakers: [{ name: '王建国', title: '主任医师', hospital: '复旦大学附属中山医院', avatar: null }],
      agenda: [{ time: '19:30', title: '开场致辞', speaker: null }],
      startAt,
      endAt: new Date(startAt.getTime() + (options.lengthMs ?? HOUR)),
      liveUrl: '/media/live/imaging-basics/index.m3u8',
      status: MeetingStatus.PUBLISHED,
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert into meetings returned no row');
  return row;
}
