import type { MemberRegisterInput, Region, StaffRegisterInput } from '@ia/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import type { HospitalRow } from '../hospitals/hospitals.table';
import type { UserRow } from '../users/users.table';
import { daysBefore, userRow } from './members.fixtures';
import type { ProfileValues } from './members.repository';
import {
  ALREADY_REGISTERED_MESSAGE,
  CITY_NOT_IN_PROVINCE_MESSAGE,
  type CodeVerifier,
  EMAIL_TAKEN_MESSAGE,
  HOSPITAL_STILL_INVALID_MESSAGE,
  HOSPITAL_UNLISTED_MESSAGE,
  MembersService,
  type MembersStore,
  MOBILE_TAKEN_MESSAGE,
} from './members.service';

const NOW = new Date('2026-06-01T02:00:00.000Z');
const GOOD_CODE = '123456';

/** Users in memory, with the repository's semantics (register once, unique mobile and mailbox). */
class FakeStore implements MembersStore {
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
  async latestCertificationStatus(userId: number) {
    return this.certifications.get(userId);
  }
  async unionidOf() {
    return 'union_x';
  }
  async pointsTotal() {
    return 0;
  }
}

class FakeCodes implements CodeVerifier {
  calls: Parameters<CodeVerifier['verify']>[0][] = [];
  async verify(input: Parameters<CodeVerifier['verify']>[0]) {
    this.calls.push(input);
    if (input.code !== GOOD_CODE) throw new AppError('VALIDATION_FAILED', '验证码错误');
  }
}

const region = (code: string): Region => ({ AREACODE: code, AREANAME: code, ISHOT: 0 });
const regions = {
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
const hospitals = {
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

const memberForm = (overrides: Partial<MemberRegisterInput> = {}): MemberRegisterInput => ({
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
const staffForm = (overrides: Partial<StaffRegisterInput> = {}): StaffRegisterInput => ({
  name: '李四',
  mobile: '13900001111',
  email: 'Li.Si@Example-Pharma.com',
  code: GOOD_CODE,
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('MembersService', () => {
  let store: FakeStore;
  let codes: FakeCodes;
  let service: MembersService;
  const viewerOf = (user: UserRow) => ({ user, openid: 'o_x' });

  beforeEach(() => {
    store = new FakeStore();
    codes = new FakeCodes();
    service = new MembersService(store, regions, hospitals, codes, () => NOW);
  });

  describe('registerMember', () => {
    it('verifies the SMS code and stores the member with the listed hospital’s name', async () => {
      const user = store.add(userRow({ id: 1 }));
      const info = await service.registerMember(viewerOf(user), memberForm());
      expect(codes.calls).toEqual([
        { channel: 'sms', target: '13812345678', purpose: 'register', code: GOOD_CODE },
      ]);
      expect(store.users.get(1)).toMatchObject({
        kind: 'member',
        name: '张三',
        mobile: '13812345678',
        provinceCode: '11',
        cityCode: '1101',
        hospitalId: 1,
        hospitalName: '北京协和医院',
        skillAreas: ['ct'],
        registeredAt: NOW,
        reconfirmedAt: NOW,
      });
      expect(info).toMatchObject({ registered: true, kind: 'member', unionid: 'union_x', reconfirmation: 1 });
    });

    it('stores a typed-in hospital for "other" (id 0) without an id', async () => {
      const user = store.add(userRow({ id: 1 }));
      await service.registerMember(
        viewerOf(user),
        memberForm({ hospital_id: 0, hospital_name: ' 某县人民医院 ' }),
      );
      expect(store.users.get(1)).toMatchObject({ hospitalId: null, hospitalName: '某县人民医院' });
    });

    it.each([undefined, '', ' 医 ', 'x'.repeat(101)])(
      'refuses "other" with hospital name %j',
      async (name) => {
        const user = store.add(userRow({ id: 1 }));
        const error = await rejection(
          service.registerMember(viewerOf(user), memberForm({ hospital_id: 0, hospital_name: name })),
        );
        expect(error).toMatchObject({ code: 40000, message: '请输入医院名称' });
        expect(codes.calls).toEqual([]);
      },
    );

    it('refuses an unknown or withdrawn hospital before touching the code', async () => {
      const user = store.add(userRow({ id: 1 }));
      for (const hospitalId of [2, 99]) {
        const error = await rejection(
          service.registerMember(viewerOf(user), memberForm({ hospital_id: hospitalId })),
        );
        expect(error).toMatchObject({ code: 40000, message: HOSPITAL_UNLISTED_MESSAGE });
      }
      expect(codes.calls).toEqual([]);
    });

    it('refuses a city outside the province, and an unknown province', async () => {
      const user = store.add(userRow({ id: 1 }));
      const city = await rejection(
        service.registerMember(viewerOf(user), memberForm({ province: '51', city: '1101' })),
      );
      expect(city).toMatchObject({ code: 40000, message: CITY_NOT_IN_PROVINCE_MESSAGE });
      const province = await rejection(
        service.registerMember(viewerOf(user), memberForm({ province: '99', city: '9901' })),
      );
      expect(province).toMatchObject({ code: 40000, message: '请选择省份' });
      expect(codes.calls).toEqual([]);
      expect(store.users.get(1)?.registeredAt).toBeNull();
    });

    it('stores nothing when the code is wrong', async () => {
      const user = store.add(userRow({ id: 1 }));
      await rejection(service.registerMember(viewerOf(user), memberForm({ code: '000000' })));
      expect(store.users.get(1)).toEqual(user);
    });

    it('refuses a mobile another user holds, only after a valid code', async () => {
      store.add(userRow({ id: 2, kind: 'member', registeredAt: NOW, mobile: '13812345678' }));
      const user = store.add(userRow({ id: 1 }));
      const wrongCode = await rejection(
        service.registerMember(viewerOf(user), memberForm({ code: '000000' })),
      );
      expect(wrongCode.message).toBe('验证码错误');
      const taken = await rejection(service.registerMember(viewerOf(user), memberForm()));
      expect(taken).toMatchObject({ code: 40900, message: MOBILE_TAKEN_MESSAGE });
      expect(store.users.get(1)?.registeredAt).toBeNull();
    });

    it('answers a lost race on the unique mobile as the same conflict', async () => {
      const user = store.add(userRow({ id: 1 }));
      const driverError = Object.assign(new Error('duplicate key'), {
        code: '23505',
        constraint: 'users_mobile_uq',
      });
      store.failNextWriteWith = new Error('Failed query', { cause: driverError });
      const error = await rejection(service.registerMember(viewerOf(user), memberForm()));
      expect(error).toMatchObject({ code: 40900, message: MOBILE_TAKEN_MESSAGE });
    });

    it('refuses a user who is registered already, without using the code', async () => {
      const user = store.add(userRow({ id: 1, kind: 'member', registeredAt: NOW }));
      const error = await rejection(service.registerMember(viewerOf(user), memberForm()));
      expect(error).toMatchObject({ code: 40900, message: ALREADY_REGISTERED_MESSAGE });
      expect(codes.calls).toEqual([]);
    });
  });

  describe('registerStaff', () => {
    it('verifies the mail code for the lower-cased mailbox and stores staff', async () => {
      const user = store.add(userRow({ id: 1 }));
      const info = await service.registerStaff(viewerOf(user), staffForm());
      expect(codes.calls).toEqual([
        { channel: 'mail', target: 'li.si@example-pharma.com', purpose: 'register', code: GOOD_CODE },
      ]);
      expect(store.users.get(1)).toMatchObject({
        kind: 'staff',
        name: '李四',
        mobile: '13900001111',
        email: 'li.si@example-pharma.com',
        registeredAt: NOW,
      });
      expect(info).toMatchObject({ kind: 'staff', registered: true });
    });

    it('refuses a mailbox or mobile someone else holds', async () => {
      store.add(userRow({ id: 2, kind: 'staff', registeredAt: NOW, email: 'li.si@example-pharma.com' }));
      store.add(userRow({ id: 3, kind: 'member', registeredAt: NOW, mobile: '13700001111' }));
      const user = store.add(userRow({ id: 1 }));
      expect(await rejection(service.registerStaff(viewerOf(user), staffForm()))).toMatchObject({
        code: 40900,
        message: EMAIL_TAKEN_MESSAGE,
      });
      expect(
        await rejection(
          service.registerStaff(
            viewerOf(user),
            staffForm({ email: 'other@example-pharma.com', mobile: '13700001111' }),
          ),
        ),
      ).toMatchObject({ code: 40900, message: MOBILE_TAKEN_MESSAGE });
    });
  });

  describe('updateMember', () => {
    const registered = (overrides: Partial<UserRow> = {}) =>
      store.add(
        userRow({
          id: 1,
          kind: 'member',
          registeredAt: daysBefore(NOW, 3),
          mobile: '13812345678',
          hospitalId: 1,
          hospitalName: '北京协和医院',
          ...overrides,
        }),
      );

    it('is for members only', async () => {
      const staff = store.add(userRow({ id: 1, kind: 'staff', registeredAt: NOW }));
      expect(await rejection(service.updateMember(viewerOf(staff), memberForm()))).toMatchObject({
        code: 40300,
      });
    });

    it('saves without a code while the mobile stays, and confirms an imported user', async () => {
      const user = registered({ importedAt: daysBefore(NOW, 3), reconfirmedAt: null });
      const info = await service.updateMember(
        viewerOf(user),
        memberForm({ code: undefined, title: 'chief_physician' }),
      );
      expect(codes.calls).toEqual([]);
      expect(store.users.get(1)).toMatchObject({ title: 'chief_physician', reconfirmedAt: NOW });
      expect(info.reconfirmation).toBe(1);
    });

    it('needs a code sent to the new number when the mobile changes', async () => {
      const user = registered();
      const missing = await rejection(
        service.updateMember(viewerOf(user), memberForm({ mobile: '13912345678', code: undefined })),
      );
      expect(missing).toMatchObject({ code: 40000, message: '请输入验证码' });
      expect(store.users.get(1)?.mobile).toBe('13812345678');

      await service.updateMember(viewerOf(user), memberForm({ mobile: '13912345678' }));
      expect(codes.calls).toEqual([
        { channel: 'sms', target: '13912345678', purpose: 'update', code: GOOD_CODE },
      ]);
      expect(store.users.get(1)?.mobile).toBe('13912345678');
    });

    it('refuses a new mobile another user holds', async () => {
      store.add(userRow({ id: 2, mobile: '13912345678' }));
      const user = registered();
      const error = await rejection(
        service.updateMember(viewerOf(user), memberForm({ mobile: '13912345678' })),
      );
      expect(error).toMatchObject({ code: 40900, message: MOBILE_TAKEN_MESSAGE });
    });

    it('clears an invalid hospital once another is chosen, and refuses the same one again', async () => {
      const user = registered({
        hospitalId: null,
        hospitalName: '瞎写的',
        hospitalInvalidAt: daysBefore(NOW, 1),
      });
      const same = await rejection(
        service.updateMember(viewerOf(user), memberForm({ hospital_id: 0, hospital_name: '瞎写的' })),
      );
      expect(same).toMatchObject({ code: 40000, message: HOSPITAL_STILL_INVALID_MESSAGE });
      const info = await service.updateMember(viewerOf(user), memberForm({ hospital_id: 3 }));
      expect(store.users.get(1)).toMatchObject({
        hospitalId: 3,
        hospitalName: '四川大学华西医院',
        hospitalInvalidAt: null,
      });
      expect(info.re_perfect_type).toBe(0);
    });
  });

  describe('updateStaff', () => {
    const staff = () =>
      store.add(
        userRow({
          id: 1,
          kind: 'staff',
          registeredAt: NOW,
          mobile: '13900001111',
          email: 'li.si@example-pharma.com',
        }),
      );

    it('saves without a code while the mailbox stays (compared lower-cased)', async () => {
      const user = staff();
      await service.updateStaff(viewerOf(user), { ...staffForm({ name: '李四四' }), code: undefined });
      expect(codes.calls).toEqual([]);
      expect(store.users.get(1)?.name).toBe('李四四');
    });

    it('needs a mail code sent to the new mailbox when it changes', async () => {
      const user = staff();
      const missing = await rejection(
        service.updateStaff(viewerOf(user), {
          ...staffForm({ email: 'new@example-pharma.com' }),
          code: undefined,
        }),
      );
      expect(missing).toMatchObject({ code: 40000, message: '请输入验证码' });
      await service.updateStaff(viewerOf(user), staffForm({ email: 'new@example-pharma.com' }));
      expect(codes.calls).toEqual([
        { channel: 'mail', target: 'new@example-pharma.com', purpose: 'update', code: GOOD_CODE },
      ]);
      expect(store.users.get(1)?.email).toBe('new@example-pharma.com');
    });

    it('is for staff only', async () => {
      const member = store.add(userRow({ id: 1, kind: 'member', registeredAt: NOW }));
      expect(await rejection(service.updateStaff(viewerOf(member), staffForm()))).toMatchObject({
        code: 40300,
      });
    });
  });

  it('tells registered users from the rest (empty-user)', () => {
    expect(() => service.assertRegistered(userRow({ kind: 'member', registeredAt: NOW }))).not.toThrow();
    expect(() => service.assertRegistered(userRow())).toThrow(expect.objectContaining({ code: 40301 }));
  });
});
