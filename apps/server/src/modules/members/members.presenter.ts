import {
  CertificationStatus,
  type CertificationStatusValue,
  HOSPITAL_OTHER_ID,
  type UserInfo,
} from '@ia/shared';
import type { UserRow } from '../../db/schema';
import { trialState } from '../access';

/** What the user info needs beyond the user's own row. */
export interface UserInfoContext {
  openid: string;
  unionid: string | null;
  /** Status of the latest certification submission, when there is one. */
  latestCertification: string | undefined;
  /** The linked sales rep (veeva link), when there is one. */
  veevaRep: Pick<UserRow, 'name' | 'nickname' | 'mobile'> | undefined;
  /** The user's points (ledger sum); 0 when not given. */
  points?: number;
  now: Date;
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** projectAuthStatus: approval is permanent, otherwise the latest submission decides. */
export function certificationStatus(
  certifiedAt: Date | null,
  latestSubmission: string | undefined,
): CertificationStatusValue {
  if (certifiedAt) return 'approved';
  return CertificationStatus.find((status) => status === latestSubmission) ?? 'none';
}

/** The user info of GET /member/me: the row mapped field by field, never sent as it is. */
export function presentUserInfo(user: UserRow, context: UserInfoContext): UserInfo {
  const trial = trialState(user, context.now);
  const rep = user.veevaStaffId !== null ? context.veevaRep : undefined;
  return {
    id: user.id,
    openid: context.openid,
    unionid: context.unionid,
    kind: user.kind === 'member' || user.kind === 'staff' ? user.kind : null,
    registered: user.registeredAt !== null && user.kind !== null,
    name: user.name,
    mobile: user.mobile,
    email: user.email,
    province: user.provinceCode,
    city: user.cityCode,
    // 'other' is stored as a typed name without an id; the app's picker knows it as 0.
    hospital_id: user.hospitalId ?? (user.hospitalName ? HOSPITAL_OTHER_ID : null),
    hospital_name: user.hospitalName,
    department: user.department,
    title: user.title,
    position: user.position,
    skill_areas: user.skillAreas,
    interesting_topics: user.interestingTopics,
    interesting_systems: user.interestingSystems,
    work_upgrades: user.workUpgrades,
    all_active: flag(user.consentedAt !== null),
    reconfirmation: flag(!(user.importedAt !== null && user.reconfirmedAt === null)),
    re_perfect_type: flag(user.hospitalInvalidAt !== null),
    veeva: flag(user.veevaStaffId !== null),
    projectAuthStatus: certificationStatus(user.certifiedAt, context.latestCertification),
    certified: user.certifiedAt !== null,
    trial: {
      days_left: trial.daysLeft,
      ends_at: trial.endsAt?.toISOString() ?? null,
      expired: trial.expired,
    },
    // The rep's own contact card for the doctor they look after; the QR code comes with the rep profile later.
    callUs: rep ? { name: rep.name ?? rep.nickname ?? '', qrcode: null, mobile: rep.mobile } : null,
    integralInfo: { points: context.points ?? 0 },
    registered_at: user.registeredAt?.toISOString() ?? null,
  };
}
