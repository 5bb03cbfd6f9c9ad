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
  type Medal,
  type MedalDetail,
  type MedalWall,
  type Page,
  type PagingQuery,
  pageOffset,
} from '@ia/shared';
import { appError } from '../../lib/app-error';
import type { ScheduledJob } from '../../lib/job-scheduler';
import { maskName } from '../campaigns';
import { criterionValue, presentCertificate, presentMedal, printedDate } from './achievements.presenter';
import type { AchievementsRepository } from './achievements.repository';
import type { MedalRow, UserCertificateRow } from './achievements.table';
import { AchievementEarning, type AchievementNotifier } from './achievements-earning';
import { renderCertificateSvg, svgDataUrl } from './certificate-image';

export type { AchievementNotifier } from './achievements-earning';

/** Where the app is served: the verification page's address is built from it. */
export interface AchievementUrls {
  /** PUBLIC_URL when configured; otherwise the request's own origin is used. */
  publicUrl: string | undefined;
  /** The web app's base path, e.g. /h5/. */
  webBasePath: string;
}

const notEarned = (medal: MedalRow) => appError('MEDAL_NOT_EARNED_CLAIM', { medal: medal.name });

/**
 * Medals and certificates: evaluating what a user has reached from the logs (on demand when they
 * look, and by a job so the message arrives anyway), claiming, the certificate image, public
 * verification, and the record of views and shares. Earning is exactly once: a medal is a
 * (user, medal) row and a certificate a (user, programme) row, each inserted with ON CONFLICT DO
 * NOTHING; only the call whose insert returned a row sends the message (with a dedupe key too).
 */
export class AchievementsService {
  private readonly earning: AchievementEarning;

  constructor(
    private readonly repository: AchievementsRepository,
    notifier: AchievementNotifier,
    private readonly urls: AchievementUrls,
    private readonly now: () => Date,
  ) {
    this.earning = new AchievementEarning(repository, notifier, now);
  }

  /** Earns every medal and certificate the user has reached; answers what this call newly earned. */
  evaluate(userId: number): Promise<{ medalIds: number[]; certificateIds: number[] }> {
    return this.earning.evaluate(userId);
  }

  /** The job that earns for users active since its last run, so the message arrives anyway. */
  job(): ScheduledJob {
    return this.earning.job();
  }

  /** One run of the job; answers how many medals and certificates it earned. */
  evaluateRecent(): Promise<number> {
    return this.earning.evaluateRecent();
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
    if (!presented) throw appError('MEDAL_NOT_FOUND');
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
    if (!presented) throw appError('MEDAL_NOT_FOUND');
    return presented;
  }

  private async visibleMedal(userId: number, medalId: number): Promise<MedalRow> {
    const medal = await this.repository.findMedal(medalId);
    if (!medal) throw appError('MEDAL_NOT_FOUND');
    if (medal.status !== 1) {
      const held = await this.repository.userMedals(userId);
      if (!held.some((row) => row.medalId === medal.id)) throw appError('MEDAL_NOT_FOUND');
    }
    return medal;
  }

  private async presentMedals(userId: number, medals: MedalRow[]): Promise<Medal[]> {
    const campaignIds = medals.flatMap((medal) => (medal.campaignId === null ? [] : [medal.campaignId]));
    const [values, held, titles] = await Promise.all([
      this.earning.criterionValues(userId, medals),
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
        name_en: program.nameEn,
        description_en: program.descriptionEn,
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
    if (existing.revokedAt) throw appError('CERTIFICATE_REVOKED_NO_CLAIM');
    const row = await this.repository.claimCertificate(userId, id, this.now());
    return presentCertificate(row ?? existing);
  }

  private async ownCertificate(userId: number, id: number): Promise<UserCertificateRow> {
    const row = await this.repository.findCertificate(id);
    if (!row || row.userId !== userId) throw appError('CERTIFICATE_NOT_FOUND');
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
      if (sharing && row.revokedAt) throw appError('CERTIFICATE_REVOKED_NO_SHARE');
      return;
    }
    const medal = await this.visibleMedal(userId, input.id);
    if (sharing) {
      const held = await this.repository.userMedals(userId);
      if (!held.some((row) => row.medalId === medal.id)) {
        throw appError('MEDAL_NOT_EARNED_SHARE', { medal: medal.name });
      }
    }
  }
}
