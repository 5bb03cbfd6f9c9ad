import type { MemberRegisterInput, Region, StaffRegisterInput } from '@ia/shared';
import { expect } from 'vitest';
import { AppError } from '../../lib/app-error';
import type { HospitalRow } from '../hospitals/hospitals.table';
import type { UserRow } from '../users/users.table';
import type { ProfileValues } from './members.repository';
import type { CodeVerifier, MembersStore } from './members.service';

// Fakes and forms of the MembersService unit tests (members*.service.test.ts).

export const NOW = new Date('2026-06-01T02:00:00.000Z');
export const GOOD_CODE = '123456';

/** Users in memory, with the repository's semantics (register once, unique mobile and mailbox). */
export class FakeStore implements MembersStore {
  users = new Map<number, UserRow>();
  certifications = new Map<number, string>();
  /** Simulates a concurrent request taking the mobile between the check and the write. */
  failNextWriteWith: Error | null = null;

  add(row: UserRow): UserRow {
    this.users.set(row.id, row);
    return row;
  }
  async findById(id: number) {
    return this.users.get(id);
  }
  async mobileTakenByOther(mobile: string, userId: number) {
    return [...this.users.values()].some((u) => u.mobile === mobile && u.id !== userId);
  }
  async emailTakenByOther(email: string, userId: number) {
    return [...this.users.values()].some((u) => u.email === email && u.id !== userId);
  }
  async registerOnce(userId: number, values: ProfileValues, now: Date) {
    const user = this.users.get(userId);
    if (!user || user.registeredAt) return undefined;
    return this.updateProfile(userId, values, now);
  }
  async updateProfile(userId: number, values: ProfileValues, now: Date) {
    if (this.failNextWriteWith) {
      const error = this.failNextWriteWith;
      this.failNextWriteWith = null;
      throw error;
    }
    const user = this.users.get(userId);
    if (!user) throw new Error('no such user');
    const updated = { ...user, ...values, updatedAt: now } as UserRow;
    this.users.set(userId, updated);
    return updated;
  }
  async summary(userId: number) {
    return { unionid: 'union_x', latestCertification: this.certifications.get(userId), points: 0 };
  }
}

export class FakeCodes implements CodeVerifier {
  calls: Parameters<CodeVerifier['verify']>[0][] = [];
  async verify(input: Parameters<CodeVerifier['verify']>[0]) {
    this.calls.push(input);
    if (input.code !== GOOD_CODE) throw new AppError('VALIDATION_FAILED', '验证码错误');
  }
}

const region = (code: string): Region => ({ AREACODE: code, AREANAME: code, ISHOT: 0 });
export const regions = {
  async list(parent?: string) {
    const tree: Record<string, Region[]> = {
      '': [region('11'), region('51')],
      '11': [region('1101')],
      '51': [region('5101'), region('5107')],
    };
    return tree[parent ?? ''] ?? [];
  },
};
const hospitalRow = (id: number, name: string, status = 1): HospitalRow => ({
  id,
  name,
  provinceCode: '11',
  cityCode: '1101',
  grade: '三级甲等',
  status,
  createdAt: NOW,
  updatedAt: NOW,
});
export const hospitals = {
  async findListed(id: number) {
    const rows = [
      hospitalRow(1, '北京协和医院'),
      hospitalRow(2, '已停用医院', 0),
      hospitalRow(3, '四川大学华西医院'),
    ];
    const row = rows.find((h) => h.id === id);
    return row?.status === 1 ? row : undefined;
  },
};

export const memberForm = (overrides: Partial<MemberRegisterInput> = {}): MemberRegisterInput => ({
  name: '张三',
  mobile: '13812345678',
  code: GOOD_CODE,
  province: '11',
  city: '1101',
  hospital_id: 1,
  hospital_name: '用户随便填的名字',
  department: 'radiology',
  title: 'physician',
  position: 'doctor',
  skill_areas: ['ct', 'ct'] as never,
  interesting_topics: [],
  interesting_systems: [],
  work_upgrades: [],
  ...overrides,
});
export const staffForm = (overrides: Partial<StaffRegisterInput> = {}): StaffRegisterInput => ({
  name: '李四',
  mobile: '13900001111',
  email: 'Li.Si@Example-Pharma.com',
  code: GOOD_CODE,
  ...overrides,
});

export async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
