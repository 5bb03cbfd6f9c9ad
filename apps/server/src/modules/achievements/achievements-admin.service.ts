import {
  type AdminAchievementPublish,
  type AdminCertificate,
  type AdminCertificateProgram,
  type AdminCertificateProgramCreate,
  type AdminCertificateQuery,
  type AdminMedal,
  type AdminMedalCreate,
  type Page,
  pageOffset,
  STALE_EDIT_MESSAGE,
} from '@ia/shared';
import type { GuardedUpdate } from '../../db/guarded-update';
import { AppError, appError, notFound } from '../../lib/app-error';
import type { AchievementNotifier } from './achievements.service';
import type { CertificateProgramRow, MedalRow } from './achievements.table';
import {
  presentAdminCertificate,
  presentAdminMedal,
  presentAdminProgram,
} from './achievements-admin.presenter';
import type {
  AchievementsAdminRepository,
  MedalValues,
  ProgramValues,
} from './achievements-admin.repository';

const MEDAL_NOT_FOUND = '勋章不存在';
const PROGRAM_NOT_FOUND = '证书项目不存在';

function unwrap<Row>(result: GuardedUpdate<Row>, missing: string): Row {
  if (result.kind === 'missing') throw notFound(missing);
  if (result.kind === 'stale') throw new AppError('CONFLICT', STALE_EDIT_MESSAGE);
  return result.row;
}

/**
 * 勋章管理 and 证书管理: the console's rules. A campaign_rank medal names an existing campaign, a
 * series programme an existing course series and a meetings programme existing meetings; edits
 * from an outdated copy are refused (40900); revoking tells the holder once.
 */
export class AchievementsAdminService {
  constructor(
    private readonly repository: AchievementsAdminRepository,
    private readonly notifier: AchievementNotifier,
    private readonly now: () => Date = () => new Date(),
  ) {}

  // ---- Medals ----------------------------------------------------------------------------------

  async listMedals(): Promise<AdminMedal[]> {
    const rows = await this.repository.listMedals();
    const counts = await this.repository.medalHolderCounts(rows.map((row) => row.id));
    return rows.map((row) => presentAdminMedal(row, counts.get(row.id) ?? 0));
  }

  async getMedal(id: number): Promise<AdminMedal> {
    const row = await this.repository.findMedal(id);
    if (!row) throw notFound(MEDAL_NOT_FOUND);
    return this.withHolders(row);
  }

  async createMedal(input: AdminMedalCreate): Promise<AdminMedal> {
    const values = await this.medalValues(input);
    return presentAdminMedal(await this.repository.insertMedal(values, this.now()), 0);
  }

  async updateMedal(id: number, input: AdminMedalCreate & { updated_at: string }): Promise<AdminMedal> {
    const values = await this.medalValues(input);
    const row = unwrap(
      await this.repository.updateMedal(id, new Date(input.updated_at), values, this.now()),
      MEDAL_NOT_FOUND,
    );
    return this.withHolders(row);
  }

  async publishMedal(id: number, input: AdminAchievementPublish): Promise<AdminMedal> {
    const row = unwrap(
      await this.repository.updateMedal(
        id,
        new Date(input.updated_at),
        { status: input.published ? 1 : 0 },
        this.now(),
      ),
      MEDAL_NOT_FOUND,
    );
    return this.withHolders(row);
  }

  async deleteMedal(id: number): Promise<{ id: number }> {
    if (!(await this.repository.deleteMedal(id, this.now()))) throw notFound(MEDAL_NOT_FOUND);
    return { id };
  }

  private async withHolders(row: MedalRow): Promise<AdminMedal> {
    const counts = await this.repository.medalHolderCounts([row.id]);
    return presentAdminMedal(row, counts.get(row.id) ?? 0);
  }

  private async medalValues(input: AdminMedalCreate): Promise<MedalValues> {
    const campaignId = input.criterion === 'campaign_rank' ? input.campaign_id : null;
    if (campaignId !== null && !(await this.repository.campaignExists(campaignId))) {
      throw appError('CAMPAIGN_CHOSEN_INVALID');
    }
    return {
      name: input.name,
      description: input.description,
      nameEn: input.name_en,
      descriptionEn: input.description_en,
      artworkUrl: input.artwork_url,
      criterion: input.criterion,
      threshold: input.threshold,
      campaignId,
      sort: input.sort,
    };
  }

  // ---- Programmes ------------------------------------------------------------------------------

  async listPrograms(): Promise<AdminCertificateProgram[]> {
    const rows = await this.repository.listPrograms();
    const counts = await this.repository.issuedCounts(rows.map((row) => row.id));
    return rows.map((row) => presentAdminProgram(row, counts.get(row.id) ?? 0));
  }

  async getProgram(id: number): Promise<AdminCertificateProgram> {
    const row = await this.repository.findProgram(id);
    if (!row) throw notFound(PROGRAM_NOT_FOUND);
    return this.withIssued(row);
  }

  async createProgram(input: AdminCertificateProgramCreate): Promise<AdminCertificateProgram> {
    const values = await this.programValues(input);
    return presentAdminProgram(await this.repository.insertProgram(values, this.now()), 0);
  }

  async updateProgram(
    id: number,
    input: AdminCertificateProgramCreate & { updated_at: string },
  ): Promise<AdminCertificateProgram> {
    const values = await this.programValues(input);
    const row = unwrap(
      await this.repository.updateProgram(id, new Date(input.updated_at), values, this.now()),
      PROGRAM_NOT_FOUND,
    );
    return this.withIssued(row);
  }

  async publishProgram(id: number, input: AdminAchievementPublish): Promise<AdminCertificateProgram> {
    const row = unwrap(
      await this.repository.updateProgram(
        id,
        new Date(input.updated_at),
        { status: input.published ? 1 : 0 },
        this.now(),
      ),
      PROGRAM_NOT_FOUND,
    );
    return this.withIssued(row);
  }

  async deleteProgram(id: number): Promise<{ id: number }> {
    if (!(await this.repository.deleteProgram(id, this.now()))) throw notFound(PROGRAM_NOT_FOUND);
    return { id };
  }

  private async withIssued(row: CertificateProgramRow): Promise<AdminCertificateProgram> {
    const counts = await this.repository.issuedCounts([row.id]);
    return presentAdminProgram(row, counts.get(row.id) ?? 0);
  }

  private async programValues(input: AdminCertificateProgramCreate): Promise<ProgramValues> {
    if (input.kind === 'series') {
      if (input.lesson_id === null || !(await this.repository.lessonExists(input.lesson_id))) {
        throw appError('LESSON_CHOSEN_INVALID');
      }
    } else {
      const existing = new Set(await this.repository.existingMeetingIds(input.meeting_ids));
      const missing = input.meeting_ids.filter((id) => !existing.has(id));
      if (missing.length > 0) throw appError('MEETING_IDS_INVALID', { ids: missing.join('、') });
    }
    return {
      name: input.name,
      description: input.description,
      nameEn: input.name_en,
      descriptionEn: input.description_en,
      kind: input.kind,
      lessonId: input.kind === 'series' ? input.lesson_id : null,
      meetingIds: input.kind === 'meetings' ? input.meeting_ids : [],
      minMeetingMinutes: input.min_meeting_minutes,
      issuer: input.issuer,
    };
  }

  // ---- Issued certificates ---------------------------------------------------------------------

  async listCertificates(query: AdminCertificateQuery): Promise<Page<AdminCertificate>> {
    const { total, rows } = await this.repository.listCertificates(
      { programId: query.program_id, keyword: query.keyword || undefined, state: query.state },
      { limit: query.pageSize, offset: pageOffset(query) },
    );
    return { total, data: rows.map(presentAdminCertificate) };
  }

  /** Revokes a certificate with a reason: the verification page then says so; the holder is told once. */
  async revokeCertificate(id: number, reason: string): Promise<AdminCertificate> {
    const existing = await this.repository.findCertificate(id);
    if (!existing) throw appError('CERTIFICATE_NOT_FOUND');
    if (existing.revokedAt) throw appError('CERTIFICATE_REVOKED');
    const row = await this.repository.revokeCertificate(id, reason, this.now());
    if (!row) throw appError('CERTIFICATE_REVOKED');
    await this.notifier.notify(row.userId, {
      category: 'certificate',
      title: `您的「${row.programName}」证书已被撤销`,
      body: `证书编号 ${row.number} 已被撤销，原因：${reason}。如有疑问请联系我们。`,
      link: '/personal/cer',
      dedupeKey: `certificate:${row.programId}:revoked`,
    });
    return presentAdminCertificate(row);
  }
}
