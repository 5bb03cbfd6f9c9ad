import {
  type AdminCertification,
  type AdminCertificationListItem,
  type adminCertificationQuerySchema,
  type CertificationInfo,
  type CertificationSubmitInput,
  type Page,
  pageOffset,
  startOfChinaDay,
  type trialTipSchema,
  type veevaInfoSchema,
} from '@ia/shared';
import type { z } from 'zod';
import type { UploadRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { trialState } from '../access';
import type { MessagesService, Notice } from '../messages';
import { presentUpload, type UploadAudience, type UploadsService } from '../uploads';
import type {
  CertificationRepository,
  CertifiedProfile,
  DecidedStatus,
  SubmissionWithReviewer,
} from './certification.repository';
import type { CertificationSubmissionRow } from './certification.table';

export type TrialTip = z.infer<typeof trialTipSchema>;
export type VeevaInfo = z.infer<typeof veevaInfoSchema>;
export type AdminCertificationQuery = z.infer<typeof adminCertificationQuerySchema>;
/** create: a first submission (or one after a rejection); resubmit: examine/vevea-examine-update. */
export type SubmitMode = 'create' | 'resubmit';
export type Decision = { status: 'approved' } | { status: 'rejected'; reason: string };

const CERTIFICATION_REFUSALS = {
  staff: '员工账号无需认证',
  approved: '您已通过认证',
  pending: '认证审核中，请耐心等待',
  nothingToResubmit: '没有被驳回的认证申请，无需重新提交',
  photos: '照片无效，请重新上传',
  hospital: '所选医院不存在，请重新选择',
  hospitalName: '请填写医院名称',
  decided: '该申请已处理',
  notFound: '认证申请不存在',
} as const;

type TipUser = Pick<
  UserRow,
  'kind' | 'registeredAt' | 'consentedAt' | 'certifiedAt' | 'status' | 'trialTipAt'
>;

/**
 * Whether the free-trial prompt shows now (istip/get-istip): never for certified or staff users;
 * always once the trial is over; otherwise unless the user pressed 'later' today (Beijing time).
 */
export function trialTip(user: TipUser, now: Date): TrialTip {
  const certified = user.certifiedAt !== null;
  const { daysLeft } = trialState(user, now);
  if (certified || user.kind === 'staff') return { istip: 0, days_left: daysLeft, certified };
  const dismissedToday = user.trialTipAt !== null && user.trialTipAt >= startOfChinaDay(now);
  return { istip: daysLeft <= 0 || !dismissedToday ? 1 : 0, days_left: daysLeft, certified };
}

/** Why a user may not submit now (a CONFLICT message), or null when they may. */
export function submissionRefusal(
  certified: boolean,
  latest: Pick<CertificationSubmissionRow, 'status'> | undefined,
  mode: SubmitMode,
): string | null {
  if (certified || latest?.status === 'approved') return CERTIFICATION_REFUSALS.approved;
  if (latest?.status === 'pending') return CERTIFICATION_REFUSALS.pending;
  if (mode === 'resubmit' && latest?.status !== 'rejected') return CERTIFICATION_REFUSALS.nothingToResubmit;
  return null;
}

const isBlank = (value: string | null) => value === null || value.trim() === '';

/** The profile columns an approval fills in: only those the user has left empty. */
export function profileToFill(
  user: Pick<UserRow, 'name' | 'hospitalId' | 'hospitalName' | 'department' | 'title'>,
  submission: Pick<
    CertificationSubmissionRow,
    'name' | 'hospitalId' | 'hospitalName' | 'department' | 'title'
  >,
): CertifiedProfile {
  const profile: CertifiedProfile = {};
  if (isBlank(user.name)) profile.name = submission.name;
  if (user.hospitalId === null && isBlank(user.hospitalName)) {
    profile.hospitalId = submission.hospitalId;
    profile.hospitalName = submission.hospitalName;
  }
  if (isBlank(user.department)) profile.department = submission.department;
  if (isBlank(user.title)) profile.title = submission.title;
  return profile;
}

/** The message-centre notice of a decision; the dedupe key makes a repeated notify a no-op. */
export function certificationNotice(submission: CertificationSubmissionRow): Notice {
  const base = {
    category: 'certification',
    link: '/veeva',
    dedupeKey: `certification:${submission.id}:${submission.status}`,
  };
  if (submission.status === 'approved') {
    return {
      ...base,
      title: '认证审核通过',
      body: '恭喜！您的医护人员认证已审核通过，现在可以不受限制地学习全部课程。',
    };
  }
  return {
    ...base,
    title: '认证未通过审核',
    body: `很抱歉，您的医护人员认证未通过审核。原因：${submission.rejectReason ?? '未说明'}。请按要求修改后重新提交。`,
  };
}

/**
 * Healthcare-professional certification: submissions with private photos, the operators' review,
 * the free-trial prompt and the veeva link. Approval is permanent (users.certifiedAt is never cleared).
 */
export class CertificationService {
  constructor(
    private readonly repository: CertificationRepository,
    private readonly uploads: UploadsService,
    private readonly messages: MessagesService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** examine/get-examine-info: the latest submission, or 'approved' for a user certified otherwise. */
  async info(user: UserRow): Promise<CertificationInfo> {
    if (user.certifiedAt) {
      const approved = await this.repository.latestForUser(user.id, 'approved');
      return { status: 'approved', submission: approved ? await this.presentForOwner(approved) : null };
    }
    const latest = await this.repository.latestForUser(user.id);
    if (!latest) return { status: 'none', submission: null };
    return { status: statusOf(latest), submission: await this.presentForOwner(latest) };
  }

  /** examine/vevea-examine-create and -update: a new pending submission (earlier ones stay as history). */
  async submit(user: UserRow, input: CertificationSubmitInput, mode: SubmitMode): Promise<CertificationInfo> {
    if (user.kind === 'staff') throw new AppError('CONFLICT', CERTIFICATION_REFUSALS.staff);
    // Checked before the photos so the user hears the real reason first; checked again under the lock.
    this.assertMaySubmit(user.certifiedAt !== null, await this.repository.latestForUser(user.id), mode);

    const photoIds = [...new Set(input.photo_ids)];
    const photos = await this.uploads.findOwnPrivateImages(user.id, photoIds);
    if (photos.length !== photoIds.length)
      throw new AppError('VALIDATION_FAILED', CERTIFICATION_REFUSALS.photos);
    const hospital = await this.resolveHospital(input);

    const created = await this.repository.transaction(async (repository) => {
      await repository.lockUser(user.id);
      const current = await repository.findUser(user.id);
      this.assertMaySubmit(Boolean(current?.certifiedAt), await repository.latestForUser(user.id), mode);
      return repository.insert({
        userId: user.id,
        name: input.name,
        ...hospital,
        department: input.department,
        title: input.title,
        licenceNumber: input.licence_number,
        photoIds,
        status: 'pending',
        createdAt: this.now(),
      });
    });
    return { status: 'pending', submission: this.presentSubmission(created, photos, 'owner') };
  }

  trialTip(user: UserRow): TrialTip {
    return trialTip(user, this.now());
  }

  /** istip/up-istip ('later'): no prompt again until the next day, unless the trial is over. */
  async dismissTrialTip(user: UserRow): Promise<void> {
    await this.repository.setTrialTipAt(user.id, this.now());
  }

  /** veeva/info: the sales rep (staff user) the member is linked to, if any. */
  async veevaInfo(user: UserRow): Promise<VeevaInfo> {
    const rep = user.veevaStaffId === null ? undefined : await this.repository.findUser(user.veevaStaffId);
    if (rep?.kind !== 'staff') return { linked: false, rep: null };
    return { linked: true, rep: { name: rep.name ?? rep.nickname ?? '', mobile: rep.mobile, qrcode: null } };
  }

  async adminPage(query: AdminCertificationQuery): Promise<Page<AdminCertificationListItem>> {
    const { total, rows } = await this.repository.page({
      status: query.status,
      keyword: query.keyword || undefined,
      limit: query.pageSize,
      offset: pageOffset(query),
    });
    return { total, data: rows.map(presentListItem) };
  }

  async adminDetail(id: number): Promise<AdminCertification> {
    const found = await this.repository.findWithReviewer(id);
    if (!found) throw new AppError('NOT_FOUND', CERTIFICATION_REFUSALS.notFound);
    const [photos, history] = await Promise.all([
      this.uploads.findByIds(found.submission.photoIds),
      this.repository.listForUser(found.submission.userId),
    ]);
    return {
      ...presentListItem(found),
      photos: photos.map((photo) => presentUpload(photo, 'operator')),
      history: history.map((row) => ({
        id: row.id,
        status: row.status,
        reject_reason: row.rejectReason,
        submitted_at: row.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Approves or rejects a pending submission. Approval certifies the user for good and fills the
   * profile columns they left empty; either way the user gets one message-centre notice.
   */
  async decide(id: number, operatorId: number, decision: Decision): Promise<AdminCertification> {
    const now = this.now();
    const decided = await this.repository.transaction(async (repository) => {
      const row = await repository.decidePending(id, {
        status: decision.status,
        rejectReason: decision.status === 'rejected' ? decision.reason : null,
        reviewedBy: operatorId,
        reviewedAt: now,
      });
      if (row?.status === 'approved') {
        const user = await repository.findUser(row.userId);
        if (user) await repository.certifyUser(row.userId, now, profileToFill(user, row));
      }
      return row;
    });
    if (!decided) {
      const existing = await this.repository.findWithReviewer(id);
      if (!existing) throw new AppError('NOT_FOUND', CERTIFICATION_REFUSALS.notFound);
      throw new AppError('CONFLICT', CERTIFICATION_REFUSALS.decided);
    }
    await this.messages.notify(decided.userId, certificationNotice(decided));
    return this.adminDetail(id);
  }

  private assertMaySubmit(
    certified: boolean,
    latest: CertificationSubmissionRow | undefined,
    mode: SubmitMode,
  ): void {
    const refusal = submissionRefusal(certified, latest, mode);
    if (refusal) throw new AppError('CONFLICT', refusal);
  }

  /** A listed hospital by id (its own name is stored), or 'other' (id 0) with a typed name. */
  private async resolveHospital(
    input: CertificationSubmitInput,
  ): Promise<{ hospitalId: number | null; hospitalName: string }> {
    if (input.hospital_id > 0) {
      const hospital = await this.repository.findListedHospital(input.hospital_id);
      if (!hospital) throw new AppError('VALIDATION_FAILED', CERTIFICATION_REFUSALS.hospital);
      return { hospitalId: hospital.id, hospitalName: hospital.name };
    }
    const typed = input.hospital_name?.trim();
    if (!typed) throw new AppError('VALIDATION_FAILED', CERTIFICATION_REFUSALS.hospitalName);
    return { hospitalId: null, hospitalName: typed };
  }

  private async presentForOwner(row: CertificationSubmissionRow) {
    return this.presentSubmission(row, await this.uploads.findByIds(row.photoIds), 'owner');
  }

  private presentSubmission(
    row: CertificationSubmissionRow,
    photos: UploadRow[],
    audience: UploadAudience,
  ): NonNullable<CertificationInfo['submission']> {
    return {
      id: row.id,
      name: row.name,
      hospital_id: row.hospitalId,
      hospital_name: row.hospitalName,
      department: row.department,
      title: row.title,
      licence_number: row.licenceNumber,
      photos: photos.map((photo) => presentUpload(photo, audience)),
      reject_reason: row.rejectReason,
      submitted_at: row.createdAt.toISOString(),
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
    };
  }
}

function statusOf(row: CertificationSubmissionRow): DecidedStatus | 'pending' {
  return row.status === 'approved' || row.status === 'rejected' ? row.status : 'pending';
}

function presentListItem({ submission, reviewerName }: SubmissionWithReviewer): AdminCertificationListItem {
  return {
    id: submission.id,
    user_id: submission.userId,
    status: statusOf(submission),
    name: submission.name,
    hospital_name: submission.hospitalName,
    department: submission.department,
    title: submission.title,
    licence_number: submission.licenceNumber,
    reject_reason: submission.rejectReason,
    reviewed_by: reviewerName,
    reviewed_at: submission.reviewedAt?.toISOString() ?? null,
    submitted_at: submission.createdAt.toISOString(),
  };
}
