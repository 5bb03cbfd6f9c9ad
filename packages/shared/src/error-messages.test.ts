import { describe, expect, it } from 'vitest';
import { errorMessages, formatErrorMessage } from './error-messages';
import { ErrorCode } from './errors';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the error catalogue messages', () => {
  it('name a catalogue code and say the same placeholders in zh-CN and en-US', () => {
    for (const [name, { code, message }] of Object.entries(errorMessages)) {
      expect(ErrorCode[code], name).toBeTypeOf('number');
      expect(message['zh-CN'].trim(), name).not.toBe('');
      expect(message['en-US'].trim(), name).not.toBe('');
      expect(placeholders(message['en-US']), name).toEqual(placeholders(message['zh-CN']));
    }
  });

  it('fills the placeholders, in zh-CN unless asked', () => {
    expect(formatErrorMessage('MEMBER_GROUP_NAME_TAKEN', { name: '放射科' })).toBe('分组「放射科」已存在');
    expect(formatErrorMessage('ANALYTICS_RANGE_TOO_LONG', { max: 92 }, 'en-US')).toBe(
      'The date range cannot exceed 92 days',
    );
    expect(formatErrorMessage('MEETING_ENDED')).toBe('会议已结束');
  });
});
