import { ErrorCode, UPLOAD_MAX_SIZE_BYTES } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { resendAfterOf } from '../api/send-code';
import { hospitalOf } from '../member/member-form-values';
import { imageFileProblem } from './image-file-check';
import { safeReturnPath } from './safe-return-path';

describe('imageFileProblem', () => {
  it('accepts an image of exactly 5000 KB and refuses one byte more', () => {
    expect(imageFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: UPLOAD_MAX_SIZE_BYTES })).toBeNull();
    expect(imageFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: UPLOAD_MAX_SIZE_BYTES + 1 })).toBe(
      'tooLarge',
    );
  });

  it('accepts jpg, png, webp and gif only; an empty type is judged by the name', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(imageFileProblem({ name: 'x', type, size: 10 })).toBeNull();
    }
    expect(imageFileProblem({ name: 'x.svg', type: 'image/svg+xml', size: 10 })).toBe('badType');
    expect(imageFileProblem({ name: 'photo.HEIC', type: '', size: 10 })).toBe('badType');
    expect(imageFileProblem({ name: 'photo.JPG', type: '', size: 10 })).toBeNull();
  });
});

describe('safeReturnPath', () => {
  it('follows in-app paths only', () => {
    expect(safeReturnPath('/course/detail?id=3')).toBe('/course/detail?id=3');
    expect(safeReturnPath('//evil.example/x')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example/')).toBeNull();
    expect(safeReturnPath('javascript:alert(1)')).toBeNull();
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});

describe('resendAfterOf', () => {
  const rateLimited = (data: unknown) =>
    new ApiError('business', '发送过于频繁', {
      code: ErrorCode.RATE_LIMITED,
      envelope: { code: ErrorCode.RATE_LIMITED, msg: '发送过于频繁', data },
    });

  it('reads resend_after from a 42900 answer', () => {
    expect(resendAfterOf(rateLimited({ resend_after: 37 }))).toBe(37);
    expect(resendAfterOf(rateLimited({ resend_after: 12.2 }))).toBe(13);
  });

  it('ignores other errors and answers without a usable wait', () => {
    expect(resendAfterOf(rateLimited(null))).toBeUndefined();
    expect(resendAfterOf(rateLimited({ resend_after: 'soon' }))).toBeUndefined();
    expect(resendAfterOf(rateLimited({ resend_after: 0 }))).toBeUndefined();
    expect(
      resendAfterOf(new ApiError('business', 'x', { code: ErrorCode.VALIDATION_FAILED })),
    ).toBeUndefined();
    expect(resendAfterOf(new Error('x'))).toBeUndefined();
  });
});

describe('hospitalOf', () => {
  it('sends a listed hospital with its own name and ignores any typed name', () => {
    expect(hospitalOf({ hospital: { id: 501, name: '北京协和医院' }, hospital_name: '旧名' })).toEqual({
      hospital_id: 501,
      hospital_name: '北京协和医院',
    });
  });

  it("sends '其他' as id 0 with the typed name", () => {
    expect(hospitalOf({ hospital: { id: 0, name: '' }, hospital_name: '  某某医院 ' })).toEqual({
      hospital_id: 0,
      hospital_name: '某某医院',
    });
  });
});
