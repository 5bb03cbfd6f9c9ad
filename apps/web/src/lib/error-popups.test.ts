import { ErrorCode } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { createPopupStore } from '../stores/popup-store';
import { openPopupForErrorCode, popupForErrorCode } from './error-popups';

describe('error code → popup (spec §4, §8)', () => {
  it.each([
    [ErrorCode.NOT_REGISTERED, 'registerPrompt', {}],
    [ErrorCode.CONSENT_REQUIRED, 'consent', {}],
    [ErrorCode.TRIAL_EXPIRED, 'freeTrial', { daysLeft: 0 }],
    [ErrorCode.NOT_CERTIFIED, 'tip', { way: 'certify' }],
    [ErrorCode.AUTHORIZATION_NEEDED, 'authorization', {}],
  ] as const)('%i opens %s', (code, kind, payload) => {
    expect(popupForErrorCode(code)).toEqual({ kind, payload });
    const store = createPopupStore();
    expect(openPopupForErrorCode(code, store)).toBe(true);
    expect(store.getState()).toEqual({ [kind]: payload });
  });

  it('makes the free-trial popup of 40303 the grey one (days ≤ 0)', () => {
    const opening = popupForErrorCode(ErrorCode.TRIAL_EXPIRED);
    expect(opening?.kind === 'freeTrial' && opening.payload.daysLeft <= 0).toBe(true);
  });

  it.each([ErrorCode.VALIDATION_FAILED, ErrorCode.FORBIDDEN, ErrorCode.NOT_FOUND, ErrorCode.CONFLICT, 12345])(
    'leaves %i to the toast',
    (code) => {
      const store = createPopupStore();
      expect(openPopupForErrorCode(code, store)).toBe(false);
      expect(store.getState()).toEqual({});
    },
  );
});
