import { describe, expect, it } from 'vitest';
import { hospitalChoiceMessage, memberUpdateSchema, staffUpdateSchema } from './members';

describe('hospitalChoiceMessage', () => {
  it('asks for a typed name of 2 to 100 characters only for "other" (id 0)', () => {
    expect(hospitalChoiceMessage({ hospital_id: 12 })).toBeNull();
    expect(hospitalChoiceMessage({ hospital_id: 0, hospital_name: '某县人民医院' })).toBeNull();
    expect(hospitalChoiceMessage({ hospital_id: 0, hospital_name: '医院' })).toBeNull();
    expect(hospitalChoiceMessage({ hospital_id: 0, hospital_name: '医'.repeat(100) })).toBeNull();
    for (const name of [undefined, '', '  ', ' 医 ', '医'.repeat(101)]) {
      expect(hospitalChoiceMessage({ hospital_id: 0, hospital_name: name })).toBe('请输入医院名称');
    }
  });
});

describe('update schemas', () => {
  const member = {
    name: '张三',
    mobile: '13812345678',
    province: '11',
    city: '1101',
    hospital_id: '3',
    department: 'radiology',
    title: 'physician',
    position: 'doctor',
  };

  it('take a blank or absent code (the mobile or mailbox did not change)', () => {
    expect(memberUpdateSchema.parse({ ...member, code: '' }).code).toBe('');
    expect(memberUpdateSchema.parse(member).code).toBeUndefined();
    const staff = { name: '李四', mobile: '13900001111', email: 'li@example-pharma.com' };
    expect(staffUpdateSchema.parse({ ...staff, code: '' }).code).toBe('');
  });

  it('still check a code that was sent', () => {
    const result = memberUpdateSchema.safeParse({ ...member, code: '12' });
    expect(result.error?.issues[0]?.message).toBe('请输入6位验证码');
  });

  it('read a form left on the hospital placeholder as no choice, not as "other"', () => {
    const result = memberUpdateSchema.safeParse({ ...member, hospital_id: '' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['hospital_id'], message: '请选择医院' });
    expect(memberUpdateSchema.parse({ ...member, hospital_id: '0' }).hospital_id).toBe(0);
  });
});
