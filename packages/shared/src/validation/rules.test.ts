import { describe, expect, it } from 'vitest';
import {
  isBlank,
  isChineseMobile,
  isCompanyMailbox,
  isConsentComplete,
  isEmail,
  isLandline,
  isPersonalMailbox,
  isSelected,
  isTel,
  isVerificationCode,
  isWithinMaxLength,
  PERSONAL_MAILBOX_PROVIDERS,
  registrableLabel,
} from './rules';

describe('isBlank', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['   ', true],
    ['\t\n', true],
    ['\u3000', true], // full-width space from a Chinese IME
    [' a ', false],
    ['0', false],
  ])('%j → %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
});

describe('isWithinMaxLength', () => {
  it('accepts the limit and rejects one more', () => {
    expect(isWithinMaxLength('a'.repeat(2000), 2000)).toBe(true);
    expect(isWithinMaxLength('a'.repeat(2001), 2000)).toBe(false);
  });

  it('counts Chinese characters one each', () => {
    expect(isWithinMaxLength('影像学院', 4)).toBe(true);
  });
});

describe('isChineseMobile', () => {
  it.each([
    '13012345678',
    '13912345678',
    '14512345678',
    '14912345678',
    '15012345678',
    '15312345678',
    '15512345678',
    '15912345678',
    '16212345678',
    '16512345678',
    '16612345678',
    '16712345678',
    '17012345678',
    '17812345678',
    '18012345678',
    '18912345678',
    '19012345678',
    '19312345678',
    '19512345678',
    '19912345678',
  ])('accepts allocated prefix %s', (value) => {
    expect(isChineseMobile(value)).toBe(true);
  });

  it.each([
    ['12012345678', '12x is not a mobile block'],
    ['14412345678', '144 is not allocated'],
    ['15412345678', '154 is not allocated'],
    ['16012345678', '160 is not allocated'],
    ['16812345678', '168 is not allocated'],
    ['17912345678', '179 is not allocated'],
    ['19412345678', '194 is not allocated'],
    ['23812345678', 'must start with 1'],
    ['1381234567', '10 digits'],
    ['138123456789', '12 digits'],
    ['+8613812345678', 'no country code'],
    ['138 1234 5678', 'no spaces'],
    [' 13812345678', 'no surrounding whitespace'],
    ['１３８１２３４５６７８', 'full-width digits'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => {
    expect(isChineseMobile(value)).toBe(false);
  });
});

describe('isLandline and isTel', () => {
  it.each([
    ['123456', false, '6 characters'],
    ['1234567', true, '7 characters'],
    ['12345678', true, '8-digit local number'],
    ['010-12345678', true, '12 characters with a 3-digit area code'],
    ['0755-1234567', true, '12 characters with a 4-digit area code'],
    ['075512345678', true, '12 digits without hyphen'],
    ['0755-12345678', true, '12 digits: the hyphen is not counted'],
    ['07551-12345678', false, '13 digits with a hyphen'],
    ['0101234567890', false, '13 digits'],
    ['123456789', false, '9 digits without an area code'],
    ['10-12345678', false, 'area code must start with 0'],
    ['010--1234567', false, 'double hyphen'],
    ['010-123456', false, 'local part too short'],
    ['010 12345678', false, 'space instead of hyphen'],
    ['abcdefg', false, 'letters'],
  ])('landline %s → %s (%s)', (value, expected) => {
    expect(isLandline(value)).toBe(expected);
  });

  it('accepts a mobile as tel', () => {
    expect(isTel('13812345678')).toBe(true);
    expect(isLandline('13812345678')).toBe(false);
  });

  it('accepts a landline as tel and rejects one of 13 digits', () => {
    expect(isTel('010-12345678')).toBe(true);
    expect(isTel('0755-12345678')).toBe(true);
    expect(isTel('0755-123456789')).toBe(false);
    expect(isTel('123456')).toBe(false);
  });
});

describe('isEmail', () => {
  it.each(['doctor@hospital.com', 'li.ming+ct@radiology.example.com.cn', 'A_B@Sub-Domain.ORG', 'x@a.io'])(
    'accepts %s',
    (value) => {
      expect(isEmail(value)).toBe(true);
    },
  );

  it.each([
    'doctor',
    'doctor@',
    '@hospital.com',
    'doctor@hospital',
    'doctor@@hospital.com',
    'doctor@hospital..com',
    'doctor@-hospital.com',
    'doctor@hospital-.com',
    'doc tor@hospital.com',
    'doctor@hospital.com ',
    '',
  ])('rejects %j', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('registrableLabel', () => {
  it.each([
    ['qq.com', 'qq'],
    ['vip.qq.com', 'qq'],
    ['vip.163.com', '163'],
    ['sina.com.cn', 'sina'],
    ['mail.sina.com.cn', 'sina'],
    ['live.co.uk', 'live'],
    ['Outlook.COM', 'outlook'],
    ['hospital.cn', 'hospital'],
    ['live.hospital.cn', 'hospital'],
    ['qq.com.', 'qq'],
    ['localhost', undefined],
  ])('%s → %s', (domain, expected) => {
    expect(registrableLabel(domain)).toBe(expected);
  });
});

describe('isPersonalMailbox and isCompanyMailbox', () => {
  it('keeps exactly the spec list of providers', () => {
    expect([...PERSONAL_MAILBOX_PROVIDERS]).toEqual([
      'qq',
      '163',
      '126',
      '188',
      'yeah',
      'sina',
      'gmail',
      'foxmail',
      'outlook',
      'live',
    ]);
  });

  it.each([
    'a@qq.com',
    'a@vip.qq.com',
    'a@163.com',
    'a@vip.163.com',
    'a@163.net',
    'a@126.com',
    'a@188.com',
    'a@yeah.net',
    'a@sina.com',
    'a@sina.cn',
    'a@vip.sina.com',
    'a@sina.com.cn',
    'a@gmail.com',
    'a@foxmail.com',
    'a@outlook.com',
    'a@outlook.cn',
    'a@live.com',
    'a@live.cn',
    'a@QQ.COM',
    'a@Vip.163.Com',
    'a@GMAIL.com',
  ])('%s is personal', (value) => {
    expect(isPersonalMailbox(value)).toBe(true);
    expect(isCompanyMailbox(value)).toBe(false);
  });

  it.each([
    'a@hospital.com',
    'a@pumch.cn',
    'a@hotmail.com', // not in the spec's list
    'a@myqq.com',
    'a@qq-hospital.com',
    'a@live.hospital.cn',
    'a@qq.com.example.org',
    'qq@hospital.com',
  ])('%s is a company mailbox', (value) => {
    expect(isPersonalMailbox(value)).toBe(false);
    expect(isCompanyMailbox(value)).toBe(true);
  });

  it('is neither for a value that is not an email', () => {
    expect(isPersonalMailbox('qq.com')).toBe(false);
    expect(isCompanyMailbox('hospital.com')).toBe(false);
  });
});

describe('isVerificationCode', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['12 345', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isVerificationCode(value)).toBe(expected);
  });
});

describe('isSelected', () => {
  it.each([
    ['radiology', true],
    [0, true],
    [12, true],
    [false, true],
    [['110000', '110100'], true],
    ['请选择', false],
    [' 请选择 ', false],
    ['Please select', false],
    ['', false],
    ['  ', false],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
    [[], false],
    [['110000', ''], false],
    [['请选择'], false],
    [{}, false],
  ])('%j → %s', (value, expected) => {
    expect(isSelected(value)).toBe(expected);
  });
});

describe('isConsentComplete', () => {
  it('needs every document ticked', () => {
    expect(isConsentComplete([true, true, true])).toBe(true);
    expect(isConsentComplete([true, false, true])).toBe(false);
    expect(isConsentComplete([false])).toBe(false);
  });

  it('refuses to sign an empty set of documents', () => {
    expect(isConsentComplete([])).toBe(false);
  });
});
