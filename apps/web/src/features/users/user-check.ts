import type { UserInfo } from '@ia/shared';

/**
 * The user check of spec §4, as pure decisions: which prompt (if any) a page shows, in the
 * spec's order, and whether the free-trial prompt is due. The hooks carry them out.
 */

/** What the check reads of a route (a subset of RouteMeta). */
export interface UserCheckRoute {
  requiresLogin: boolean;
  requiresRegisteredUser: boolean;
  redirectsRegisteredUser: boolean;
  skipRegisterPrompt: boolean;
  fetchesUser: boolean;
  tabIndex: number | undefined;
}

export type UserCheckUser = Pick<
  UserInfo,
  'registered' | 'reconfirmation' | 're_perfect_type' | 'all_active' | 'kind' | 'certified'
>;

/** Step 2: the pages the check itself sends people to. */
const USER_CHECK_EXEMPT_PATHS: readonly string[] = ['/importregister', '/hospitallose'];

export type UserCheckPrompt = 'importRegister' | 'invalidHospital' | 'register' | 'consent';

export type UserCheckAction =
  | { type: 'none' }
  /** Step 1: the user info is needed before anything can be decided. */
  | { type: 'loadUser' }
  /** registerNoEnter: a registered user is sent to /. */
  | { type: 'redirectHome' }
  | { type: 'prompt'; prompt: UserCheckPrompt };

export interface UserCheckDecision {
  action: UserCheckAction;
  /** Step 1: the user info says registered and no local mark says so yet. */
  markRegistered: boolean;
  /** Unregistered users get their truman (consent) status fetched and stored. */
  loadTruman: boolean;
}

export interface UserCheckInput {
  /** The page's path relative to the base path, normalised ('/course/detail'). */
  pathname: string;
  route: UserCheckRoute | undefined;
  /** Run the six steps here: checkUser pages, and every login page in look-star mode. */
  runChecks: boolean;
  signedIn: boolean;
  registeredMark: boolean;
  /** The user info, once loaded. */
  user: UserCheckUser | undefined;
  /** Loading the user info failed: nothing can be decided (the server still refuses). */
  userFailed: boolean;
}

const NONE: UserCheckAction = { type: 'none' };

function prompt(promptKind: UserCheckPrompt): UserCheckAction {
  return { type: 'prompt', prompt: promptKind };
}

/** Whether the page needs the user info at all (for the check, registerNoEnter or getUser). */
export function needsUserInfo(route: UserCheckRoute | undefined, runChecks: boolean): boolean {
  if (!route) return false;
  return runChecks || route.redirectsRegisteredUser || route.fetchesUser;
}

/**
 * Spec §4, in order: (1) signed in without a local "registered" mark → load the user info and
 * mark a registered user; (2) skip /importregister and /hospitallose; (3) reconfirmation 0 →
 * import-register prompt; (4) re_perfect_type set → invalid-hospital prompt; (5) not registered →
 * register prompt, unless ingoreCheck; (6) registered with all_active 0 → consent popup.
 * registerNoEnter pages send registered users to /.
 */
export function decideUserCheck(input: UserCheckInput): UserCheckDecision {
  const { route, user } = input;
  const nothing: UserCheckDecision = { action: NONE, markRegistered: false, loadTruman: false };
  // Without a login the login itself comes first; the server refuses everything else anyway.
  if (!input.signedIn || !route) return nothing;
  if (!input.runChecks && !route.redirectsRegisteredUser) return nothing;

  // A user known to be registered leaves a registerNoEnter page without waiting for a fetch.
  if (route.redirectsRegisteredUser && input.registeredMark)
    return { ...nothing, action: { type: 'redirectHome' } };

  // Step 1. Steps 3 to 6 read fields only the user info has, so a marked user's info is read
  // too (from the query cache when it is there).
  if (!user) return input.userFailed ? nothing : { ...nothing, action: { type: 'loadUser' } };
  const decided = (action: UserCheckAction): UserCheckDecision => ({
    action,
    markRegistered: user.registered && !input.registeredMark,
    loadTruman: !user.registered,
  });

  if (route.redirectsRegisteredUser && user.registered) return decided({ type: 'redirectHome' });
  if (!input.runChecks) return decided(NONE);
  // Step 2
  if (USER_CHECK_EXEMPT_PATHS.includes(input.pathname)) return decided(NONE);
  // Step 3
  if (user.reconfirmation === 0) return decided(prompt('importRegister'));
  // Step 4
  if (user.re_perfect_type) return decided(prompt('invalidHospital'));
  // Step 5
  if (!user.registered) return decided(route.skipRegisterPrompt ? NONE : prompt('register'));
  // Step 6
  if (user.all_active === 0) return decided(prompt('consent'));
  return decided(NONE);
}

/** Learning pages: checked content pages under the home, meeting and learning tabs. */
export function isLearningPage(route: UserCheckRoute | undefined): boolean {
  if (!route?.requiresRegisteredUser) return false;
  return route.tabIndex === 0 || route.tabIndex === 1 || route.tabIndex === 2;
}

export interface TrialTipInput {
  pathname: string;
  route: UserCheckRoute | undefined;
  user: UserCheckUser | undefined;
  /** The user check's action on this page: the trial prompt never competes with another. */
  checkAction: UserCheckAction;
}

/**
 * Whether to ask the server (istip/get-istip) if the free-trial prompt is due: on home and on
 * learning pages, for registered, consented, uncertified members. Never certified users or staff.
 */
export function shouldAskTrialTip({ pathname, route, user, checkAction }: TrialTipInput): boolean {
  if (!user || checkAction.type !== 'none') return false;
  if (pathname !== '/' && !isLearningPage(route)) return false;
  return user.registered && user.all_active === 1 && user.kind === 'member' && !user.certified;
}

/** The free-trial popup's payload for a get-istip answer, or null when it is not due. */
export function trialPopupFor(tip: {
  istip: 0 | 1;
  days_left: number;
  certified: boolean;
}): { daysLeft: number } | null {
  if (tip.istip !== 1 || tip.certified) return null;
  return { daysLeft: tip.days_left };
}
