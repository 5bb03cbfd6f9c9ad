import { lazy, Suspense, useState } from 'react';
import { loadLaterMessages } from '../../../lib/i18n';
import { useHomePopover } from '../api/popover';

// The dialog (antd-mobile's CenterPopup and its animation library) loads only when there is a
// pop-over to show, so the home's first load does not carry it (issue 12, first load); its texts
// come with the personal centre's, which the home does not carry either.
const PopoverDialog = lazy(() =>
  Promise.all([import('./popover-dialog'), loadLaterMessages()]).then(([module]) => ({
    default: module.PopoverDialog,
  })),
);

/** The operators' home pop-over, when one is due. */
export function HomePopover() {
  const popover = useHomePopover().data?.popover ?? null;
  // Closing dismisses this pop-over by id: a refetch answering it again (a new object, same
  // pop-over) must not reopen it, while a different one the operators schedule still shows.
  const [dismissedId, setDismissedId] = useState<number | null>(null);
  if (!popover) return null;
  return (
    <Suspense fallback={null}>
      <PopoverDialog
        popover={popover}
        visible={popover.id !== dismissedId}
        onDismiss={() => setDismissedId(popover.id)}
      />
    </Suspense>
  );
}
