import {
  type AccountCancelled,
  type AdminPrivacyRequest,
  type AdminPrivacyRequestCreate,
  type AdminPrivacyRequestResolve,
  chinaDay,
  type Page,
  type PagingQuery,
  type PersonalDataExport,
  PRIVACY_REQUEST_DUE_WORKING_DAYS,
  type PrivacyRequestChannelValue,
  type PrivacyRequestKindValue,
  type PrivacyRequestStatusValue,
  pageOffset,
} from '@ia/shared';
import { appError } from '../../lib/app-error';
import type { UserChanges } from '../../lib/user-changes';
import { presentPersonalRecords } from './privacy.presenter';
import type { PrivacyRepository, ReportDeidentifier, RequestWithOperators } from './privacy.repository';
import type { PrivacyRequestRow } from './privacy.table';
import { addWorkingDays, workingDaysLeft } from './working-days';

/** What the privacy feature needs from others (ports, handed over by app.ts). */
export interface PrivacyPorts {
  /** Re-seals a drug-safety report without the reporter's name and contact. */
  deidentifyReport: ReportDeidentifier;
  userChanges: UserChanges;
  /** Deletes the stored files (and their variants) of deleted upload rows: a cancelled member's go with their rows. */
  removeUploadFiles: (storageKeys: readonly string[]) => Promise<void>;
  logger?: { warn(details: Record<string, unknown>, message: string): void } | undefined;
}

/** What the member's other open requests say once their account is cancelled. */
const CANCELLED_WITH_REQUEST = (requestId: number) => `账号已随请求 ${requestId} 注销`;

/** The China day a request received at `receivedAt` must be answered by. */
export function privacyRequestDueOn(receivedAt: Date): string {
  return addWorkingDays(chinaDay(receivedAt), PRIVACY_REQUEST_DUE_WORKING_DAYS);
}

/**
 * Privacy rights (decision 028): the member's copy and cancellation in the app, and the console's
 * queue of requests. A cancellation, from the app or from the console, runs through `cancel`:
 * the one place that erases a member.
 */
export class PrivacyService {
  constructor(
    private readonly repository: PrivacyRepository,
    private readonly ports: PrivacyPorts,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** GET privacy/export: the member's copy; the request is recorded as answered at once. */
  async memberCopy(userId: number): Promise<PersonalDataExport> {
    const copy = await this.personalData(userId);
    const now = this.now();
    await this.repository.insertRequest({
      ...this.newRequest(userId, 'copy', 'app', now),
      status: 'completed',
      resolvedAt: now,
      resolution: '会员在应用内导出',
    });
    return copy;
  }

  /** POST privacy/cancel: the member cancels their own account. */
  async memberCancel(userId: number): Promise<AccountCancelled> {
    if (!(await this.repository.findActiveUser(userId))) throw appError('PRIVACY_MEMBER_NOT_FOUND');
    const request = await this.repository.insertRequest(
      this.newRequest(userId, 'cancellation', 'app', this.now()),
    );
    const cancelledAt = await this.cancel(request, null, '会员在应用内注销');
    return { request_id: request.id, cancelled_at: cancelledAt.toISOString() };
  }

  async list(
    query: PagingQuery & { status?: PrivacyRequestStatusValue | undefined },
  ): Promise<Page<AdminPrivacyRequest>> {
    const today = chinaDay(this.now());
    const { total, rows } = await this.repository.page(
      { status: query.status },
      pageOffset(query),
      query.pageSize,
    );
    return { total, data: rows.map((row) => presentRequest(row, today)) };
  }

  /** A hotline request, entered by an operator for a member of the app. */
  async create(input: AdminPrivacyRequestCreate, operatorId: number): Promise<AdminPrivacyRequest> {
    if (!(await this.repository.findActiveUser(input.user_id))) throw appError('PRIVACY_MEMBER_NOT_FOUND');
    const row = await this.repository.insertRequest({
      ...this.newRequest(input.user_id, input.kind, 'hotline', this.now()),
      note: input.note,
      enteredBy: operatorId,
    });
    return this.detail(row.id);
  }

  /** The copy for a request's member (a hotline copy request, sent on by the operator). */
  async requestCopy(id: number): Promise<PersonalDataExport> {
    const found = await this.repository.find(id);
    if (!found) throw appError('PRIVACY_REQUEST_NOT_FOUND');
    return this.personalData(found.request.userId);
  }

  /**
   * Answers a request. Completing a cancellation carries it out (the same code as the app's);
   * a copy, a correction or a deletion is done on the console's screens first, then recorded here.
   */
  async resolve(
    id: number,
    input: AdminPrivacyRequestResolve,
    operatorId: number,
  ): Promise<AdminPrivacyRequest> {
    const found = await this.repository.find(id);
    if (!found) throw appError('PRIVACY_REQUEST_NOT_FOUND');
    if (found.request.status !== 'open') throw appError('PRIVACY_REQUEST_RESOLVED');
    if (found.request.kind === 'cancellation' && input.outcome === 'completed') {
      if (!(await this.repository.findActiveUser(found.request.userId)))
        throw appError('PRIVACY_MEMBER_NOT_FOUND');
      await this.cancel(found.request, operatorId, input.note);
    } else {
      const now = this.now();
      const resolved = await this.repository.resolve(id, {
        status: input.outcome,
        resolvedBy: operatorId,
        resolvedAt: now,
        resolution: input.note,
        updatedAt: now,
      });
      if (!resolved) throw appError('PRIVACY_REQUEST_RESOLVED');
    }
    return this.detail(id);
  }

  /**
   * Cancels the account of `request`'s member and answers the request, in one transaction; then
   * the session cache forgets them and their files are removed. Answers when it happened.
   */
  private async cancel(
    request: PrivacyRequestRow,
    operatorId: number | null,
    resolution: string,
  ): Promise<Date> {
    const now = this.now();
    const { storageKeys } = await this.ports.userChanges.afterCommit((announcer) =>
      this.repository.erase(request.userId, now, this.ports.deidentifyReport, announcer, async (db) => {
        const answered = await this.repository.resolve(
          request.id,
          { status: 'completed', resolvedBy: operatorId, resolvedAt: now, resolution, updatedAt: now },
          db,
        );
        if (!answered) throw appError('PRIVACY_REQUEST_RESOLVED');
        await this.repository.closeOpenRequestsOf(
          request.userId,
          {
            resolvedBy: operatorId,
            resolvedAt: now,
            resolution: CANCELLED_WITH_REQUEST(request.id),
            updatedAt: now,
          },
          db,
        );
      }),
    );
    await this.removeFiles(storageKeys);
    return now;
  }

  /** Deletes the files of deleted upload rows, with their variants (the uploads feature's port). Best effort: logged. */
  private async removeFiles(storageKeys: readonly string[]): Promise<void> {
    if (storageKeys.length === 0) return;
    try {
      await this.ports.removeUploadFiles(storageKeys);
    } catch (error) {
      this.ports.logger?.warn({ err: error, storageKeys }, 'a cancelled member’s files were not removed');
    }
  }

  private async personalData(userId: number): Promise<PersonalDataExport> {
    const records = await this.repository.personalRecords(userId);
    if (!records) throw appError('PRIVACY_MEMBER_NOT_FOUND');
    return presentPersonalRecords(records, this.now());
  }

  private async detail(id: number): Promise<AdminPrivacyRequest> {
    const found = await this.repository.find(id);
    if (!found) throw appError('PRIVACY_REQUEST_NOT_FOUND');
    return presentRequest(found, chinaDay(this.now()));
  }

  private newRequest(
    userId: number,
    kind: PrivacyRequestKindValue,
    channel: PrivacyRequestChannelValue,
    now: Date,
  ): Omit<
    PrivacyRequestRow,
    'id' | 'note' | 'enteredBy' | 'resolvedBy' | 'resolvedAt' | 'resolution' | 'status'
  > {
    return {
      userId,
      kind,
      channel,
      receivedAt: now,
      dueOn: privacyRequestDueOn(now),
      createdAt: now,
      updatedAt: now,
    };
  }
}

function presentRequest(
  { request, enteredBy, resolvedBy }: RequestWithOperators,
  today: string,
): AdminPrivacyRequest {
  const open = request.status === 'open';
  const daysLeft = open ? workingDaysLeft(today, request.dueOn) : null;
  return {
    id: request.id,
    user_id: request.userId,
    kind: request.kind as PrivacyRequestKindValue,
    channel: request.channel as PrivacyRequestChannelValue,
    status: request.status as PrivacyRequestStatusValue,
    note: request.note,
    received_at: request.receivedAt.toISOString(),
    due_on: request.dueOn,
    days_left: daysLeft,
    overdue: open && today > request.dueOn,
    entered_by: enteredBy,
    resolved_by: resolvedBy,
    resolved_at: request.resolvedAt?.toISOString() ?? null,
    resolution: request.resolution,
  };
}
