import {
  OPERATOR_LOCKOUT,
  OPERATOR_PASSWORD_MIN_LENGTH,
  type Operator,
  type OperatorRoleValue,
  type PagingQuery,
  pageOffset,
} from '@ia/shared';
import { AppError, appError } from '../../lib/app-error';
import { type RequestContext, storedRequestContext } from '../../lib/request-context';
import { hashToken, newToken } from '../../lib/tokens';
import type { AdminAuthRepository } from './admin-auth.repository';
import type { AuditLogRow, OperatorRow } from './admin-auth.table';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password';

export const OPERATOR_SESSION_HOURS = 12;

export interface AuditEntry {
  operator: Pick<OperatorRow, 'id' | 'displayName'> | null;
  action: string;
  method: string;
  path: string;
  statusCode: number;
  target?: string | null;
  detail?: Record<string, unknown> | null;
  ip?: string | null;
}

/** Operator sign-in with lockout, operator sessions, and the audit log. */
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

  /** Checks a password; locks the account after repeated failures. */
  async login(
    username: string,
    password: string,
    context: RequestContext,
  ): Promise<{ operator: Operator; token: string }> {
    const operator = await this.repository.findByUsername(username);
    const now = this.now();
    if (!operator || operator.disabledAt) {
      await verifyPassword(password, await decoyPasswordHash());
      throw new AppError('INVALID_CREDENTIALS');
    }
    if (operator.lockedUntil && operator.lockedUntil > now) {
      const minutes = Math.ceil((operator.lockedUntil.getTime() - now.getTime()) / 60_000);
      throw appError('OPERATOR_LOCKED', { minutes }, { minutes });
    }
    if (!(await verifyPassword(password, operator.passwordHash))) {
      const failures = operator.failedAttempts + 1;
      const locks = failures >= OPERATOR_LOCKOUT.maxFailures;
      await this.repository.updateOperator(operator.id, {
        failedAttempts: locks ? 0 : failures,
        lockedUntil: locks
          ? new Date(now.getTime() + OPERATOR_LOCKOUT.lockMinutes * 60_000)
          : operator.lockedUntil,
      });
      if (locks) {
        throw appError(
          'OPERATOR_LOCKED_NOW',
          { minutes: OPERATOR_LOCKOUT.lockMinutes },
          {
            minutes: OPERATOR_LOCKOUT.lockMinutes,
          },
        );
      }
      throw appError('OPERATOR_WRONG_PASSWORD', { attempts: OPERATOR_LOCKOUT.maxFailures - failures });
    }
    await this.repository.updateOperator(operator.id, {
      failedAttempts: 0,
      lockedUntil: null,
      lastLoginAt: now,
    });
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

  async record(entry: AuditEntry): Promise<void> {
    await this.repository.insertAudit({
      operatorId: entry.operator?.id ?? null,
      operatorName: entry.operator?.displayName ?? null,
      action: entry.action,
      method: entry.method,
      path: entry.path.slice(0, 2000),
      statusCode: entry.statusCode,
      target: entry.target ?? null,
      detail: entry.detail ?? null,
      ip: entry.ip ?? null,
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
