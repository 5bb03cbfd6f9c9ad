import { ErrorCode } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { issuesToFieldErrors, serverFieldErrors } from './form-errors';

const FIELDS = ['title', 'speakers', 'end_at'];

describe('issuesToFieldErrors', () => {
  it('keeps full paths, one message per field, and puts unknown fields on the fallback', () => {
    expect(
      issuesToFieldErrors(
        [
          { path: ['speakers', 1, 'name'], message: '请输入讲者姓名' },
          { path: ['end_at'], message: '结束时间须晚于开始时间' },
          { path: ['end_at'], message: '日期格式不正确' },
          { path: ['updated_at'], message: '缺少 updated_at' },
          { path: [], message: '整体有误' },
        ],
        FIELDS,
        'title',
      ),
    ).toEqual([
      { name: ['speakers', 1, 'name'], errors: ['请输入讲者姓名'] },
      { name: ['end_at'], errors: ['结束时间须晚于开始时间'] },
      { name: ['title'], errors: ['缺少 updated_at'] },
    ]);
  });
});

describe('serverFieldErrors', () => {
  it('reads the 40000 issues of a refused body, list positions as numbers', () => {
    const error = new ApiError(ErrorCode.VALIDATION_FAILED, '讲者姓名不能超过 60 个字', 400, {
      issues: [
        { field: 'body.speakers.0.name', message: '讲者姓名不能超过 60 个字' },
        { field: 'body.live_url', message: '直播地址须为 HLS（.m3u8）' },
      ],
    });
    expect(serverFieldErrors(error, [...FIELDS, 'live_url'], 'title')).toEqual([
      { name: ['speakers', 0, 'name'], errors: ['讲者姓名不能超过 60 个字'] },
      { name: ['live_url'], errors: ['直播地址须为 HLS（.m3u8）'] },
    ]);
  });

  it('leaves other errors to the toast', () => {
    expect(serverFieldErrors(new ApiError(ErrorCode.CONFLICT, '已被修改', 409), FIELDS, 'title')).toBeNull();
    expect(
      serverFieldErrors(new ApiError(ErrorCode.VALIDATION_FAILED, '有误', 400), FIELDS, 'title'),
    ).toBeNull();
    expect(serverFieldErrors(new Error('boom'), FIELDS, 'title')).toBeNull();
  });
});
