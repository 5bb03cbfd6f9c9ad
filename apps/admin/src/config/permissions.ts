import type { OperatorRoleValue } from '@ia/shared';

/**
 * Actions inside a page that not every role reaching the page may take. Which pages a role
 * sees is `roles` in ./navigation.tsx. Like the menu, this only shapes the screens: the server
 * enforces the same rules on its /api/admin routes.
 */
const PERMISSIONS = {
  /** 通过 / 驳回 on a certification. */
  decideCertification: ['administrator', 'reviewer'],
  /** 关联代表 and unlinking it. */
  linkVeeva: ['administrator', 'reviewer'],
  /** 标记医院无效. */
  markHospitalInvalid: ['administrator', 'reviewer'],
  /** 批量导入 (CSV). */
  importUsers: ['administrator'],
  /** 发布新版本 of a consent document: every user has to sign again. */
  publishConsent: ['administrator'],
} as const satisfies Record<string, readonly OperatorRoleValue[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: OperatorRoleValue, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly OperatorRoleValue[]).includes(role);
}
