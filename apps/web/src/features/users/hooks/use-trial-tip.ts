import type { UserInfo } from '@ia/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { popupStore } from '../../../stores/popup-store';
import { trialTipQueryOptions } from '../api/trial-tip';
import { shouldAskTrialTip, trialPopupFor, type UserCheckAction, type UserCheckRoute } from '../user-check';
import { normalizeCheckedPath } from './use-user-check';

/**
 * The free-trial prompt (spec §4) on home and learning pages: asks istip/get-istip for
 * registered, consented, uncertified members, and opens the popup when the server says it is due.
 */
export function useTrialTip(
  route: UserCheckRoute | undefined,
  user: UserInfo | undefined,
  checkAction: UserCheckAction,
): void {
  const location = useLocation();
  const ask = shouldAskTrialTip({
    pathname: normalizeCheckedPath(location.pathname),
    route,
    user,
    checkAction,
  });
  const tip = useQuery({ ...trialTipQueryOptions(location.key), enabled: ask });
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    if (!ask || !tip.data || shownFor.current === location.key) return;
    shownFor.current = location.key;
    const payload = trialPopupFor(tip.data);
    if (payload) popupStore.open('freeTrial', payload);
  }, [ask, tip.data, location.key]);
}
