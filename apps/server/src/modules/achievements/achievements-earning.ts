import { chinaYear } from '@ia/shared';
import type { ScheduledJob } from '../../lib/job-scheduler';
import type { Notice } from '../messages';
import { criterionValue, meetsThreshold } from './achievements.presenter';
import type { AchievementsRepository, CriterionValues } from './achievements.repository';
import type { CertificateProgramRow, MedalRow, UserCertificateRow } from './achievements.table';
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
  ) {}

  /** Earns every medal and certificate the user has reached; answers what this call newly earned. */
  async evaluate(userId: number): Promise<{ medalIds: number[]; certificateIds: number[] }> {
    const [medals, programs] = await Promise.all([
      this.repository.publishedMedals(),
      this.repository.publishedPrograms(),
    ]);
    const [medalIds, certificateIds] = await Promise.all([
      this.earnMedals(userId, medals),
      this.issueCertificates(userId, programs),
    ]);
    return { medalIds, certificateIds };
  }

  async criterionValues(userId: number, medals: MedalRow[]): Promise<CriterionValues> {
    const campaignIds = [
      ...new Set(medals.flatMap((medal) => (medal.campaignId === null ? [] : [medal.campaignId]))),
    ];
    return this.repository.criterionValues(userId, campaignIds, this.now());
  }

  private async earnMedals(userId: number, medals: MedalRow[]): Promise<number[]> {
    if (medals.length === 0) return [];
    const [values, held] = await Promise.all([
      this.criterionValues(userId, medals),
      this.repository.userMedals(userId),
    ]);
    const heldIds = new Set(held.map((row) => row.medalId));
    const reached = medals.filter(
      (medal) => !heldIds.has(medal.id) && meetsThreshold(medal, criterionValue(medal, values)),
    );
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

  private async issueCertificates(userId: number, programs: CertificateProgramRow[]): Promise<number[]> {
    if (programs.length === 0) return [];
    const existing = new Set((await this.repository.userCertificates(userId)).map((row) => row.programId));
    const open = programs.filter((program) => !existing.has(program.id));
    if (open.length === 0) return [];
    const progress = await this.repository.programProgress(userId, open);
    const complete = open.filter((program) => {
      const state = progress.find((row) => row.programId === program.id);
      return state !== undefined && state.total > 0 && state.done >= state.total;
    });
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
      run: () => this.evaluateRecent(),
    };
  }

  /** One round of the job; answers how many medals and certificates it awarded. */
  async evaluateRecent(): Promise<number> {
    const startedAt = this.now();
    const since = this.watermark ?? new Date(startedAt.getTime() - FIRST_LOOKBACK_MS);
    const candidates = new Set([
      ...(await this.repository.activeUserIds(since)),
      ...(await this.repository.campaignRankCandidates(startedAt)),
    ]);
    let awarded = 0;
    for (const userId of candidates) {
      const { medalIds, certificateIds } = await this.evaluate(userId);
      awarded += medalIds.length + certificateIds.length;
    }
    this.watermark = new Date(startedAt.getTime() - WATERMARK_SLACK_MS);
    return awarded;
  }
}
