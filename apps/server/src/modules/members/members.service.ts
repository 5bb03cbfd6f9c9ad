import {
  type CodePurposeValue,
  formatErrorMessage,
  HOSPITAL_OTHER_ID,
  hospitalChoiceMessage,
  type MemberRegisterInput,
  type MemberUpdateInput,
  type Region,
  type StaffRegisterInput,
  type StaffUpdateInput,
  type UserInfo,
  validationMessage,
} from '@ia/shared';
import type { HospitalRow, UserRow } from '../../db/schema';
import { uniqueViolation } from '../../db/sql-helpers';
import { AppError, appError } from '../../lib/app-error';
import { presentUserInfo } from './members.presenter';
import type { MembersRepository, ProfileValues } from './members.repository';

/** Checks (and uses up) a verification code; VerificationCodesService in production. */
export interface CodeVerifier {
  verify(input: {
    channel: 'sms' | 'mail';
    target: string;
    purpose: CodePurposeValue;
    code: string;
  }): Promise<void>;
}

/** The region list (RegionsService). */
export interface RegionLookup {
  list(parent?: string): Promise<Region[]>;
}

/** Listed hospitals (HospitalsService). */
export interface HospitalLookup {
  findListed(id: number): Promise<HospitalRow | undefined>;
}

/** The repository's queries (an in-memory fake in unit tests). */
export type MembersStore = Pick<MembersRepository, keyof MembersRepository>;

/** The caller: the user of the session and the openid it signed in with. */
export interface MemberViewer {
  user: UserRow;
  openid: string;
}

export const ALREADY_REGISTERED_MESSAGE = formatErrorMessage('ALREADY_REGISTERED');
export const MOBILE_TAKEN_MESSAGE = formatErrorMessage('MOBILE_TAKEN');
export const EMAIL_TAKEN_MESSAGE = formatErrorMessage('EMAIL_TAKEN');
export const CITY_NOT_IN_PROVINCE_MESSAGE = '所选城市不属于所选省份';
export const HOSPITAL_UNLISTED_MESSAGE = '所选医院不存在或已停用，请重新选择';
export const HOSPITAL_STILL_INVALID_MESSAGE = '您的医院信息无效，请填写真实完整的医院名称后重新提交';

const codeRequiredMessage = () => validationMessage('required', { label: '验证码' });

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { issues: [{ field: `body.${field}`, message }] });
}

function isRegistered(user: UserRow): boolean {
  return user.registeredAt !== null && user.kind !== null;
}

const distinct = (values: readonly string[]): string[] => [...new Set(values)];

/** Mailboxes are compared and stored lower-cased, as the verification codes keep them. */
const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Registration and profile of members (doctors, technicians, nurses) and sales-rep staff.
 * Field formats are checked at the edge by the shared zod schemas; this service holds the rules
 * that need data: regions, hospitals, verification codes and uniqueness.
 */
export class MembersService {
  constructor(
    private readonly repository: MembersStore,
    private readonly regions: RegionLookup,
    private readonly hospitals: HospitalLookup,
    private readonly codes: CodeVerifier,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * POST /member/member-register. Form checks that cost nothing come first; the SMS code is then
   * verified (and used up) before the mobile's uniqueness is looked at, so without a valid code
   * the endpoint cannot tell anyone whether a number is registered.
   */
  async registerMember(viewer: MemberViewer, input: MemberRegisterInput): Promise<UserInfo> {
    if (isRegistered(viewer.user)) throw appError('ALREADY_REGISTERED');
    const profile = await this.memberProfile(input);
    await this.codes.verify({ channel: 'sms', target: input.mobile, purpose: 'register', code: input.code });
    if (await this.repository.mobileTakenByOther(input.mobile, viewer.user.id)) {
      throw appError('MOBILE_TAKEN');
    }
    const now = this.now();
    const user = await this.writeUnique(() =>
      this.repository.registerOnce(
        viewer.user.id,
        { ...profile, kind: 'member', registeredAt: now, reconfirmedAt: now },
        now,
      ),
    );
    if (!user) throw appError('ALREADY_REGISTERED');
    return this.userInfo({ ...viewer, user });
  }

  /** POST /member/staff-register: the company mailbox is proven with a mail code. */
  async registerStaff(viewer: MemberViewer, input: StaffRegisterInput): Promise<UserInfo> {
    if (isRegistered(viewer.user)) throw appError('ALREADY_REGISTERED');
    const email = normaliseEmail(input.email);
    await this.codes.verify({ channel: 'mail', target: email, purpose: 'register', code: input.code });
    await this.assertContactsFree(viewer.user.id, { mobile: input.mobile, email });
    const now = this.now();
    const user = await this.writeUnique(() =>
      this.repository.registerOnce(
        viewer.user.id,
        {
          kind: 'staff',
          name: input.name,
          mobile: input.mobile,
          email,
          registeredAt: now,
          reconfirmedAt: now,
        },
        now,
      ),
    );
    if (!user) throw appError('ALREADY_REGISTERED');
    return this.userInfo({ ...viewer, user });
  }

  /**
   * PUT /member/member-update: profile edit, confirmation of an imported user (/importregister)
   * and the fix of a hospital an operator marked invalid (/hospitallose). A changed mobile needs
   * an SMS code sent to the new number.
   */
  async updateMember(viewer: MemberViewer, input: MemberUpdateInput): Promise<UserInfo> {
    const current = viewer.user;
    if (current.kind !== 'member') throw appError('STAFF_USE_STAFF_PROFILE');
    const profile = await this.memberProfile(input);
    if (current.hospitalInvalidAt && sameHospital(current, profile)) {
      throw invalid('hospital_name', HOSPITAL_STILL_INVALID_MESSAGE);
    }
    if (input.mobile !== current.mobile) {
      if (!input.code) throw invalid('code', codeRequiredMessage());
      await this.codes.verify({ channel: 'sms', target: input.mobile, purpose: 'update', code: input.code });
      await this.assertContactsFree(current.id, { mobile: input.mobile });
    }
    const now = this.now();
    const user = await this.writeUnique(() =>
      this.repository.updateProfile(
        current.id,
        { ...profile, reconfirmedAt: now, hospitalInvalidAt: null },
        now,
      ),
    );
    return this.userInfo({ ...viewer, user });
  }

  /** PUT /member/staff-update: a changed mailbox needs a mail code sent to the new one. */
  async updateStaff(viewer: MemberViewer, input: StaffUpdateInput): Promise<UserInfo> {
    const current = viewer.user;
    if (current.kind !== 'staff') throw new AppError('FORBIDDEN');
    const email = normaliseEmail(input.email);
    if (email !== current.email) {
      if (!input.code) throw invalid('code', codeRequiredMessage());
      await this.codes.verify({ channel: 'mail', target: email, purpose: 'update', code: input.code });
    }
    await this.assertContactsFree(current.id, {
      mobile: input.mobile === current.mobile ? undefined : input.mobile,
      email: email === current.email ? undefined : email,
    });
    const now = this.now();
    const user = await this.writeUnique(() =>
      this.repository.updateProfile(
        current.id,
        { name: input.name, mobile: input.mobile, email, reconfirmedAt: now },
        now,
      ),
    );
    return this.userInfo({ ...viewer, user });
  }

  /** GET /member/me. */
  me(viewer: MemberViewer): Promise<UserInfo> {
    return this.userInfo(viewer);
  }

  /** GET /api/wap/empty-user: passes for a registered user, NOT_REGISTERED otherwise. */
  assertRegistered(user: UserRow): void {
    if (!isRegistered(user)) throw new AppError('NOT_REGISTERED');
  }

  private async userInfo({ user, openid }: MemberViewer): Promise<UserInfo> {
    const [{ unionid, latestCertification, points }, veevaRep] = await Promise.all([
      this.repository.summary(user.id, openid),
      user.veevaStaffId !== null ? this.repository.findById(user.veevaStaffId) : undefined,
    ]);
    return presentUserInfo(user, { openid, unionid, latestCertification, veevaRep, points, now: this.now() });
  }

  /** The member profile columns of a validated form, after the checks that need data. */
  private async memberProfile(input: MemberRegisterInput | MemberUpdateInput): Promise<ProfileValues> {
    await this.assertCityInProvince(input.province, input.city);
    const hospital = await this.resolveHospital(input.hospital_id, input.hospital_name);
    return {
      name: input.name,
      mobile: input.mobile,
      provinceCode: input.province,
      cityCode: input.city,
      ...hospital,
      department: input.department,
      title: input.title,
      position: input.position,
      skillAreas: distinct(input.skill_areas),
      interestingTopics: distinct(input.interesting_topics),
      interestingSystems: distinct(input.interesting_systems),
      workUpgrades: distinct(input.work_upgrades),
    };
  }

  private async assertCityInProvince(province: string, city: string): Promise<void> {
    const provinces = await this.regions.list();
    if (!provinces.some((region) => region.AREACODE === province)) {
      throw invalid('province', validationMessage('select', { label: '省份' }));
    }
    const cities = await this.regions.list(province);
    if (!cities.some((region) => region.AREACODE === city))
      throw invalid('city', CITY_NOT_IN_PROVINCE_MESSAGE);
  }

  /** A listed hospital is stored with its id and current name; 'other' with the typed name only. */
  private async resolveHospital(
    hospitalId: number,
    hospitalName: string | undefined,
  ): Promise<{ hospitalId: number | null; hospitalName: string }> {
    if (hospitalId === HOSPITAL_OTHER_ID) {
      const message = hospitalChoiceMessage({ hospital_id: hospitalId, hospital_name: hospitalName });
      if (message !== null) throw invalid('hospital_name', message);
      return { hospitalId: null, hospitalName: (hospitalName ?? '').trim() };
    }
    const hospital = await this.hospitals.findListed(hospitalId);
    if (!hospital) throw invalid('hospital_id', HOSPITAL_UNLISTED_MESSAGE);
    return { hospitalId: hospital.id, hospitalName: hospital.name };
  }

  private async assertContactsFree(
    userId: number,
    contacts: { mobile?: string | undefined; email?: string | undefined },
  ): Promise<void> {
    if (contacts.mobile && (await this.repository.mobileTakenByOther(contacts.mobile, userId))) {
      throw appError('MOBILE_TAKEN');
    }
    if (contacts.email && (await this.repository.emailTakenByOther(contacts.email, userId))) {
      throw appError('EMAIL_TAKEN');
    }
  }

  /** A write that may lose a race on the unique mobile or mailbox: answered as the conflict it is. */
  private async writeUnique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const index = uniqueViolation(error);
      if (index === 'users_mobile_uq') throw appError('MOBILE_TAKEN');
      if (index === 'users_email_uq') throw appError('EMAIL_TAKEN');
      throw error;
    }
  }
}

/** Whether a resubmitted hospital is the one an operator marked invalid. */
function sameHospital(user: UserRow, profile: ProfileValues): boolean {
  if (user.hospitalId !== null || profile.hospitalId != null) return user.hospitalId === profile.hospitalId;
  return (user.hospitalName ?? '').trim() === (profile.hospitalName ?? '').trim();
}
