import {
  OPERATOR_PASSWORD_MIN_LENGTH,
  type Operator,
  type OperatorRoleValue,
  type PagingQuery,
  pageOffset,
} from '@ia/shared';
import { AppError, appError } from '../../lib/app-error';
import { type RequestContext, storedRequestContext } from '../../lib/request-context';
import { hashToken, newToken } from '../../lib/tokens';
import type { AdminAuthRepository, SignInSource } from './admin-auth.repository';
import type { AuditLogRow, OperatorRow } from './admin-auth.table';
import { redact, storableText } from './audit-detail';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password';
import { attemptsLeft, minutesUntil, pauseMinutesAfter, SIGN_IN_THROTTLE } from './sign-in-throttle';

export const OPERATOR_SESSION_HOURS = 12;

export interface AuditEntry {
  operator: Pick<OperatorRow, 'id' | 'displayName'> | null;
  action: string;
  method: string;
  path: string;
  statusCode: number;
  target?: string | null;
  /** The request body or any value; stored redacted, cut and made storable (see audit-detail.ts). */
  detail?: unknown;
  ip?: string | null;
}

/** Operator sign-in with per-source throttling, operator sessions, and the audit log. */
export class AdminAuthService {
  constructor(
    private readonly repository: AdminAuthRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async createOperator(input: {
    username: string;
    password: string;
    displayName?: string;
    role: OperatorRoleValue;
  }): Promise<Operator> {
    if (input.password.length < OPERATOR_PASSWORD_MIN_LENGTH) {
      throw appError('OPERATOR_PASSWORD_TOO_SHORT', { min: OPERATOR_PASSWORD_MIN_LENGTH });
    }
    if (await this.repository.findByUsername(input.username)) {
      throw appError('OPERATOR_USERNAME_TAKEN', { username: input.username });
    }
    const row = await this.repository.insertOperator({
      username: input.username,
      displayName: input.displayName ?? input.username,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    });
    return presentOperator(row);
  }

  /**
   * Checks a password. A source (username + client IP) that keeps failing pauses, longer each
   * time; the account is never locked, so the right password from elsewhere still signs in.
   */
  async login(
    username: string,
    password: string,
    context: RequestContext,
  ): Promise<{ operator: Operator; token: string }> {
    const now = this.now();
    const source: SignInSource = {
      username: storableText(username, 64),
      ip: storableText(context.ip ?? 'unknown', 64),
    };
    const throttle = await this.repository.findThrottle(source);
    if (throttle?.blockedUntil && throttle.blockedUntil > now) {
      throw throttled(minutesUntil(throttle.blockedUntil, now));
    }
    const found = await this.repository.findByUsername(source.username);
    const operator = found && !found.disabledAt ? found : null;
    // An unknown or disabled name costs a hash check too, so timing does not tell names apart.
    const valid = await verifyPassword(password, operator?.passwordHash ?? (await decoyPasswordHash()));
    if (!operator || !valid) {
      const forgetBefore = new Date(now.getTime() - SIGN_IN_THROTTLE.forgetAfterHours * 3_600_000);
      const failures = await this.repository.countFailure(source, now, forgetBefore);
      const pause = pauseMinutesAfter(failures);
      if (pause !== null) {
        await this.repository.blockSource(source, new Date(now.getTime() + pause * 60_000));
        throw throttled(pause);
      }
      if (!operator) throw new AppError('INVALID_CREDENTIALS');
      throw appError('OPERATOR_WRONG_PASSWORD', { attempts: attemptsLeft(failures) });
    }
    if (throttle) await this.repository.forgetSource(source);
    await this.repository.updateOperator(operator.id, { lastLoginAt: now });
    const token = newToken();
    await this.repository.insertSession({
      tokenHash: hashToken(token),
      operatorId: operator.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OPERATOR_SESSION_HOURS * 3_600_000),
      ...storedRequestContext(context),
    });
    return { operator: presentOperator({ ...operator, lastLoginAt: now }), token };
  }

  async resolve(token: string): Promise<OperatorRow | null> {
    if (!token || token.length > 200) return null;
    return (await this.repository.findLiveSession(hashToken(token), this.now())) ?? null;
  }

  async logout(token: string): Promise<void> {
    await this.repository.revokeSession(hashToken(token), this.now());
  }

  /**
   * Writes an audit row; every value is made storable first (no U+0000, no lone surrogate, within
   * the column sizes), so only a database failure can make it throw.
   */
  async record(entry: AuditEntry): Promise<void> {
    const text = (value: string | null | undefined, max: number) =>
      value === null || value === undefined ? null : storableText(value, max - 1);
    await this.repository.insertAudit({
      operatorId: entry.operator?.id ?? null,
      operatorName: text(entry.operator?.displayName, 100),
      action: storableText(entry.action, 99),
      method: storableText(entry.method, 9),
      path: storableText(entry.path, 2000),
      statusCode: entry.statusCode,
      target: text(entry.target, 200),
      detail: redact(entry.detail),
      ip: text(entry.ip, 64),
      createdAt: this.now(),
    });
  }

  async listAudit(query: PagingQuery & { operatorId?: number | undefined; action?: string | undefined }) {
    const { total, rows } = await this.repository.listAudit({
      offset: pageOffset(query),
      limit: query.pageSize,
      operatorId: query.operatorId,
      action: query.action,
    });
    return { total, data: rows.map(presentAuditEntry) };
  }
}

/** The refusal of a paused sign-in source: 429 with the minutes left. */
function throttled(minutes: number): AppError {
  return appError('OPERATOR_SIGN_IN_THROTTLED', { minutes }, { minutes });
}

export function presentOperator(row: OperatorRow): Operator {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role as Operator['role'],
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

function presentAuditEntry(row: AuditLogRow) {
  return {
    id: row.id,
    operatorId: row.operatorId,
    operatorName: row.operatorName,
    action: row.action,
    method: row.method,
    path: row.path,
    statusCode: row.statusCode,
    target: row.target,
    detail: row.detail ?? null,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}
