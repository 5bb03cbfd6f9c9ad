import { z } from 'zod';
import { pagingQuerySchema } from '../paging';

/** Operator roles of the console. */
export const OperatorRole = ['administrator', 'reviewer', 'content_editor', 'pharmacovigilance'] as const;
export type OperatorRoleValue = (typeof OperatorRole)[number];

export const OPERATOR_PASSWORD_MIN_LENGTH = 10;

export const operatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OperatorRole),
  lastLoginAt: z.string().nullable(),
});
export type Operator = z.infer<typeof operatorSchema>;

/** The longest username and password the console's sign-in takes (the form's maxLength). */
export const OPERATOR_LOGIN_MAX = { username: 64, password: 200 } as const;

export const adminLoginBodySchema = z.object({
  username: z.string().trim().min(1, '请输入用户名').max(OPERATOR_LOGIN_MAX.username),
  password: z.string().min(1, '请输入密码').max(OPERATOR_LOGIN_MAX.password),
});
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  action: z.string(),
  method: z.string(),
  path: z.string(),
  statusCode: z.number().int(),
  target: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogQuerySchema = pagingQuerySchema.extend({
  pageSize: pagingQuerySchema.shape.pageSize.unwrap().default(20),
  operatorId: z.coerce.number().int().optional(),
  action: z.string().max(100).optional(),
});

/** Paths under /api/admin. */
export const ADMIN_PATHS = {
  login: '/auth/login',
  logout: '/auth/logout',
  me: '/auth/me',
  auditLog: '/audit-log',
} as const;

export const ADMIN_SESSION_COOKIE = 'ia_admin';
