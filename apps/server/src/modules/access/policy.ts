import { type AccessLevelValue, type ErrorCodeName, FREE_TRIAL_DAYS, type ViewerRoleValue } from '@ia/shared';
import type { UserRow } from '../../db/schema';

const DAY_MS = 86_400_000;

type PolicyUser = Pick<UserRow, 'kind' | 'registeredAt' | 'consentedAt' | 'certifiedAt' | 'status'>;

/** The free trial: 30 days from registration; `daysLeft` counts started days, ≤ 0 once over. */
export function trialState(
  user: PolicyUser,
  now: Date,
): { endsAt: Date | null; daysLeft: number; expired: boolean } {
  if (!user.registeredAt) return { endsAt: null, daysLeft: FREE_TRIAL_DAYS, expired: false };
  const endsAt = new Date(user.registeredAt.getTime() + FREE_TRIAL_DAYS * DAY_MS);
  const daysLeft = Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS);
  const unlimited = user.kind === 'staff' || user.certifiedAt !== null;
  return { endsAt, daysLeft, expired: !unlimited && now >= endsAt };
}

/** The one role that best describes a viewer (spec §6); null user means a visitor. */
export function viewerRole(user: PolicyUser | null, now: Date): ViewerRoleValue {
  if (!user) return 'visitor';
  if (!user.registeredAt || !user.kind) return 'wechat';
  if (user.kind === 'staff') return 'staff';
  if (!user.consentedAt) return 'registered';
  if (user.certifiedAt) return 'certified';
  return trialState(user, now).expired ? 'trial_expired' : 'trial';
}

/**
 * The single access decision of the mobile API: null when `user` may call a route of `level`,
 * otherwise the catalogue error that tells the app which prompt to show.
 */
export function accessDenial(
  level: AccessLevelValue,
  user: PolicyUser | null,
  now: Date,
): ErrorCodeName | null {
  if (level === 'public') return null;
  if (!user) return 'UNAUTHENTICATED';
  if (user.status !== 1) return 'FORBIDDEN';
  if (level === 'wechat') return null;
  if (!user.registeredAt || !user.kind) return 'NOT_REGISTERED';
  if (level === 'registered') return null;
  if (level === 'staff') return user.kind === 'staff' ? null : 'FORBIDDEN';
  if (!user.consentedAt) return 'CONSENT_REQUIRED';
  if (level === 'consented') return null;
  const privileged = user.kind === 'staff' || user.certifiedAt !== null;
  if (level === 'certified') return privileged ? null : 'NOT_CERTIFIED';
  // level === 'learning'
  return trialState(user, now).expired ? 'TRIAL_EXPIRED' : null;
}
