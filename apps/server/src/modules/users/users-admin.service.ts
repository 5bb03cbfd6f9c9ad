import {
  type AdminUser,
  type CertificationStatusValue,
  maskPhone,
  type Page,
  type PagingQuery,
  pageOffset,
} from '@ia/shared';
import { isUniqueViolation } from '../../db/sql-helpers';
import { appError } from '../../lib/app-error';
import { trialState } from '../access';
import type { RegionsService } from '../regions';
import {
  type ImportedProfile,
  type ImportRecord,
  parseImportCsv,
  type RegionLookup,
  validateImportRecord,
} from './user-import';
import type { UserRow } from './users.table';
import type {
  AdminUserFilter,
  AdminUserRecord,
  AdminUsersRepository,
  ImportIdentity,
  ImportWrite,
  UserProfileValues,
} from './users-admin.repository';

export interface UserImportResult {
  created: number;
  updated: number;
  errors: { line: number; message: string }[];
}

/** Import rows written per transaction. */
const IMPORT_WRITE_BATCH = 500;

interface ImportContext {
  identities: Map<string, ImportIdentity>;
  mobileHolders: Map<string, number>;
  hospitals: { id: number; name: string; provinceCode: string }[];
  now: Date;
}

/** The console's user management: list, detail, veeva link, invalid hospital, CSV import. */
export class AdminUsersService {
  constructor(
    private readonly repository: AdminUsersRepository,
    private readonly regions: RegionsService,
    private readonly appId: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(query: PagingQuery & AdminUserFilter): Promise<Page<AdminUser>> {
    const { total, rows } = await this.repository.list(query, {
      limit: query.pageSize,
      offset: pageOffset(query),
    });
    const now = this.now();
    return { total, data: rows.map((row) => presentAdminUser(row, now)) };
  }

  async get(id: number): Promise<AdminUser> {
    const record = await this.repository.findRecord(id);
    if (!record) throw appError('USER_NOT_FOUND');
    return presentAdminUser(record, this.now());
  }

  /**
   * Links a certified member to a sales-rep (staff) user, the veeva link of spec §6; null unlinks.
   * Only certified members qualify: the link puts the rep's contact card in front of the user.
   */
  async linkVeeva(id: number, staffUserId: number | null): Promise<AdminUser> {
    const user = await this.repository.findById(id);
    if (!user) throw appError('USER_NOT_FOUND');
    if (staffUserId !== null) {
      if (user.kind !== 'member' || user.certifiedAt === null) {
        throw appError('REPRESENTATIVE_NEEDS_CERTIFIED_USER');
      }
      const staff = await this.repository.findById(staffUserId);
      if (staff?.kind !== 'staff' || staff.registeredAt === null) {
        throw appError('REPRESENTATIVE_MUST_BE_STAFF');
      }
    }
    await this.repository.update(id, { veevaStaffId: staffUserId, updatedAt: this.now() });
    return this.get(id);
  }

  /**
   * Marks a member's hospital invalid (re_perfect_type = 1): the app then sends the user to
   * /hospitallose, and member-update clears the mark when the user fixes the hospital.
   */
  async markHospitalInvalid(id: number): Promise<AdminUser> {
    const user = await this.repository.findById(id);
    if (!user) throw appError('USER_NOT_FOUND');
    if (user.kind !== 'member' || user.registeredAt === null) {
      throw appError('HOSPITAL_FLAG_NEEDS_MEMBER');
    }
    if (user.hospitalInvalidAt === null) {
      const now = this.now();
      await this.repository.update(id, { hospitalInvalidAt: now, updatedAt: now });
    }
    return this.get(id);
  }

  /**
   * Imports members from CSV. Every row is checked first (shared field rules, duplicates in the
   * file, clashes with stored users); a bad row is reported by line and stores nothing, while the
   * good rows of the same file are kept. Good rows are written in transactions of
   * IMPORT_WRITE_BATCH rows; should one fail (a concurrent writer took an openid or a mobile), its
   * rows are retried one by one so only the clashing row is refused. Importing the same file again
   * is safe: known openids are updated, not duplicated.
   */
  async importCsv(csv: string): Promise<UserImportResult> {
    const records = parseImportCsv(csv);
    const regions = await this.regionLookup(records);
    const errors: UserImportResult['errors'] = [];
    const fail = (line: number, message: string) => errors.push({ line, message });

    const firstLineOf = { openid: new Map<string, number>(), mobile: new Map<string, number>() };
    const profiles: ImportedProfile[] = [];
    for (const record of records) {
      const checked = validateImportRecord(record, regions);
      if ('error' in checked) {
        fail(record.line, checked.error);
        continue;
      }
      const { profile } = checked;
      const sameOpenid = firstLineOf.openid.get(profile.openid);
      const sameMobile = profile.mobile ? firstLineOf.mobile.get(profile.mobile) : undefined;
      if (sameOpenid !== undefined) {
        fail(profile.line, `openid 与第 ${sameOpenid} 行重复`);
        continue;
      }
      if (sameMobile !== undefined) {
        fail(profile.line, `手机号与第 ${sameMobile} 行重复`);
        continue;
      }
      firstLineOf.openid.set(profile.openid, profile.line);
      if (profile.mobile) firstLineOf.mobile.set(profile.mobile, profile.line);
      profiles.push(profile);
    }

    const context = await this.importContext(profiles);
    const writes: ImportWrite[] = [];
    for (const profile of profiles) {
      const planned = this.planImport(profile, context);
      if ('error' in planned) fail(profile.line, planned.error);
      else writes.push(planned);
    }

    for (let start = 0; start < writes.length; start += IMPORT_WRITE_BATCH) {
      const batch = writes.slice(start, start + IMPORT_WRITE_BATCH);
      try {
        await this.repository.writeImport(batch);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        for (const write of batch) {
          try {
            await this.repository.writeImport([write]);
          } catch (rowErr) {
            if (!isUniqueViolation(rowErr)) throw rowErr;
            fail(write.line, 'openid 或手机号已被其他用户使用，请重新导入该行');
          }
        }
      }
    }

    const failed = new Set(errors.map((error) => error.line));
    const stored = writes.filter((write) => !failed.has(write.line));
    return {
      created: stored.filter((write) => write.kind === 'create').length,
      updated: stored.filter((write) => write.kind === 'update').length,
      errors: errors.sort((a, b) => a.line - b.line),
    };
  }

  /** What the stored data says about the rows' openids, mobiles and hospitals, read in bulk. */
  private async importContext(profiles: ImportedProfile[]): Promise<ImportContext> {
    const [identities, holders, listedHospitals] = await Promise.all([
      this.repository.identitiesByOpenid(
        this.appId,
        profiles.map((profile) => profile.openid),
      ),
      this.repository.holdersOfMobiles(
        profiles.flatMap((profile) => (profile.mobile ? [profile.mobile] : [])),
      ),
      this.repository.hospitalsNamed([
        ...new Set(profiles.flatMap((profile) => (profile.hospitalName ? [profile.hospitalName] : []))),
      ]),
    ]);
    return {
      identities: new Map(identities.map((identity) => [identity.openid, identity])),
      mobileHolders: new Map(holders.map((holder) => [holder.mobile, holder.id])),
      hospitals: listedHospitals,
      now: this.now(),
    };
  }

  private planImport(profile: ImportedProfile, context: ImportContext): ImportWrite | { error: string } {
    const existing = context.identities.get(profile.openid);
    if (existing?.user.kind === 'staff') return { error: '该 openid 属于员工用户，不能导入为会员' };
    if (existing && profile.unionid && existing.unionid && existing.unionid !== profile.unionid) {
      return { error: 'unionid 与已有记录不一致' };
    }
    const holder = profile.mobile ? context.mobileHolders.get(profile.mobile) : undefined;
    if (holder !== undefined && holder !== existing?.user.id) return { error: '手机号已被其他用户使用' };

    const { now } = context;
    const values: UserProfileValues = { ...profileValues(profile, context.hospitals), updatedAt: now };
    // A new user, or one known only from WeChat, becomes an imported member who must confirm the
    // details (/importregister). A user who registered already keeps that state; only the profile changes.
    if (!existing || existing.user.registeredAt === null || existing.user.kind === null) {
      Object.assign(values, { kind: 'member', registeredAt: now, importedAt: now, reconfirmedAt: null });
    }
    if (!existing) {
      return {
        kind: 'create',
        line: profile.line,
        values,
        identity: { appId: this.appId, openid: profile.openid, unionid: profile.unionid ?? null },
      };
    }
    return {
      kind: 'update',
      line: profile.line,
      userId: existing.user.id,
      values,
      fillUnionid:
        profile.unionid && !existing.unionid
          ? { identityId: existing.identityId, unionid: profile.unionid }
          : null,
    };
  }

  /** The provinces, and the cities of every province the file names. */
  private async regionLookup(records: ImportRecord[]): Promise<RegionLookup> {
    const provinces = new Set((await this.regions.list()).map((region) => region.AREACODE));
    const cities = new Map<string, Set<string>>();
    for (const code of new Set(records.map((record) => record.cells.province))) {
      if (!code || !provinces.has(code)) continue;
      cities.set(code, new Set((await this.regions.list(code)).map((region) => region.AREACODE)));
    }
    return {
      isProvince: (code) => provinces.has(code),
      isCityOf: (province, city) => cities.get(province)?.has(city) ?? false,
    };
  }
}

/** The profile columns a row sets; blank cells leave a known user's values as they are. */
function profileValues(
  profile: ImportedProfile,
  listedHospitals: ImportContext['hospitals'],
): UserProfileValues {
  const values: UserProfileValues = {};
  if (profile.name !== undefined) values.name = profile.name;
  if (profile.mobile !== undefined) values.mobile = profile.mobile;
  if (profile.provinceCode !== undefined) values.provinceCode = profile.provinceCode;
  if (profile.cityCode !== undefined) values.cityCode = profile.cityCode;
  if (profile.department !== undefined) values.department = profile.department;
  if (profile.title !== undefined) values.title = profile.title;
  if (profile.position !== undefined) values.position = profile.position;
  if (profile.hospitalName !== undefined) {
    // A listed hospital of that exact name (in the row's province, when given) is linked; any
    // other name is kept as typed, like the app's 'other'.
    const listed = listedHospitals.find(
      (hospital) =>
        hospital.name === profile.hospitalName &&
        (profile.provinceCode === undefined || hospital.provinceCode === profile.provinceCode),
    );
    values.hospitalName = profile.hospitalName;
    values.hospitalId = listed?.id ?? null;
  }
  return values;
}

/** The console's view of a user (adminUserSchema); contacts masked, flags as the app names them. */
function presentAdminUser(record: AdminUserRecord, now: Date): AdminUser {
  const { user } = record;
  const registered = user.registeredAt !== null && user.kind !== null;
  return {
    id: user.id,
    kind: registered ? (user.kind as 'member' | 'staff') : null,
    name: user.name,
    mobile: user.mobile ? maskPhone(user.mobile) : null,
    email: user.email,
    hospital_name: user.hospitalName,
    department: user.department,
    title: user.title,
    registered_at: user.registeredAt?.toISOString() ?? null,
    certification: record.certification as CertificationStatusValue,
    all_active: user.consentedAt ? 1 : 0,
    reconfirmation: user.importedAt !== null && user.reconfirmedAt === null ? 0 : 1,
    re_perfect_type: user.hospitalInvalidAt ? 1 : 0,
    veeva_staff: user.veevaStaffId === null ? null : { id: user.veevaStaffId, name: record.veevaStaffName },
    trial_days_left: trialDaysLeft(user, now),
  };
}

/** Days of free trial left for a registered, uncertified member; null where no trial applies. */
function trialDaysLeft(user: UserRow, now: Date): number | null {
  if (user.registeredAt === null || user.kind !== 'member' || user.certifiedAt !== null) return null;
  return trialState(user, now).daysLeft;
}
