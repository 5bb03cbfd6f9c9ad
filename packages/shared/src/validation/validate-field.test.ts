import { describe, expect, it } from 'vitest';
import { fieldRule, validateField } from './validate-field';

describe('validateField: required', () => {
  it.each(['', '   ', '\u3000', null, undefined])('blank %j → 请输入{label}', (value) => {
    expect(validateField('text', value, '姓名')).toBe('请输入姓名');
  });

  it('accepts any non-blank text', () => {
    expect(validateField('text', ' 张三 ', '姓名')).toBeNull();
  });

  it('lets a blank optional field pass but still checks a filled one', () => {
    expect(validateField('email', '  ', '邮箱', 'zh-CN', { required: false })).toBeNull();
    expect(validateField('email', 'nope', '邮箱', 'zh-CN', { required: false })).toBe('请输入正确的邮箱');
  });

  it('speaks English', () => {
    expect(validateField('text', '', 'name', 'en-US')).toBe('Please enter name');
  });
});

describe('validateField: mobile', () => {
  it('accepts a valid number, ignoring surrounding whitespace', () => {
    expect(validateField('mobile', ' 13812345678 ', '手机号')).toBeNull();
  });

  it.each(['12345678901', '1381234567', '138123456789', '010-12345678'])(
    '%s → 请输入正确的手机号',
    (value) => {
      expect(validateField('mobile', value, '手机号')).toBe('请输入正确的手机号');
    },
  );

  it('asks for the value when blank', () => {
    expect(validateField('mobile', '', '手机号')).toBe('请输入手机号');
  });

  it('uses the English template', () => {
    expect(validateField('mobile', '123', 'mobile number', 'en-US')).toBe(
      'Please enter a valid mobile number',
    );
  });
});

describe('validateField: tel', () => {
  it.each([
    ['13812345678', null],
    ['1234567', null],
    ['010-12345678', null],
    ['123456', '请输入正确的电话'],
    ['0755-12345678', null],
    ['0755-123456789', '请输入正确的电话'],
  ])('%s → %s', (value, expected) => {
    expect(validateField('tel', value, '电话')).toBe(expected);
  });
});

describe('validateField: email and mailbox', () => {
  it('checks the email pattern', () => {
    expect(validateField('email', 'a@hospital.com', '邮箱')).toBeNull();
    expect(validateField('email', 'a@hospital', '邮箱')).toBe('请输入正确的邮箱');
  });

  it('caps email at 200 characters', () => {
    const at200 = `${'a'.repeat(187)}@hospital.com`;
    const at201 = `${'a'.repeat(188)}@hospital.com`;
    expect(at200).toHaveLength(200);
    expect(validateField('email', at200, '邮箱')).toBeNull();
    expect(validateField('email', at201, '邮箱')).toBe('邮箱不能超过200个字符');
    expect(validateField('mailbox', at201, '单位邮箱')).toBe('单位邮箱不能超过200个字符');
  });

  it('allows an email from a personal provider where only an email is asked', () => {
    expect(validateField('email', 'a@qq.com', '邮箱')).toBeNull();
  });

  it('refuses a personal provider for a company mailbox', () => {
    expect(validateField('mailbox', 'a@QQ.com', '单位邮箱')).toBe('暂不支持个人邮箱');
    expect(validateField('mailbox', 'a@gmail.com', 'work email', 'en-US')).toBe(
      'Personal mailboxes are not supported yet',
    );
  });

  it('reports a malformed company mailbox as invalid, not personal', () => {
    expect(validateField('mailbox', 'qq.com', '单位邮箱')).toBe('请输入正确的单位邮箱');
  });

  it('accepts a company mailbox', () => {
    expect(validateField('mailbox', 'li@pumch.cn', '单位邮箱')).toBeNull();
  });
});

describe('validateField: select', () => {
  it.each(['请选择', '', '  ', null, undefined, [], ['请选择']])('%j → 请选择{label}', (value) => {
    expect(validateField('select', value, '科室')).toBe('请选择科室');
  });

  it('accepts a chosen value', () => {
    expect(validateField('select', 'radiology', '科室')).toBeNull();
    expect(validateField('select', 0, '科室')).toBeNull();
    expect(validateField('select', ['110000', '110100'], '地区')).toBeNull();
  });

  it('lets an optional select stay on the placeholder', () => {
    expect(validateField('select', '请选择', '职称', 'zh-CN', { required: false })).toBeNull();
  });

  it('speaks English', () => {
    expect(validateField('select', 'Please select', 'department', 'en-US')).toBe('Please select department');
  });
});

describe('validateField: verification code', () => {
  it.each([
    ['123456', null],
    [' 123456 ', null],
    ['12345', '请输入6位验证码'],
    ['1234567', '请输入6位验证码'],
    ['abcdef', '请输入6位验证码'],
    ['', '请输入验证码'],
  ])('%j → %s', (value, expected) => {
    expect(validateField('verificationCode', value, '验证码')).toBe(expected);
  });

  it('speaks English', () => {
    expect(validateField('verificationCode', '1', 'code', 'en-US')).toBe('Please enter the 6-digit code');
  });
});

describe('validateField: max lengths', () => {
  it('caps a textarea at 2000 characters', () => {
    expect(validateField('textarea', '影'.repeat(2000), '备注')).toBeNull();
    expect(validateField('textarea', '影'.repeat(2001), '备注')).toBe('备注不能超过2000个字符');
  });

  it('caps text only when given a max, measured after trimming', () => {
    expect(validateField('text', 'a'.repeat(5000), '姓名')).toBeNull();
    expect(validateField('text', ' abcd ', '姓名', 'zh-CN', { max: 4 })).toBeNull();
    expect(validateField('text', 'abcde', '姓名', 'zh-CN', { max: 4 })).toBe('姓名不能超过4个字符');
    expect(validateField('text', 'abcde', 'name', 'en-US', { max: 4 })).toBe(
      'name must be at most 4 characters',
    );
  });

  it('accepts a number as text', () => {
    expect(validateField('mobile', 13812345678, '手机号')).toBeNull();
  });
});

describe('fieldRule', () => {
  it('resolves for a valid value and marks the field required', async () => {
    const rule = fieldRule('mobile', '手机号');
    expect(rule.required).toBe(true);
    await expect(rule.validator({}, '13812345678')).resolves.toBeUndefined();
  });

  it('rejects with the shared message', async () => {
    await expect(fieldRule('mobile', '手机号').validator({}, '123')).rejects.toThrow('请输入正确的手机号');
    await expect(fieldRule('mailbox', 'work email', 'en-US').validator({}, 'a@163.com')).rejects.toThrow(
      'Personal mailboxes are not supported yet',
    );
  });

  it('is not required when the options say so', async () => {
    const rule = fieldRule('tel', '电话', 'zh-CN', { required: false });
    expect(rule.required).toBe(false);
    await expect(rule.validator({}, '')).resolves.toBeUndefined();
  });
});
