import { useEffect } from 'react';
import { type PopupStore, popupStore } from '../../../stores/popup-store';
import { watchOrientation } from '../orientation';

/** Opens the landscape tip while the page is wider than tall, and closes it in portrait. */
export function useLandscapeTip(store: PopupStore = popupStore): void {
  useEffect(
    () =>
      watchOrientation((landscape) => {
        if (landscape && !store.isOpen('landscape')) store.open('landscape', {});
        else store.close('landscape');
      }),
    [store],
  );
}
