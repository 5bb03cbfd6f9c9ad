import { beforeEach, describe, expect, it } from 'vitest';
import { userRow } from '../../test/users';
import type { UserRow } from '../users/users.table';
import {
  ALREADY_REGISTERED_MESSAGE,
  CITY_NOT_IN_PROVINCE_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  HOSPITAL_UNLISTED_MESSAGE,
  MembersService,
  MOBILE_TAKEN_MESSAGE,
} from './members.service';
import {
  FakeCodes,
  FakeStore,
  GOOD_CODE,
  hospitals,
  memberForm,
  NOW,
  regions,
  rejection,
  staffForm,
} from './members-service.fixtures';

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

  it('tells registered users from the rest (empty-user)', () => {
    expect(() => service.assertRegistered(userRow({ kind: 'member', registeredAt: NOW }))).not.toThrow();
    expect(() => service.assertRegistered(userRow())).toThrow(expect.objectContaining({ code: 40301 }));
  });
});
