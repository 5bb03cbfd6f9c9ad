import { describe, expect, it } from 'vitest';
import { userInfo } from '../../../lib/testing/api-stub';
import { certificationFormValuesOf, toCertificationRequest } from './certification-form-values';

const rejected = (hospital_id: number | null, hospital_name: string) => ({
  status: 'rejected' as const,
  submission: {
    id: 1,
    name: '张医生',
    hospital_id,
    hospital_name,
    department: 'radiology',
    title: 'physician',
    licence_number: 'ABC123456',
    photos: [],
    reject_reason: '照片不清晰',
    submitted_at: '2030-01-01T00:00:00.000Z',
    reviewed_at: '2030-01-02T00:00:00.000Z',
  },
});

describe('certification form values', () => {
  it("pre-fills a rejected '其他' hospital (sent back as id null) as '其他' with its typed name", () => {
    const values = certificationFormValuesOf(rejected(null, '某社区医院'), userInfo());
    expect(values.hospital).toEqual({ id: 0, name: '某社区医院' });
    expect(values.hospital_name).toBe('某社区医院');
    expect(toCertificationRequest({ ...values, photos: [{ id: 3, previewUrl: 'blob:x' }] })).toMatchObject({
      hospital_id: 0,
      hospital_name: '某社区医院',
      photo_ids: [3],
    });
  });

  it('pre-fills a listed hospital and starts without photos', () => {
    const values = certificationFormValuesOf(rejected(501, '北京协和医院'), userInfo());
    expect(values.hospital).toEqual({ id: 501, name: '北京协和医院' });
    expect(values.hospital_name).toBeUndefined();
    expect(values.photos).toEqual([]);
    expect(values.licence_number).toBe('ABC123456');
  });

  it('pre-fills a first submission from the profile', () => {
    const values = certificationFormValuesOf({ status: 'none', submission: null }, userInfo());
    expect(values).toMatchObject({ name: '张医生', department: 'radiology', province: '11', city: '1101' });
    expect(values.licence_number).toBeUndefined();
  });
});
