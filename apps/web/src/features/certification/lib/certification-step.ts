import type { CertificationStatusValue } from '@ia/shared';

type StepStatus = 'wait' | 'process' | 'finish' | 'error';

/** The three steps of the flow (/bindStep): 填写信息 → 上传证件 → 等待审核. */
export const CERTIFICATION_STEPS = ['fill', 'upload', 'review'] as const;

export interface StepState {
  /** Index of the step the user is at. */
  current: number;
  /** How that step shows. */
  status: StepStatus;
}

/**
 * Where the certification status puts the user in the flow:
 * - none: at step 1 (fill in), nothing done;
 * - pending: steps 1 and 2 done, waiting at step 3;
 * - approved: all three done;
 * - rejected: back at step 1, shown as an error, to correct and resubmit.
 * On the form itself, `photosAdded` moves the user from step 1 to step 2.
 */
export function certificationStep(status: CertificationStatusValue, photosAdded = false): StepState {
  switch (status) {
    case 'pending':
      return { current: 2, status: 'process' };
    case 'approved':
      return { current: 2, status: 'finish' };
    case 'rejected':
      return photosAdded ? { current: 1, status: 'process' } : { current: 0, status: 'error' };
    case 'none':
      return { current: photosAdded ? 1 : 0, status: 'process' };
  }
}
