import { beforeEach, describe, expect, it } from 'vitest';
import { userRow } from '../../test/users';
import type { UserRow } from '../users/users.table';
import { daysBefore } from './members.fixtures';
import { HOSPITAL_STILL_INVALID_MESSAGE, MembersService, MOBILE_TAKEN_MESSAGE } from './members.service';
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
});
