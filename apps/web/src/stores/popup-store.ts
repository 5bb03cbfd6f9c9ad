import type { ConsentDocumentCodeValue } from '@ia/shared';
import { useSyncExternalStore } from 'react';

type NoPayload = Record<string, never>;

/**
 * Generic tip popup (spec §6): the QR code shows only for users with a veeva link. Left out,
 * `hasVeevaLink` and `contactQrCodeUrl` come from the user info (`veeva`, `callUs.qrcode`).
 */
interface TipPopupPayload {
  title?: string;
  /** Shown to users with a veeva link; others always see the "cannot view" text. */
  message?: string;
  hasVeevaLink?: boolean;
  /** The contact QR image (user info `callUs.qrcode`). */
  contactQrCodeUrl?: string | null;
  /**
   * The way forward the refusal has, offered to users without a veeva link: 'certify' (the
   * content is for certified members) adds 去认证, which opens /veeva.
   */
  way?: 'certify';
}

/** Prompts that send the user to a page with `redirect` (and `gotohome` on shared pages). */
interface RegisterPromptPayload {
  /** Where to come back afterwards; defaults to the current address. */
  returnUrl?: string;
}

/** How the consent popup ended: signed, or cancelled ('from', spec §4). */
type ConsentOutcome = 'signed' | 'from';

interface ConsentPopupPayload {
  /** Where signing returns to; defaults to the current address. Stored as the consent return URL. */
  returnUrl?: string;
  onOutcome?: (outcome: ConsentOutcome) => void;
}

/** The free-trial prompt (spec §4): days > 0 counts down; days ≤ 0 is the grey "one more step". */
interface FreeTrialPopupPayload {
  daysLeft: number;
}

interface ImagePreviewPayload {
  images: readonly string[];
  /** The image shown first. */
  index?: number;
}

/**
 * Every global popup and its payload. To add one (consent, free trial, invalid hospital…),
 * add its key here and its component to `popupComponents` in the popup host; the type
 * checker then insists on both.
 */
export interface PopupPayloads {
  authorization: NoPayload;
  points: { score: number };
  tip: TipPopupPayload;
  registerPrompt: RegisterPromptPayload;
  importRegisterPrompt: RegisterPromptPayload;
  invalidHospitalPrompt: RegisterPromptPayload;
  consent: ConsentPopupPayload;
  /** The privacy statement, terms of use or personal-information consent, in full. */
  legalDocument: { code: ConsentDocumentCodeValue };
  freeTrial: FreeTrialPopupPayload;
  imagePreview: ImagePreviewPayload;
  landscape: NoPayload;
  version: { appVersion: string; storedVersion: string | null };
}

export type PopupKind = keyof PopupPayloads;
export type PopupState = { readonly [K in PopupKind]?: PopupPayloads[K] };

type Listener = () => void;

/** One store for the global popups; open state is the presence of a payload. */
export function createPopupStore() {
  let state: PopupState = {};
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  return {
    getState: (): PopupState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open<K extends PopupKind>(kind: K, payload: PopupPayloads[K]): void {
      state = { ...state, [kind]: payload };
      emit();
    },
    close(kind: PopupKind): void {
      if (!(kind in state)) return;
      const { [kind]: _closed, ...rest } = state;
      state = rest;
      emit();
    },
    isOpen(kind: PopupKind): boolean {
      return kind in state;
    },
    reset(): void {
      state = {};
      emit();
    },
  };
}

export type PopupStore = ReturnType<typeof createPopupStore>;

export const popupStore = createPopupStore();

export function usePopupState(store: PopupStore = popupStore): PopupState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
