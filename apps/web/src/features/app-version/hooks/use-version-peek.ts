import { APP_VERSION } from '@ia/shared';
import { useEffect } from 'react';
import { type PopupStore, popupStore } from '../../../stores/popup-store';
import { readStoredAppVersion } from '../app-version-rule';
import { watchVersionPeek } from '../version-peek';

/** Shows the version dialog (app version and stored version) when "version" is typed and held. */
export function useVersionPeek(store: PopupStore = popupStore): void {
  useEffect(
    () =>
      watchVersionPeek(() =>
        store.open('version', { appVersion: APP_VERSION, storedVersion: readStoredAppVersion() }),
      ),
    [store],
  );
}
