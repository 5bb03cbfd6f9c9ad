import {
  type AdminMeeting,
  type AdminMeetingAttendance,
  type AdminMeetingQuery,
  type AdminMeetingSubscriber,
  type AdminMeetingUpdate,
  type AdminMeetingValues,
  formatDateTime,
  type Page,
  type PagingQuery,
  pageOffset,
  STALE_EDIT_MESSAGE,
} from '@ia/shared';
import type { GuardedUpdate } from '../../db/guarded-update';
import { AppError, appError } from '../../lib/app-error';
import { csvDocument } from '../../lib/csv';
import { sanitizeRichBody } from '../../lib/rich-body';
import type { CategoriesService } from '../categories';
import { MeetingStatus, meetingState } from './meeting-state';
import type { MeetingRow } from './meetings.table';
import {
  minutesOf,
  presentAdminMeeting,
  presentAttendee,
  presentSubscriber,
} from './meetings-admin.presenter';
import type { MeetingsAdminRepository, MeetingValues } from './meetings-admin.repository';

function unwrapGuarded(result: GuardedUpdate<MeetingRow>): MeetingRow {
  if (result.kind === 'missing') throw appError('MEETING_NOT_FOUND');
  if (result.kind === 'stale') throw new AppError('CONFLICT', STALE_EDIT_MESSAGE);
  return result.row;
}

/**
 * The console's rules for meetings: ids must name what exists, the introduction is sanitised,
 * an edit made from an outdated copy is refused (40900), a cancellation tells the subscribers
 * once, and attendance is reported per attendee (with a CSV).
 */
export class MeetingsAdminService {
  constructor(
    private readonly repository: MeetingsAdminRepository,
    private readonly categories: CategoriesService,
    private readonly now: () => Date = () => new Date(),
    /** After an edit: the app's once-a-second reads of meetings read again (MeetingsService). */
    private readonly changed: () => Promise<void> | void = () => {},
  ) {}

  async list(query: AdminMeetingQuery): Promise<Page<AdminMeeting>> {
    const now = this.now();
    const { total, rows } = await this.repository.list(
      { keyword: query.keyword || undefined, state: query.state },
      { limit: query.pageSize, offset: pageOffset(query) },
      now,
    );
    return { total, data: rows.map((row) => presentAdminMeeting(row, now)) };
  }

  async get(id: number): Promise<AdminMeeting> {
    return presentAdminMeeting(await this.require(id), this.now());
  }

  /** Creates a meeting as a draft: the app sees it once published. */
  async create(input: AdminMeetingValues): Promise<AdminMeeting> {
    const row = await this.repository.insert(await this.values(input), this.now());
    return presentAdminMeeting(row, this.now());
  }

  async update(id: number, input: AdminMeetingUpdate): Promise<AdminMeeting> {
    const values = await this.values(input);
    const result = await this.repository.update(id, new Date(input.updated_at), values, this.now());
    await this.changed();
    return presentAdminMeeting(unwrapGuarded(result), this.now());
  }

  /** Publishes or withdraws (back to draft); guarded by the edited version like an edit. */
  async setPublished(id: number, input: { published: boolean; updated_at: string }): Promise<AdminMeeting> {
    const status = input.published ? MeetingStatus.PUBLISHED : MeetingStatus.DRAFT;
    const result = await this.repository.update(id, new Date(input.updated_at), { status }, this.now());
    await this.changed();
    return presentAdminMeeting(unwrapGuarded(result), this.now());
  }

  /**
   * Cancels a meeting that has not ended, telling its subscribers once in the message centre.
   * Cancelling again changes nothing and tells nobody again.
   */
  async cancel(id: number, reason: string): Promise<AdminMeeting> {
    const row = await this.require(id);
    const now = this.now();
    if (!row.cancelledAt) {
      const state = meetingState(row, now);
      if (state === 'ended' || state === 'playback') {
        throw appError('MEETING_ENDED_NO_CANCEL');
      }
      await this.repository.cancel(id, reason, now);
      await this.changed();
    }
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    if (!(await this.repository.softDelete(id, this.now()))) throw appError('MEETING_NOT_FOUND');
    await this.changed();
  }

  async subscribers(id: number, paging: PagingQuery): Promise<Page<AdminMeetingSubscriber>> {
    await this.require(id);
    const { total, rows } = await this.repository.subscribersPage(id, {
      limit: paging.pageSize,
      offset: pageOffset(paging),
    });
    return { total, data: rows.map(presentSubscriber) };
  }

  async attendance(id: number, paging: PagingQuery): Promise<AdminMeetingAttendance> {
    await this.require(id);
    const [rows, totals] = await Promise.all([
      this.repository.attendees(id, { limit: paging.pageSize, offset: pageOffset(paging) }),
      this.repository.attendanceTotals(id, this.now()),
    ]);
    return {
      total: totals.attendees,
      data: rows.map(presentAttendee),
      summary: {
        attendees: totals.attendees,
        live_minutes: minutesOf(totals.liveSeconds),
        playback_minutes: minutesOf(totals.playbackSeconds),
        watching_now: totals.watchingNow,
      },
    };
  }

  /** Every attendee as CSV (UTF-8 with a BOM, Chinese headers), for Excel. */
  async attendanceCsv(id: number): Promise<{ fileName: string; body: string }> {
    await this.require(id);
    const rows = (await this.repository.attendees(id)).map(presentAttendee);
    const header = [
      '用户ID',
      '姓名',
      '医院',
      '科室',
      '直播观看（分钟）',
      '回放观看（分钟）',
      '合计（分钟）',
      '首次观看',
      '最近观看',
    ];
    const lines = rows.map((row) => [
      row.user_id,
      row.name,
      row.hospital,
      row.department,
      row.live_minutes,
      row.playback_minutes,
      row.total_minutes,
      formatDateTime(row.first_seen_at),
      formatDateTime(row.last_seen_at),
    ]);
    return { fileName: `meeting-${id}-attendance.csv`, body: csvDocument([header, ...lines]) };
  }

  private async require(id: number): Promise<MeetingRow> {
    const row = await this.repository.find(id);
    if (!row) throw appError('MEETING_NOT_FOUND');
    return row;
  }

  /** Checks every id the operator picked and sanitises the introduction. */
  private async values(input: AdminMeetingValues): Promise<MeetingValues> {
    const [tags, groups, categories] = await Promise.all([
      this.repository.tagsByIds(input.tag_ids),
      this.repository.memberGroupsByIds(input.member_group_ids),
      input.category_id === null ? undefined : this.categories.liveRows(),
    ]);
    const missing = (label: string, wanted: readonly number[], found: readonly { id: number }[]) => {
      const have = new Set(found.map((row) => row.id));
      const absent = wanted.filter((id) => !have.has(id));
      if (absent.length > 0) throw appError('REFERENCED_ITEMS_MISSING', { label, ids: absent.join('、') });
    };
    missing('标签', input.tag_ids, tags);
    missing('会员分组', input.member_group_ids, groups);
    if (input.category_id !== null) missing('分类', [input.category_id], categories ?? []);
    return {
      title: input.title,
      summary: input.summary,
      cover: input.cover,
      description: sanitizeRichBody(input.description),
      speakers: input.speakers,
      agenda: input.agenda.map((item) => ({ time: item.time, title: item.title, speaker: item.speaker })),
      tagIds: input.tag_ids,
      categoryId: input.category_id,
      startAt: new Date(input.start_at),
      endAt: new Date(input.end_at),
      liveUrl: input.live_url,
      playbackUrl: input.playback_url,
      playbackDuration: input.playback_duration,
      chapters: input.chapters,
      audience: input.audience,
      // Groups only mean something for a group audience; kept empty otherwise so nothing stale lingers.
      memberGroupIds: input.audience === 'groups' ? input.member_group_ids : [],
      commentsEnabled: input.comments_enabled,
      approvalCode: input.approval_code,
      expiresAt: input.expires_at ? new Date(input.expires_at) : null,
    };
  }
}
