import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useIsSharedPage } from '../../../hooks/use-is-shared-page';
import type { PopupComponentProps } from '../../../stores/popup-props';
import {
  type PopupKind,
  type PopupPayloads,
  type PopupStore,
  popupStore,
  usePopupState,
} from '../../../stores/popup-store';
import { PointsPopup } from './points-popup';

type PopupComponent<K extends PopupKind> =
  | LazyExoticComponent<ComponentType<PopupComponentProps<K>>>
  | ComponentType<PopupComponentProps<K>>;
type PopupComponents = { [K in PopupKind]: PopupComponent<K> };

/**
 * One component per popup kind; adding a kind to PopupPayloads makes this map incomplete
 * until it is added. Each loads on its first opening, keeping the popups (and antd-mobile's
 * animation code) out of the first download; but the points popup, which most days' first
 * screen shows (the daily sign-in). The host is where popups of several features
 * (consent, user) meet, so it is the one place that imports their components.
 */
const popupComponents: PopupComponents = {
  authorization: lazy(() => import('./authorization-popup').then((m) => ({ default: m.AuthorizationPopup }))),
  points: PointsPopup,
  tip: lazy(() => import('./tip-popup').then((m) => ({ default: m.TipPopup }))),
  registerPrompt: lazy(() => import('./register-prompt').then((m) => ({ default: m.RegisterPrompt }))),
  importRegisterPrompt: lazy(() =>
    import('./import-register-prompt').then((m) => ({ default: m.ImportRegisterPrompt })),
  ),
  invalidHospitalPrompt: lazy(() =>
    import('./invalid-hospital-prompt').then((m) => ({ default: m.InvalidHospitalPrompt })),
  ),
  consent: lazy(() => import('../../consent').then((m) => ({ default: m.ConsentPopup }))),
  legalDocument: lazy(() => import('../../consent').then((m) => ({ default: m.LegalDocumentPopup }))),
  freeTrial: lazy(() => import('./free-trial-popup').then((m) => ({ default: m.FreeTrialPopup }))),
  imagePreview: lazy(() => import('./image-preview-popup').then((m) => ({ default: m.ImagePreviewPopup }))),
  landscape: lazy(() => import('./landscape-tip').then((m) => ({ default: m.LandscapeTip }))),
  version: lazy(() => import('./version-dialog').then((m) => ({ default: m.VersionDialog }))),
};

/**
 * Popups that gate the page: closing one on a shared page leaves for / (spec §2). The free-trial
 * popup decides itself: 'later' keeps the page, the grey one goes back or to /.
 */
const REDIRECT_HOME_WHEN_SHARED: ReadonlySet<PopupKind> = new Set<PopupKind>([
  'authorization',
  'tip',
  'registerPrompt',
  'importRegisterPrompt',
  'invalidHospitalPrompt',
  'consent',
]);

const popupKinds = Object.keys(popupComponents) as PopupKind[];

export interface PopupHostProps {
  store?: PopupStore;
}

/** Renders the global popups from the popup store. Lives inside the router (popups navigate). */
export function PopupHost({ store = popupStore }: PopupHostProps) {
  const state = usePopupState(store);
  const navigate = useNavigate();
  const isShared = useIsSharedPage();

  const handleClose = useCallback(
    (kind: PopupKind) => {
      store.close(kind);
      if (isShared && REDIRECT_HOME_WHEN_SHARED.has(kind)) void navigate('/', { replace: true });
    },
    [store, isShared, navigate],
  );

  return (
    <>
      {popupKinds.map((kind) => (
        <PopupSlot key={kind} kind={kind} payload={state[kind]} onClose={handleClose} />
      ))}
    </>
  );
}

interface PopupSlotProps<K extends PopupKind> {
  kind: K;
  payload: PopupPayloads[K] | undefined;
  onClose: (kind: PopupKind) => void;
}

function PopupSlot<K extends PopupKind>({ kind, payload, onClose }: PopupSlotProps<K>) {
  const handleClose = useCallback(() => onClose(kind), [onClose, kind]);
  // The last payload keeps a closing popup's content during its exit animation.
  const [lastPayload, setLastPayload] = useState(payload);
  if (payload !== undefined && payload !== lastPayload) setLastPayload(payload);
  const shown = payload ?? lastPayload;
  if (shown === undefined) return null;
  const Component = popupComponents[kind] as PopupComponent<K>;
  return (
    <Suspense fallback={null}>
      <Component payload={shown} visible={payload !== undefined} onClose={handleClose} />
    </Suspense>
  );
}
