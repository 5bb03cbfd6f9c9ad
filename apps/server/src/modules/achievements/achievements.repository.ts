import type { MedalCriterionValue } from '@ia/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, users } from '../../db/schema';
import { integerArrayLiteral } from '../../db/sql-helpers';
import {
  achievementEvents,
  type CertificateProgramRow,
  certificatePrograms,
  type MedalRow,
  medals,
  type UserCertificateRow,
  type UserMedalRow,
  userCertificates,
  userMedals,
} from './achievements.table';

/** A meeting counts as attended from this many seconds of watching (live and playback together). */
const MEETING_ATTENDED_MIN_SECONDS = 60;

/** The counters medals compare with their thresholds, for one user. */
export interface CriterionValues {
  learning_minutes: number;
  streak_days: number;
  meetings_attended: number;
  cases_read: number;
  /** The user's rank in each ended campaign's rich list (campaign id → rank). */
  campaignRanks: Map<number, number>;
}

/** Counters of a user with nothing logged. */
function emptyCriterionValues(): CriterionValues {
  return {
    learning_minutes: 0,
    streak_days: 0,
    meetings_attended: 0,
    cases_read: 0,
    campaignRanks: new Map(),
  };
}

function groupByUser<T extends { userId: number }>(rows: T[]): Map<number, T[]> {
  const byUser = new Map<number, T[]>();
  for (const row of rows) {
    const list = byUser.get(row.userId);
    if (list) list.push(row);
    else byUser.set(row.userId, [row]);
  }
  return byUser;
}

/** How far a user is through one programme. */
export interface ProgramProgress {
  programId: number;
  done: number;
  total: number;
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/** Queries on medals, certificate programmes, what users earned, and their views and shares. */
export class AchievementsRepository {
  constructor(private readonly db: Database) {}

  // ---- Medals ----------------------------------------------------------------------------------

  publishedMedals(): Promise<MedalRow[]> {
    return this.db
      .select()
      .from(medals)
      .where(and(eq(medals.status, 1), isNull(medals.deletedAt)))
      .orderBy(asc(medals.sort), asc(medals.id));
  }

  async findMedal(id: number): Promise<MedalRow | undefined> {
    const [row] = await this.db
      .select()
      .from(medals)
      .where(and(eq(medals.id, id), isNull(medals.deletedAt)));
    return row;
  }

  userMedals(userId: number): Promise<UserMedalRow[]> {
    return this.db.select().from(userMedals).where(eq(userMedals.userId, userId));
  }

  /** The medals each of `userIds` holds. */
  async userMedalsOf(userIds: readonly number[]): Promise<Map<number, UserMedalRow[]>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(userMedals)
      .where(inArray(userMedals.userId, [...userIds]));
    return groupByUser(rows);
  }

  async holderCount(medalId: number): Promise<number> {
    const [row] = await this.db
      .select({ value: sql<number>`count(*)::int` })
      .from(userMedals)
      .where(eq(userMedals.medalId, medalId));
    return Number(row?.value ?? 0);
  }

  async campaignTitles(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: campaigns.id, title: campaigns.title })
      .from(campaigns)
      .where(inArray(campaigns.id, ids));
    return new Map(rows.map((row) => [row.id, row.title]));
  }

  /**
   * Every counter for one user, read from the logs in one round trip. `campaignIds` are the
   * campaigns medals rank on; a rank counts only once its campaign has ended (`now`).
   */
  async criterionValues(userId: number, campaignIds: number[], now: Date): Promise<CriterionValues> {
    const values = (await this.criterionValuesOf([userId], campaignIds, now)).get(userId);
    return values ?? emptyCriterionValues();
  }

  /**
   * The counters of many users in two statements (the achievements job evaluates everyone active
   * since its last round: at a live meeting, every viewer).
   */
  async criterionValuesOf(
    userIds: readonly number[],
    campaignIds: number[],
    now: Date,
  ): Promise<Map<number, CriterionValues>> {
    const answers = new Map<number, CriterionValues>();
    if (userIds.length === 0) return answers;
    const ids = integerArrayLiteral(userIds);
    const result = await this.db.execute(sql`
      select
        u.user_id,
        (select coalesce(sum(total_tims), 0)::bigint / 60 from learn_logs
          where user_id = u.user_id and action_type in ('LEARN', 'MEETING_VIEW')) as learning_minutes,
        (select coalesce(max(run), 0) from (
          select count(*) as run from (
            select day - (row_number() over (order by day))::int as island
            from member_sign_ins where user_id = u.user_id
          ) days group by island
        ) runs) as streak_days,
        (select count(*) from meeting_attendance
          where user_id = u.user_id
            and live_seconds + playback_seconds >= ${MEETING_ATTENDED_MIN_SECONDS}) as meetings_attended,
        (select count(distinct content_id) from learn_logs
          where user_id = u.user_id and type = 2 and action_type in ('VIEW', 'LEARN')) as cases_read
      from unnest(${ids}::int[]) as u(user_id)
    `);
    for (const row of rowsOf<
      Record<keyof Omit<CriterionValues, 'campaignRanks'>, string | number> & { user_id: number }
    >(result)) {
      answers.set(Number(row.user_id), {
        learning_minutes: Number(row.learning_minutes ?? 0),
        streak_days: Number(row.streak_days ?? 0),
        meetings_attended: Number(row.meetings_attended ?? 0),
        cases_read: Number(row.cases_read ?? 0),
        campaignRanks: new Map(),
      });
    }
    if (campaignIds.length > 0) {
      const ranks = await this.db.execute(sql`
        select campaign_id, user_id, rank from (
          select l.campaign_id, l.user_id,
            rank() over (partition by l.campaign_id order by sum(l.points) desc)::int as rank
          from points_ledger l
          join campaigns c on c.id = l.campaign_id and c.end_at <= ${now.toISOString()}::timestamptz
          where l.campaign_id in (${sql.join(
            campaignIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          group by l.campaign_id, l.user_id
          having sum(l.points) > 0
        ) ranked
        where user_id = any(${ids}::int[])
      `);
      for (const rank of rowsOf<{ campaign_id: number; user_id: number; rank: number }>(ranks)) {
        answers.get(Number(rank.user_id))?.campaignRanks.set(Number(rank.campaign_id), Number(rank.rank));
      }
    }
    return answers;
  }

  /** Records medals as earned; answers the ids this call inserted (a medal already held is skipped). */
  async insertEarnedMedals(userId: number, medalIds: number[], at: Date): Promise<number[]> {
    if (medalIds.length === 0) return [];
    const rows = await this.db
      .insert(userMedals)
      .values(medalIds.map((medalId) => ({ userId, medalId, earnedAt: at })))
      .onConflictDoNothing()
      .returning({ medalId: userMedals.medalId });
    return rows.map((row) => row.medalId);
  }

  /** Sets claimed_at once (a second claim keeps the first time); answers the row, or undefined when not earned. */
  async claimMedal(userId: number, medalId: number, at: Date): Promise<UserMedalRow | undefined> {
    await this.db
      .update(userMedals)
      .set({ claimedAt: at })
      .where(
        and(eq(userMedals.userId, userId), eq(userMedals.medalId, medalId), isNull(userMedals.claimedAt)),
      );
    const [row] = await this.db
      .select()
      .from(userMedals)
      .where(and(eq(userMedals.userId, userId), eq(userMedals.medalId, medalId)));
    return row;
  }

  // ---- Certificates ----------------------------------------------------------------------------

  publishedPrograms(): Promise<CertificateProgramRow[]> {
    return this.db
      .select()
      .from(certificatePrograms)
      .where(and(eq(certificatePrograms.status, 1), isNull(certificatePrograms.deletedAt)))
      .orderBy(asc(certificatePrograms.id));
  }

  programsByIds(ids: number[]): Promise<CertificateProgramRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.select().from(certificatePrograms).where(inArray(certificatePrograms.id, ids));
  }

  /**
   * Progress of each of `userIds` on each programme, one statement per programme: contents of the
   * series finished (contents still live), or listed meetings watched for at least the programme's
   * minutes (and one minute).
   */
  async programProgressOf(
    userIds: readonly number[],
    programs: CertificateProgramRow[],
  ): Promise<Map<number, ProgramProgress[]>> {
    const answers = new Map<number, ProgramProgress[]>(userIds.map((userId) => [userId, []]));
    if (userIds.length === 0) return answers;
    const ids = integerArrayLiteral(userIds);
    for (const program of programs) {
      const counts = new Map<number, { done: number; total: number }>();
      let total = 0;
      if (program.kind === 'series' && program.lessonId !== null) {
        const result = await this.db.execute(sql`
          select u.user_id, count(*)::int as total, count(lp.finished_at)::int as done
          from unnest(${ids}::int[]) as u(user_id)
          cross join lesson_contents lc
          join contents c on c.id = lc.content_id and c.deleted_at is null
          left join learning_progress lp on lp.user_id = u.user_id and lp.content_id = lc.content_id
          where lc.lesson_id = ${program.lessonId}
          group by u.user_id
        `);
        for (const row of rowsOf<{ user_id: number; total: number; done: number }>(result)) {
          counts.set(Number(row.user_id), { done: Number(row.done), total: Number(row.total) });
        }
      } else if (program.kind !== 'series' && program.meetingIds.length > 0) {
        const minimum = Math.max(MEETING_ATTENDED_MIN_SECONDS, program.minMeetingMinutes * 60);
        total = program.meetingIds.length;
        const result = await this.db.execute(sql`
          select user_id, count(*)::int as done from meeting_attendance
          where user_id = any(${ids}::int[])
            and meeting_id in (${sql.join(
              program.meetingIds.map((id) => sql`${id}`),
              sql`, `,
            )})
            and live_seconds + playback_seconds >= ${minimum}
          group by user_id
        `);
        for (const row of rowsOf<{ user_id: number; done: number }>(result)) {
          counts.set(Number(row.user_id), { done: Number(row.done), total });
        }
      }
      for (const [userId, progress] of answers) {
        const count = counts.get(userId) ?? { done: 0, total };
        progress.push({ programId: program.id, ...count });
      }
    }
    return answers;
  }

  /** Progress of one user on each programme (programProgressOf). */
  async programProgress(userId: number, programs: CertificateProgramRow[]): Promise<ProgramProgress[]> {
    return (await this.programProgressOf([userId], programs)).get(userId) ?? [];
  }

  /** The name printed on a certificate: the registered name, else the WeChat nickname. */
  async holderName(userId: number): Promise<string> {
    const [row] = await this.db
      .select({ name: users.name, nickname: users.nickname })
      .from(users)
      .where(eq(users.id, userId));
    return (row?.name || row?.nickname || '').slice(0, 50);
  }

  /**
   * Issues a certificate unless the user already has one for the programme: answers the new row,
   * or undefined when this call did not insert (already issued, or — astronomically rarely —
   * the random number was taken, which the caller retries with another).
   */
  async insertCertificate(
    values: typeof userCertificates.$inferInsert,
  ): Promise<UserCertificateRow | undefined> {
    const [row] = await this.db.insert(userCertificates).values(values).onConflictDoNothing().returning();
    return row;
  }

  async certificateOf(userId: number, programId: number): Promise<UserCertificateRow | undefined> {
    const [row] = await this.db
      .select()
      .from(userCertificates)
      .where(and(eq(userCertificates.userId, userId), eq(userCertificates.programId, programId)));
    return row;
  }

  /** The certificates each of `userIds` holds. */
  async userCertificatesOf(userIds: readonly number[]): Promise<Map<number, UserCertificateRow[]>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(userCertificates)
      .where(inArray(userCertificates.userId, [...userIds]));
    return groupByUser(rows);
  }

  userCertificates(userId: number): Promise<UserCertificateRow[]> {
    return this.db
      .select()
      .from(userCertificates)
      .where(eq(userCertificates.userId, userId))
      .orderBy(asc(userCertificates.issuedAt), asc(userCertificates.id));
  }

  async findCertificate(id: number): Promise<UserCertificateRow | undefined> {
    const [row] = await this.db.select().from(userCertificates).where(eq(userCertificates.id, id));
    return row;
  }

  async findCertificateByNumber(number: string): Promise<UserCertificateRow | undefined> {
    const [row] = await this.db.select().from(userCertificates).where(eq(userCertificates.number, number));
    return row;
  }

  /** Sets claimed_at once; answers the row as it is now. */
  async claimCertificate(userId: number, id: number, at: Date): Promise<UserCertificateRow | undefined> {
    await this.db
      .update(userCertificates)
      .set({ claimedAt: at })
      .where(
        and(
          eq(userCertificates.id, id),
          eq(userCertificates.userId, userId),
          isNull(userCertificates.claimedAt),
          isNull(userCertificates.revokedAt),
        ),
      );
    const [row] = await this.db
      .select()
      .from(userCertificates)
      .where(and(eq(userCertificates.id, id), eq(userCertificates.userId, userId)));
    return row;
  }

  // ---- Views, shares and the job ---------------------------------------------------------------

  async insertEvent(values: typeof achievementEvents.$inferInsert): Promise<void> {
    await this.db.insert(achievementEvents).values(values);
  }

  /**
   * Users who may have reached something since `since`: they learned or watched, signed in,
   * or finished a content. The job evaluates only them.
   */
  async activeUserIds(since: Date): Promise<number[]> {
    const at = since.toISOString();
    const result = await this.db.execute(sql`
      select user_id from learn_logs where created_at >= ${at}::timestamptz
      union
      select user_id from member_sign_ins where created_at >= ${at}::timestamptz
      union
      select user_id from meeting_attendance where last_seen_at >= ${at}::timestamptz
      union
      select user_id from learning_progress where finished_at >= ${at}::timestamptz
    `);
    return rowsOf<{ user_id: number }>(result).map((row) => Number(row.user_id));
  }

  /**
   * Members ranked within `threshold` of ended campaigns that published campaign_rank medals are
   * given, who do not hold that medal yet (a campaign that ends earns its stars without activity).
   */
  async campaignRankCandidates(now: Date): Promise<number[]> {
    const result = await this.db.execute(sql`
      select distinct ranked.user_id from medals m
      join campaigns c on c.id = m.campaign_id and c.end_at <= ${now.toISOString()}::timestamptz
      join lateral (
        select user_id, rank() over (order by sum(points) desc) as rank
        from points_ledger where campaign_id = m.campaign_id
        group by user_id having sum(points) > 0
      ) ranked on ranked.rank <= m.threshold
      where m.criterion = ${'campaign_rank' satisfies MedalCriterionValue} and m.status = 1 and m.deleted_at is null
        and not exists (select 1 from user_medals um where um.user_id = ranked.user_id and um.medal_id = m.id)
    `);
    return rowsOf<{ user_id: number }>(result).map((row) => Number(row.user_id));
  }
}
