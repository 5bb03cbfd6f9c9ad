import type { PopupKind, PopupPayloads } from './popup-store';

/** What the popup host gives every popup component. */
export interface PopupComponentProps<K extends PopupKind> {
  payload: PopupPayloads[K];
  visible: boolean;
  onClose: () => void;
}
