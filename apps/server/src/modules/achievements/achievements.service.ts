import {
  type AchievementEventAck,
  type AchievementShare,
  type AchievementView,
  CERTIFICATE_NUMBER_PATTERN,
  type CertificateDetail,
  type CertificateProgramItem,
  type CertificateProgramKindValue,
  type CertificateSummary,
  type CertificateVerification,
  chinaYear,
  type Medal,
  type MedalDetail,
  type MedalWall,
  type Page,
  type PagingQuery,
  pageOffset,
} from '@ia/shared';
import { AppError, notFound } from '../../lib/app-error';
import type { ScheduledJob } from '../../lib/job-scheduler';
import { maskName } from '../campaigns';
import type { Notice } from '../messages';
import {
  criterionValue,
  meetsThreshold,
  presentCertificate,
  presentMedal,
  printedDate,
} from './achievements.presenter';
import type { AchievementsRepository, CriterionValues } from './achievements.repository';
import type { CertificateProgramRow, MedalRow, UserCertificateRow } from './achievements.table';
import { newCertificateNumber, renderCertificateSvg, svgDataUrl } from './certificate-image';

/** How the service tells a user what they earned (the message centre; dedupe keys make it once). */
export interface AchievementNotifier {
  notify(userId: number, notice: Notice): Promise<unknown>;
}

/** Where the app is served: the verification page's address is built from it. */
export interface AchievementUrls {
  /** PUBLIC_URL when configured; otherwise the request's own origin is used. */
  publicUrl: string | undefined;
  /** The web app's base path, e.g. /h5/. */
  webBasePath: string;
}

export const ACHIEVEMENTS_JOB_INTERVAL_MS = 30_000;
/** The job looks back this far on its first run, and overlaps each run by the slack below. */
const FIRST_LOOKBACK_MS = 24 * 3_600_000;
/** Heartbeats are stamped a moment before their batch commits: each run overlaps the previous one. */
const WATERMARK_SLACK_MS = 2 * 60_000;
const NUMBER_ATTEMPTS = 3;

const notEarned = (medal: MedalRow) =>
  new AppError('CONFLICT', `尚未获得「${medal.name}」勋章，达成条件后即可领取`);

/**
 * Medals and certificates: evaluating what a user has reached from the logs (on demand when they
 * look, and by a job so the message arrives anyway), claiming, the certificate image, public
 * verification, and the record of views and shares. Earning is exactly once: a medal is a
 * (user, medal) row and a certificate a (user, programme) row, each inserted with ON CONFLICT DO
 * NOTHING; only the call whose insert returned a row sends the message (with a dedupe key too).
 */
export class AchievementsService {
  private watermark: Date | null = null;

  constructor(
    private readonly repository: AchievementsRepository,
    private readonly notifier: AchievementNotifier,
    private readonly urls: AchievementUrls,
    private readonly now: () => Date,
  ) {}

  // ---- Earning ---------------------------------------------------------------------------------

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

  private async criterionValues(userId: number, medals: MedalRow[]): Promise<CriterionValues> {
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

  // ---- Medals ----------------------------------------------------------------------------------

  /** GET medal/get: every published medal with the viewer's state and progress (earning first). */
  async medalWall(userId: number): Promise<MedalWall> {
    await this.evaluate(userId);
    const medals = await this.repository.publishedMedals();
    const data = await this.presentMedals(userId, medals);
    return {
      total: data.length,
      earned: data.filter((medal) => medal.state !== 'locked').length,
      claimable: data.filter((medal) => medal.state === 'claimable').length,
      data,
    };
  }

  /** GET medal/get/{id}: a published medal (or one the viewer holds) with its holders. */
  async medalDetail(userId: number, medalId: number): Promise<MedalDetail> {
    await this.evaluate(userId);
    const medal = await this.visibleMedal(userId, medalId);
    const [presented] = await this.presentMedals(userId, [medal]);
    if (!presented) throw notFound('勋章不存在');
    return { ...presented, holder_count: await this.repository.holderCount(medal.id) };
  }

  /**
   * PUT medal/draw-medal: claims an earned medal. Not earned (yet) → 40900 with what is missing;
   * claiming again answers the medal as it is (claimed_at unchanged).
   */
  async claimMedal(userId: number, medalId: number): Promise<Medal> {
    const medal = await this.visibleMedal(userId, medalId);
    await this.evaluate(userId);
    const row = await this.repository.claimMedal(userId, medal.id, this.now());
    if (!row) throw notEarned(medal);
    const [presented] = await this.presentMedals(userId, [medal]);
    if (!presented) throw notFound('勋章不存在');
    return presented;
  }

  private async visibleMedal(userId: number, medalId: number): Promise<MedalRow> {
    const medal = await this.repository.findMedal(medalId);
    if (!medal) throw notFound('勋章不存在');
    if (medal.status !== 1) {
      const held = await this.repository.userMedals(userId);
      if (!held.some((row) => row.medalId === medal.id)) throw notFound('勋章不存在');
    }
    return medal;
  }

  private async presentMedals(userId: number, medals: MedalRow[]): Promise<Medal[]> {
    const campaignIds = medals.flatMap((medal) => (medal.campaignId === null ? [] : [medal.campaignId]));
    const [values, held, titles] = await Promise.all([
      this.criterionValues(userId, medals),
      this.repository.userMedals(userId),
      this.repository.campaignTitles([...new Set(campaignIds)]),
    ]);
    const heldBy = new Map(held.map((row) => [row.medalId, row]));
    return medals.map((medal) =>
      presentMedal(
        medal,
        heldBy.get(medal.id),
        criterionValue(medal, values),
        medal.campaignId === null ? null : (titles.get(medal.campaignId) ?? null),
      ),
    );
  }

  // ---- Certificates ----------------------------------------------------------------------------

  /**
   * GET certificate/get: the published programmes with the viewer's progress, and every
   * certificate the viewer holds (also of programmes since withdrawn), issuing what is due first.
   */
  async certificates(userId: number, paging: PagingQuery): Promise<Page<CertificateProgramItem>> {
    await this.evaluate(userId);
    const [published, held] = await Promise.all([
      this.repository.publishedPrograms(),
      this.repository.userCertificates(userId),
    ]);
    const heldBy = new Map(held.map((row) => [row.programId, row]));
    const publishedIds = new Set(published.map((program) => program.id));
    const retired = await this.repository.programsByIds(
      held.map((row) => row.programId).filter((id) => !publishedIds.has(id)),
    );
    const programs = [...published, ...retired];
    const progress = await this.repository.programProgress(userId, programs);
    const items = programs.map((program): CertificateProgramItem => {
      const state = progress.find((row) => row.programId === program.id);
      const certificate = heldBy.get(program.id);
      const total = state?.total ?? 0;
      return {
        program_id: program.id,
        name: program.name,
        description: program.description,
        kind: program.kind as CertificateProgramKindValue,
        lesson_id: program.lessonId,
        // Issued means complete, even if the series grew since.
        done: certificate ? total : Math.min(state?.done ?? 0, total),
        total,
        certificate: certificate ? presentCertificate(certificate) : null,
      };
    });
    // Certificates held first (newest first), then programmes in progress.
    items.sort((a, b) => {
      if (a.certificate && b.certificate)
        return b.certificate.issued_at.localeCompare(a.certificate.issued_at);
      if (a.certificate) return -1;
      if (b.certificate) return 1;
      return a.program_id - b.program_id;
    });
    const offset = pageOffset(paging);
    return { total: items.length, data: items.slice(offset, offset + paging.pageSize) };
  }

  /** GET certificate/get/{id}: the viewer's own certificate with its image. */
  async certificateDetail(userId: number, id: number, requestOrigin: string): Promise<CertificateDetail> {
    const row = await this.ownCertificate(userId, id);
    const verifyUrl = this.verifyUrl(row.number, requestOrigin);
    const svg = await renderCertificateSvg({
      holderName: row.holderName,
      programName: row.programName,
      issuer: row.issuer,
      number: row.number,
      issuedDate: printedDate(row.issuedAt),
      verifyUrl,
      revoked: row.revokedAt !== null,
    });
    return { ...presentCertificate(row), image: svgDataUrl(svg), verify_url: verifyUrl };
  }

  /** PUT certificate/draw-certificate: receives the viewer's issued certificate (again: unchanged). */
  async claimCertificate(userId: number, id: number): Promise<CertificateSummary> {
    const existing = await this.ownCertificate(userId, id);
    if (existing.revokedAt) throw new AppError('CONFLICT', '该证书已被撤销，无法领取');
    const row = await this.repository.claimCertificate(userId, id, this.now());
    return presentCertificate(row ?? existing);
  }

  private async ownCertificate(userId: number, id: number): Promise<UserCertificateRow> {
    const row = await this.repository.findCertificate(id);
    if (!row || row.userId !== userId) throw notFound('证书不存在');
    return row;
  }

  /** The public page the QR code opens: PUBLIC_URL (or the request's origin) + base path + verify/<number>. */
  verifyUrl(number: string, requestOrigin: string): string {
    const origin = this.urls.publicUrl ? new URL(this.urls.publicUrl).origin : requestOrigin;
    const base = this.urls.webBasePath.endsWith('/') ? this.urls.webBasePath : `${this.urls.webBasePath}/`;
    return `${origin}${base}verify/${encodeURIComponent(number)}`;
  }

  /** GET certificate/verify/{number} (public): genuine, revoked or unknown; the name masked. */
  async verify(rawNumber: string): Promise<CertificateVerification> {
    const number = rawNumber.trim().toUpperCase();
    const row = CERTIFICATE_NUMBER_PATTERN.test(number)
      ? await this.repository.findCertificateByNumber(number)
      : undefined;
    if (!row) {
      return {
        verdict: 'unknown',
        number,
        holder_name: null,
        program_name: null,
        issuer: null,
        issued_at: null,
        revoked_at: null,
      };
    }
    return {
      verdict: row.revokedAt ? 'revoked' : 'genuine',
      number: row.number,
      holder_name: maskName(row.holderName),
      program_name: row.programName,
      issuer: row.issuer,
      issued_at: row.issuedAt.toISOString(),
      revoked_at: row.revokedAt?.toISOString() ?? null,
    };
  }

  // ---- Views and shares ------------------------------------------------------------------------

  /** POST medalcertificatelog: the viewer opened a medal (published or held) or their own certificate. */
  async recordView(userId: number, input: AchievementView): Promise<AchievementEventAck> {
    await this.requireEventTarget(userId, input, false);
    await this.repository.insertEvent({
      userId,
      kind: input.type,
      itemId: input.id,
      action: 'view',
      createdAt: this.now(),
    });
    return { recorded: true };
  }

  /** POST medalcertificateback: the viewer shared a medal they hold or their valid certificate. */
  async recordShare(userId: number, input: AchievementShare): Promise<AchievementEventAck> {
    await this.requireEventTarget(userId, input, true);
    await this.repository.insertEvent({
      userId,
      kind: input.type,
      itemId: input.id,
      action: 'share',
      channel: input.channel,
      createdAt: this.now(),
    });
    return { recorded: true };
  }

  private async requireEventTarget(userId: number, input: AchievementView, sharing: boolean): Promise<void> {
    if (input.type === 'certificate') {
      const row = await this.ownCertificate(userId, input.id);
      if (sharing && row.revokedAt) throw new AppError('CONFLICT', '该证书已被撤销，无法分享');
      return;
    }
    const medal = await this.visibleMedal(userId, input.id);
    if (sharing) {
      const held = await this.repository.userMedals(userId);
      if (!held.some((row) => row.medalId === medal.id)) {
        throw new AppError('CONFLICT', `尚未获得「${medal.name}」勋章，暂不能分享`);
      }
    }
  }
}
