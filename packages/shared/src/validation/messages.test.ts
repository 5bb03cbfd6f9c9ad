import { describe, expect, it } from 'vitest';
import { toLocale } from './locale';
import { interpolate, VALIDATION_MESSAGES, validationMessage } from './messages';

describe('interpolate', () => {
  it('fills every occurrence of each placeholder', () => {
    expect(interpolate('{label}不能超过{max}个字符，{label}', { label: '姓名', max: 20 })).toBe(
      '姓名不能超过20个字符，姓名',
    );
  });

  it('leaves an unknown placeholder visible', () => {
    expect(interpolate('请输入{label}', {})).toBe('请输入{label}');
  });
});

describe('validationMessage', () => {
  it('defaults to Simplified Chinese with the spec §5 wording', () => {
    expect(validationMessage('required', { label: '姓名' })).toBe('请输入姓名');
    expect(validationMessage('invalid', { label: '手机号' })).toBe('请输入正确的手机号');
    expect(validationMessage('select', { label: '科室' })).toBe('请选择科室');
    expect(validationMessage('personalMailbox')).toBe('暂不支持个人邮箱');
    expect(validationMessage('consent')).toBe('请滚动到底部阅读，点击全部同意后再签署');
    expect(validationMessage('verificationCode', { label: '验证码', length: 6 })).toBe('请输入6位验证码');
    expect(validationMessage('maxLength', { label: '备注', max: 2000 })).toBe('备注不能超过2000个字符');
  });

  it('speaks English when asked', () => {
    expect(validationMessage('required', { label: 'name' }, 'en-US')).toBe('Please enter name');
    expect(validationMessage('invalid', { label: 'mobile number' }, 'en-US')).toBe(
      'Please enter a valid mobile number',
    );
    expect(validationMessage('select', { label: 'department' }, 'en-US')).toBe('Please select department');
    expect(validationMessage('personalMailbox', {}, 'en-US')).toBe(
      'Personal mailboxes are not supported yet',
    );
    expect(validationMessage('consent', {}, 'en-US')).toBe(
      'Please scroll to the bottom, read, tap Agree to all, then sign',
    );
  });

  it('has the same keys in both locales', () => {
    expect(Object.keys(VALIDATION_MESSAGES['en-US']).sort()).toEqual(
      Object.keys(VALIDATION_MESSAGES['zh-CN']).sort(),
    );
  });
});

describe('toLocale', () => {
  it('keeps a supported locale and falls back to zh-CN otherwise', () => {
    expect(toLocale('en-US')).toBe('en-US');
    expect(toLocale('zh-CN')).toBe('zh-CN');
    expect(toLocale('en')).toBe('zh-CN');
    expect(toLocale(null)).toBe('zh-CN');
  });
});
