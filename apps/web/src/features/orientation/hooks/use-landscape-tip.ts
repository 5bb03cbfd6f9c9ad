import { useEffect } from 'react';
import { type PopupStore, popupStore } from '../../../stores/popup-store';
import { watchOrientation } from '../orientation';

/** Opens the landscape tip while the page is wider than tall, and closes it in portrait. */
export function useLandscapeTip(store: PopupStore = popupStore): void {
  useEffect(
    () =>
      watchOrientation((landscape) => {
        // A second "landscape" report (the 1 s check after a rotation already reported) keeps the tip open.
        if (!landscape) store.close('landscape');
        else if (!store.isOpen('landscape')) store.open('landscape', {});
      }),
    [store],
  );
}
