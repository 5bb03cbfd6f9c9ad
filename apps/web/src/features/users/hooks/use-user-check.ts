import type { UserInfo } from '@ia/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasIdentity } from '../../../lib/identity';
import { saveConsentReturnUrl } from '../../../lib/return-url';
import { getLoginSettings } from '../../../lib/runtime-config';
import { markRegistered, readRegisteredMark } from '../../../lib/user-marks';
import { popupStore } from '../../../stores/popup-store';
import { loadTrumanStatus } from '../api/get-truman-status';
import { userInfoQueryOptions } from '../api/get-user-info';
import {
  decideUserCheck,
  needsUserInfo,
  type UserCheckAction,
  type UserCheckDecision,
  type UserCheckPrompt,
  type UserCheckRoute,
} from '../user-check';

/** '/Course/Detail/' → '/course/detail', as the router matches it. */
export function normalizeCheckedPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}

function actionKey(action: UserCheckAction): string {
  return action.type === 'prompt' ? `prompt:${action.prompt}` : action.type;
}

const promptPopups = {
  importRegister: 'importRegisterPrompt',
  invalidHospital: 'invalidHospitalPrompt',
  register: 'registerPrompt',
  consent: 'consent',
} as const satisfies Record<UserCheckPrompt, string>;

export interface UserCheckResult extends UserCheckDecision {
  user: UserInfo | undefined;
}

/**
 * Runs the user check of spec §4 on the current page (see decideUserCheck): loads the user info
 * where needed, marks registered users, fetches the truman status of unregistered ones, sends
 * registered users away from registerNoEnter pages and opens the prompt the check chooses,
 * once per visit of a page.
 */
export function useUserCheck(route: UserCheckRoute | undefined): UserCheckResult {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = hasIdentity();
  // Look-star mode runs the checks after every login, not only on checkUser pages (spec §4).
  const lookStar = getLoginSettings()?.mode === 'look-star';
  const runChecks = Boolean(route?.requiresRegisteredUser || (lookStar && route?.requiresLogin));
  const userQuery = useQuery({
    ...userInfoQueryOptions(),
    enabled: signedIn && needsUserInfo(route, runChecks),
  });

  const decision = decideUserCheck({
    pathname: normalizeCheckedPath(location.pathname),
    route,
    runChecks,
    signedIn,
    registeredMark: readRegisteredMark(),
    user: userQuery.data,
    userFailed: userQuery.isError,
  });

  useEffect(() => {
    if (decision.markRegistered) markRegistered();
  }, [decision.markRegistered]);

  useEffect(() => {
    if (decision.loadTruman) void loadTrumanStatus();
  }, [decision.loadTruman]);

  const handledVisit = useRef<string | null>(null);
  const key = actionKey(decision.action);
  const returnUrl = `${location.pathname}${location.search}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per page visit and action
  useEffect(() => {
    const { action } = decision;
    if (action.type === 'none' || action.type === 'loadUser') return;
    const visit = `${location.key}:${key}`;
    if (handledVisit.current === visit) return;
    handledVisit.current = visit;

    if (action.type === 'redirectHome') {
      void navigate('/', { replace: true });
      return;
    }
    const kind = promptPopups[action.prompt];
    if (popupStore.isOpen(kind)) return;
    if (kind === 'consent') {
      // Spec §4: the consent prompt remembers where to come back to after signing.
      saveConsentReturnUrl(returnUrl);
    }
    popupStore.open(kind, { returnUrl });
  }, [key, location.key]);

  return { ...decision, user: userQuery.data };
}
