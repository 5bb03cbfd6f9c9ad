import { ErrorCode } from '@ia/shared';
import { type PopupKind, type PopupPayloads, type PopupStore, popupStore } from '../stores/popup-store';

type PopupOpening = { [K in PopupKind]: { kind: K; payload: PopupPayloads[K] } }[PopupKind];

/**
 * The one table from server error codes to what the app shows (spec §4, §8). The API client
 * consults it for every non-success answer: a mapped code opens its popup instead of a toast.
 * The server holds the rule; the popup is its friendly face.
 */
const ERROR_CODE_POPUPS: Readonly<Record<number, PopupOpening>> = {
  /** Unregistered: "Sorry, you have not registered, click to go". */
  [ErrorCode.NOT_REGISTERED]: { kind: 'registerPrompt', payload: {} },
  /** Registered without every current consent document signed. */
  [ErrorCode.CONSENT_REQUIRED]: { kind: 'consent', payload: {} },
  /** Free trial over and not certified: the grey "one more step" popup (days ≤ 0). */
  [ErrorCode.TRIAL_EXPIRED]: { kind: 'freeTrial', payload: { daysLeft: 0 } },
  /**
   * Certified-only content: the generic "cannot view" popup (QR only with a veeva link), with the
   * way forward, 去认证 (/veeva), for those who can certify themselves.
   */
  [ErrorCode.NOT_CERTIFIED]: { kind: 'tip', payload: { way: 'certify' } },
  [ErrorCode.AUTHORIZATION_NEEDED]: { kind: 'authorization', payload: {} },
};

/** The popup a code stands for, or undefined when the code is only toasted. */
export function popupForErrorCode(code: number): PopupOpening | undefined {
  return ERROR_CODE_POPUPS[code];
}

/** Opens the popup of `code`; true when there is one (the caller then skips its toast). */
export function openPopupForErrorCode(code: number, store: PopupStore = popupStore): boolean {
  const opening = popupForErrorCode(code);
  if (!opening) return false;
  // The table pairs each kind with its own payload; TypeScript cannot follow the pairing.
  store.open(opening.kind, opening.payload as never);
  return true;
}
