import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  zCompanyMailbox,
  zEmail,
  zField,
  zMobile,
  zRequiredText,
  zSelect,
  zTel,
  zTextarea,
  zVerificationCode,
} from './schemas';
import { validateField } from './validate-field';

// The first message zod reports, or null when the value parses.
function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
}

describe('zod builders', () => {
  it('trims the parsed value', () => {
    expect(zMobile('手机号').parse(' 13812345678 ')).toBe('13812345678');
  });

  it.each([
    [zRequiredText('姓名'), '   ', '请输入姓名'],
    [zRequiredText('姓名', 4), '张三李四王', '姓名不能超过4个字符'],
    [zTextarea('备注'), 'a'.repeat(2001), '备注不能超过2000个字符'],
    [zMobile('手机号'), '12345678901', '请输入正确的手机号'],
    [zTel('电话'), '0755-123456789', '请输入正确的电话'],
    [zEmail('邮箱'), 'a@b', '请输入正确的邮箱'],
    [zCompanyMailbox('单位邮箱'), 'a@vip.163.com', '暂不支持个人邮箱'],
    [zSelect('科室'), '请选择', '请选择科室'],
    [zVerificationCode('验证码'), '12345', '请输入6位验证码'],
  ])('%#: reports the same message as the form', (schema, value, message) => {
    expect(firstError(schema, value)).toBe(message);
  });

  it.each([
    [zRequiredText('姓名', 4), '张三'],
    [zMobile('手机号'), '19912345678'],
    [zTel('电话'), '0755-1234567'],
    [zEmail('邮箱'), 'a@qq.com'],
    [zCompanyMailbox('单位邮箱'), 'li@pumch.cn'],
    [zSelect('科室'), '放射科'],
    [zVerificationCode('验证码'), '012345'],
  ])('%#: accepts a valid value', (schema, value) => {
    expect(firstError(schema, value)).toBeNull();
  });

  it('answers a missing or non-string field with the empty message', () => {
    expect(firstError(zMobile('手机号'), undefined)).toBe('请输入手机号');
    expect(firstError(zMobile('手机号'), 13812345678)).toBe('请输入手机号');
    expect(firstError(zSelect('科室'), undefined)).toBe('请选择科室');
  });

  it('speaks English when built for it', () => {
    expect(firstError(zMobile('mobile number', 'en-US'), '1')).toBe('Please enter a valid mobile number');
    expect(firstError(zCompanyMailbox('work email', 'en-US'), 'a@live.cn')).toBe(
      'Personal mailboxes are not supported yet',
    );
  });

  it('lets an optional field be absent or blank', () => {
    const schema = z.object({ email: zField('email', '邮箱', { required: false }).optional() });
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ email: ' ' })).toEqual({ email: '' });
    expect(firstError(schema, { email: 'x' })).toBe('请输入正确的邮箱');
  });

  it('agrees with validateField on every kind', () => {
    const samples = ['', '请选择', '13812345678', '010-1234567', 'a@qq.com', 'a@pumch.cn', '123456', 'x'];
    const kinds = [
      'text',
      'textarea',
      'mobile',
      'tel',
      'email',
      'mailbox',
      'select',
      'verificationCode',
    ] as const;
    for (const kind of kinds) {
      for (const sample of samples) {
        expect(firstError(zField(kind, '字段'), sample), `${kind} ${sample}`).toBe(
          validateField(kind, sample, '字段'),
        );
      }
    }
  });

  it('stays representable in JSON Schema for the OpenAPI docs', () => {
    const schema = z.object({ phone: zMobile('手机号'), email: zCompanyMailbox('单位邮箱') });
    expect(z.toJSONSchema(schema, { io: 'input' })).toMatchObject({
      type: 'object',
      properties: { phone: { type: 'string' }, email: { type: 'string' } },
      required: ['phone', 'email'],
    });
  });
});
