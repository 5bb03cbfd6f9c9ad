import { describe, expect, it } from 'vitest';
import { certificationStep } from './certification-step';

describe('certificationStep', () => {
  it('puts each status at its step of 填写信息 → 上传证件 → 等待审核', () => {
    expect(certificationStep('none')).toEqual({ current: 0, status: 'process' });
    expect(certificationStep('none', true)).toEqual({ current: 1, status: 'process' });
    expect(certificationStep('pending')).toEqual({ current: 2, status: 'process' });
    expect(certificationStep('approved')).toEqual({ current: 2, status: 'finish' });
    expect(certificationStep('rejected')).toEqual({ current: 0, status: 'error' });
    expect(certificationStep('rejected', true)).toEqual({ current: 1, status: 'process' });
  });
});
