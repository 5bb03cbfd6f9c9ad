import { randomBytes } from 'node:crypto';
import {
  type AdminAdverseEventDetail,
  type AdminAdverseEventItem,
  type AdverseEventReceipt,
  type AdverseEventReport,
  type AdverseEventStatusValue,
  formatDate,
  NEXT_ADVERSE_EVENT_STATUS,
  type Page,
  type PagingQuery,
  pageOffset,
  REPORT_DUE_DAYS,
  type SEALED_ADVERSE_EVENT_FIELDS,
  type SeriousnessValue,
} from '@ia/shared';
import { appError } from '../../lib/app-error';
import type { AuditEntry } from '../admin-auth';
import type { AtRestCipher } from '../field-crypto';
import { type DrugSafetyRepository, OPEN_STATUSES } from './drug-safety.repository';
import type { AdverseEventReportRow } from './drug-safety.table';

const DAY_MS = 86_400_000;

/** `day` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days)).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The legal clock: the China day a report is due at the authority, counted from the day it was
 * received — a death at once (the same day), a serious reaction within 15 days, others 30.
 */
export function reportDueOn(seriousness: SeriousnessValue, receivedAt: Date): string {
  return addDays(formatDate(receivedAt), REPORT_DUE_DAYS[seriousness]);
}

type SealedFields = Pick<AdverseEventReport, (typeof SEALED_ADVERSE_EVENT_FIELDS)[number]>;

export type AuditSink = { record(entry: AuditEntry): Promise<void> };

export interface ViewContext {
  operator: AuditEntry['operator'];
  path: string;
  ip: string | null;
}

/**
 * Drug safety: users report suspected adverse reactions; pharmacovigilance officers work them in
 * the console. Personal and health fields are sealed at rest with the report's reference as
 * associated data; every decrypted view is written to the audit log.
 */
export class DrugSafetyService {
  constructor(
    private readonly repository: DrugSafetyRepository,
    private readonly cipher: AtRestCipher,
    private readonly audit: AuditSink,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** POST drug-safety/report. */
  async report(userId: number, input: AdverseEventReport): Promise<AdverseEventReceipt> {
    const now = this.now();
    if (input.onset_date && input.onset_date > formatDate(now)) {
      throw appError('ONSET_DATE_IN_FUTURE');
    }
    const reference = `AE-${formatDate(now).replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`;
    const sealed: SealedFields = {
      reporter_name: input.reporter_name,
      reporter_contact: input.reporter_contact,
      patient_initials: input.patient_initials,
      patient_age: input.patient_age,
      patient_sex: input.patient_sex,
      reaction: input.reaction,
      outcome: input.outcome,
    };
    const row = await this.repository.insert({
      userId,
      reference,
      profession: input.profession,
      productName: input.product_name,
      batchNumber: input.batch_number,
      onsetDate: input.onset_date,
      seriousness: input.seriousness,
      sealed: this.cipher.seal(JSON.stringify(sealed), reference),
      consentAt: now,
      receivedAt: now,
      dueOn: reportDueOn(input.seriousness, now),
      createdAt: now,
      updatedAt: now,
    });
    return { reference: row.reference, received_at: row.receivedAt.toISOString() };
  }

  async list(
    query: PagingQuery & { status?: AdverseEventStatusValue | undefined; overdue?: number | undefined },
  ): Promise<Page<AdminAdverseEventItem>> {
    const today = formatDate(this.now());
    const { total, rows } = await this.repository.page(
      { status: query.status, overdueBefore: query.overdue === 1 ? today : undefined },
      pageOffset(query),
      query.pageSize,
    );
    return { total, data: rows.map((row) => this.presentItem(row, today)) };
  }

  /** The decrypted report; the view is audited (who, when, which report). */
  async detail(id: number, context: ViewContext): Promise<AdminAdverseEventDetail> {
    const found = await this.repository.find(id);
    if (!found) throw appError('DRUG_SAFETY_REPORT_NOT_FOUND');
    const detail = this.presentDetail(found.report, found.handledBy);
    await this.audit.record({
      operator: context.operator,
      action: 'drug_safety.view',
      method: 'GET',
      path: context.path,
      statusCode: 200,
      target: String(id),
      detail: { reference: found.report.reference },
      ip: context.ip,
    });
    return detail;
  }

  /** new → processing → submitted → closed, one step at a time. */
  async moveStatus(
    id: number,
    input: { status: AdverseEventStatusValue; note: string | null },
    operatorId: number,
    context: ViewContext,
  ): Promise<AdminAdverseEventDetail> {
    const found = await this.repository.find(id);
    if (!found) throw appError('DRUG_SAFETY_REPORT_NOT_FOUND');
    const current = found.report.status as AdverseEventStatusValue;
    if (NEXT_ADVERSE_EVENT_STATUS[current] !== input.status) {
      throw appError('DRUG_SAFETY_STATUS_MOVE_REFUSED', { from: current, to: input.status });
    }
    const now = this.now();
    const moved = await this.repository.moveStatus(id, current, {
      status: input.status,
      handledBy: operatorId,
      note: input.note ?? found.report.note,
      updatedAt: now,
      ...(input.status === 'submitted' ? { submittedAt: now } : {}),
      ...(input.status === 'closed' ? { closedAt: now } : {}),
    });
    if (!moved) throw appError('DRUG_SAFETY_REPORT_STATUS_CHANGED');
    return this.detail(id, context);
  }

  /**
   * The sealed fields of a report re-sealed without the reporter's name and contact: what an
   * account cancellation keeps for pharmacovigilance (decision 028). The patient's data, the
   * reaction and the outcome stay.
   */
  withoutReporter(report: { sealed: string; reference: string }): string {
    const sealed = JSON.parse(this.cipher.open(report.sealed, report.reference)) as SealedFields;
    const kept: SealedFields = { ...sealed, reporter_name: '', reporter_contact: '' };
    return this.cipher.seal(JSON.stringify(kept), report.reference);
  }

  private presentItem(row: AdverseEventReportRow, today: string): AdminAdverseEventItem {
    const open = OPEN_STATUSES.includes(row.status);
    const daysLeft = open ? daysBetween(today, row.dueOn) : null;
    return {
      id: row.id,
      reference: row.reference,
      product_name: row.productName,
      seriousness: row.seriousness as SeriousnessValue,
      status: row.status as AdverseEventStatusValue,
      received_at: row.receivedAt.toISOString(),
      due_on: row.dueOn,
      days_left: daysLeft,
      overdue: daysLeft !== null && daysLeft < 0,
    };
  }

  private presentDetail(row: AdverseEventReportRow, handledBy: string | null): AdminAdverseEventDetail {
    let sealed: SealedFields;
    try {
      sealed = JSON.parse(this.cipher.open(row.sealed, row.reference)) as SealedFields;
    } catch {
      throw appError('DRUG_SAFETY_REPORT_UNREADABLE');
    }
    return {
      ...this.presentItem(row, formatDate(this.now())),
      reporter_name: sealed.reporter_name,
      reporter_contact: sealed.reporter_contact,
      profession: row.profession,
      patient_initials: sealed.patient_initials,
      patient_age: sealed.patient_age,
      patient_sex: sealed.patient_sex,
      batch_number: row.batchNumber,
      reaction: sealed.reaction,
      onset_date: row.onsetDate,
      outcome: sealed.outcome,
      consent_at: row.consentAt.toISOString(),
      note: row.note,
      handled_by: handledBy,
      submitted_at: row.submittedAt?.toISOString() ?? null,
      closed_at: row.closedAt?.toISOString() ?? null,
    };
  }
}
