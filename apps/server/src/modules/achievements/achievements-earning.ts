import { chinaYear } from '@ia/shared';
import type { JobRound, ScheduledJob } from '../../lib/job-scheduler';
import type { Notice } from '../messages';
import { criterionValue, meetsThreshold } from './achievements.presenter';
import type { AchievementsRepository, CriterionValues, ProgramProgress } from './achievements.repository';
import type { CertificateProgramRow, MedalRow, UserCertificateRow, UserMedalRow } from './achievements.table';
import { newCertificateNumber } from './certificate-image';

/** How the service tells a user what they earned (the message centre; dedupe keys make it once). */
export interface AchievementNotifier {
  notify(userId: number, notice: Notice): Promise<unknown>;
}

const ACHIEVEMENTS_JOB_INTERVAL_MS = 30_000;
/** The job looks back this far on its first run, and overlaps each run by the slack below. */
const FIRST_LOOKBACK_MS = 24 * 3_600_000;
/** Heartbeats are stamped a moment before their batch commits: each run overlaps the previous one. */
const WATERMARK_SLACK_MS = 2 * 60_000;
const NUMBER_ATTEMPTS = 3;
/**
 * Users the job evaluates together. At a live meeting every viewer is active: one user at a time
 * was seven statements each, every 30 s, for thousands of viewers (issue 12). A batch of 200 reads
 * for about 60 ms on PostgreSQL.
 */
const USERS_PER_BATCH = 200;
/**
 * After each batch the round rests this many times as long as the batch took. At a live meeting of
 * 5,000 the unpaced round read for two seconds on end every 30 s, and every heartbeat waited behind
 * it (p99 1.5 s in the live-room bench); paced, it uses a third of one connection's time.
 */
const REST_PER_WORK = 2;

/** What one evaluation newly earned. */
interface Earned {
  medalIds: number[];
  certificateIds: number[];
}
const NOTHING_EARNED: Earned = { medalIds: [], certificateIds: [] };

function campaignIdsOf(medals: MedalRow[]): number[] {
  return [...new Set(medals.flatMap((medal) => (medal.campaignId === null ? [] : [medal.campaignId])))];
}

/**
 * Earning medals and certificates from the logs, on demand and by a job: exactly once, as a
 * (user, medal) or (user, programme) row inserted with ON CONFLICT DO NOTHING; only the call whose
 * insert returned a row sends the message (with a dedupe key too).
 */
export class AchievementEarning {
  private watermark: Date | null = null;

  constructor(
    private readonly repository: AchievementsRepository,
    private readonly notifier: AchievementNotifier,
    private readonly now: () => Date,
    private readonly usersPerBatch = USERS_PER_BATCH,
  ) {}

  /** Earns every medal and certificate the user has reached; answers what this call newly earned. */
  async evaluate(userId: number): Promise<Earned> {
    const [medals, programs] = await Promise.all([
      this.repository.publishedMedals(),
      this.repository.publishedPrograms(),
    ]);
    return (await this.evaluateMany([userId], medals, programs)).get(userId) ?? NOTHING_EARNED;
  }

  async criterionValues(userId: number, medals: MedalRow[]): Promise<CriterionValues> {
    return this.repository.criterionValues(userId, campaignIdsOf(medals), this.now());
  }

  /**
   * Earns what each of `userIds` has reached. The counters, held medals, certificates and programme
   * progress of all of them are read together (a handful of statements, however many users); only
   * a user who reached something costs writes of their own.
   */
  private async evaluateMany(
    userIds: readonly number[],
    medals: MedalRow[],
    programs: CertificateProgramRow[],
  ): Promise<Map<number, Earned>> {
    const [values, held, certificates] = await Promise.all([
      medals.length > 0
        ? this.repository.criterionValuesOf(userIds, campaignIdsOf(medals), this.now())
        : new Map<number, CriterionValues>(),
      medals.length > 0 ? this.repository.userMedalsOf(userIds) : new Map<number, UserMedalRow[]>(),
      programs.length > 0
        ? this.repository.userCertificatesOf(userIds)
        : new Map<number, UserCertificateRow[]>(),
    ]);
    const openOf = (userId: number) => {
      const existing = new Set((certificates.get(userId) ?? []).map((row) => row.programId));
      return programs.filter((program) => !existing.has(program.id));
    };
    const stillOpen = programs.filter((program) =>
      userIds.some((userId) => openOf(userId).includes(program)),
    );
    const progress =
      stillOpen.length > 0
        ? await this.repository.programProgressOf(userIds, stillOpen)
        : new Map<number, ProgramProgress[]>();

    const earned = new Map<number, Earned>();
    for (const userId of userIds) {
      const heldIds = new Set((held.get(userId) ?? []).map((row) => row.medalId));
      const userValues = values.get(userId);
      const reached = userValues
        ? medals.filter(
            (medal) => !heldIds.has(medal.id) && meetsThreshold(medal, criterionValue(medal, userValues)),
          )
        : [];
      const userProgress = progress.get(userId) ?? [];
      const complete = openOf(userId).filter((program) => {
        const state = userProgress.find((row) => row.programId === program.id);
        return state !== undefined && state.total > 0 && state.done >= state.total;
      });
      earned.set(userId, {
        medalIds: reached.length > 0 ? await this.earnMedals(userId, reached) : [],
        certificateIds: complete.length > 0 ? await this.issueCertificates(userId, complete) : [],
      });
    }
    return earned;
  }

  /** Records reached medals; answers (and tells the user of) those this call inserted. */
  private async earnMedals(userId: number, reached: MedalRow[]): Promise<number[]> {
    const inserted = await this.repository.insertEarnedMedals(
      userId,
      reached.map((medal) => medal.id),
      this.now(),
    );
    for (const medal of reached.filter((row) => inserted.includes(row.id))) {
      await this.notifier.notify(userId, {
        category: 'medal',
        title: `恭喜获得「${medal.name}」勋章`,
        body: `${medal.description || '您已达成勋章条件'}，快去领取吧。`,
        link: `/personal/achievedetail?type=medal&id=${medal.id}`,
        dedupeKey: `medal:${medal.id}`,
      });
    }
    return inserted;
  }

  /** Issues the completed programmes' certificates; answers (and tells the user of) those issued now. */
  private async issueCertificates(userId: number, complete: CertificateProgramRow[]): Promise<number[]> {
    const issued: number[] = [];
    for (const program of complete) {
      const row = await this.issue(userId, program);
      if (!row) continue;
      issued.push(row.id);
      await this.notifier.notify(userId, {
        category: 'certificate',
        title: `您已获得「${program.name}」证书`,
        body: `恭喜完成「${program.name}」，证书编号 ${row.number}，可在“我的证书”中查看与分享。`,
        link: `/personal/achievedetail?type=certificate&id=${row.id}`,
        dedupeKey: `certificate:${program.id}`,
      });
    }
    return issued;
  }

  /** Inserts the certificate once; undefined when another call issued it first. */
  private async issue(
    userId: number,
    program: CertificateProgramRow,
  ): Promise<UserCertificateRow | undefined> {
    const holderName = (await this.repository.holderName(userId)) || '学员';
    const issuedAt = this.now();
    for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
      const row = await this.repository.insertCertificate({
        number: newCertificateNumber(chinaYear(issuedAt)),
        userId,
        programId: program.id,
        holderName,
        programName: program.name,
        programNameEn: program.nameEn,
        issuer: program.issuer,
        issuedAt,
      });
      if (row) return row;
      // Nothing inserted: issued already (by a concurrent call), or the number was taken.
      if (await this.repository.certificateOf(userId, program.id)) return undefined;
    }
    throw new Error(`could not draw a free certificate number for program ${program.id}`);
  }

  /** The job: evaluates users active since the last run, and ranked members of ended campaigns. */
  job(): ScheduledJob {
    return {
      name: 'achievements',
      intervalMs: ACHIEVEMENTS_JOB_INTERVAL_MS,
      run: (round) => this.evaluateRecent(round),
    };
  }

  /**
   * One round of the job; answers how many medals and certificates it awarded. With a `round`, it
   * rests between batches, and a round cut short by a stop leaves its watermark where it was, so
   * the next round (on any node) evaluates those users again.
   */
  async evaluateRecent(round?: JobRound): Promise<number> {
    const startedAt = this.now();
    const since = this.watermark ?? new Date(startedAt.getTime() - FIRST_LOOKBACK_MS);
    const candidates = [
      ...new Set([
        ...(await this.repository.activeUserIds(since)),
        ...(await this.repository.campaignRankCandidates(startedAt)),
      ]),
    ];
    const [medals, programs] = await Promise.all([
      this.repository.publishedMedals(),
      this.repository.publishedPrograms(),
    ]);
    let awarded = 0;
    for (let start = 0; start < candidates.length; start += this.usersPerBatch) {
      if (start > 0 && round?.stopping) return awarded;
      const batchStarted = performance.now();
      const earned = await this.evaluateMany(
        candidates.slice(start, start + this.usersPerBatch),
        medals,
        programs,
      );
      for (const { medalIds, certificateIds } of earned.values())
        awarded += medalIds.length + certificateIds.length;
      if (round && start + this.usersPerBatch < candidates.length) {
        await round.rest((performance.now() - batchStarted) * REST_PER_WORK);
      }
    }
    this.watermark = new Date(startedAt.getTime() - WATERMARK_SLACK_MS);
    return awarded;
  }
}
