import { useSyncExternalStore } from 'react';

type NoPayload = Record<string, never>;

/** Generic tip popup (spec §6): the QR code shows only for users with a veeva link. */
export interface TipPopupPayload {
  title?: string;
  /** Shown to users with a veeva link; others always see the "cannot view" text. */
  message?: string;
  hasVeevaLink?: boolean;
  /** The contact QR image (user info `callUs.qrcode`). */
  contactQrCodeUrl?: string | null;
}

export interface RegisterPromptPayload {
  /** Where to come back after registering; defaults to the current address. */
  returnUrl?: string;
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
