import { describe, expect, it } from 'vitest';
import {
  decideUserCheck,
  isLearningPage,
  needsUserInfo,
  shouldAskTrialTip,
  trialPopupFor,
  type UserCheckInput,
  type UserCheckRoute,
  type UserCheckUser,
} from './user-check';

const checkedRoute: UserCheckRoute = {
  requiresLogin: true,
  requiresRegisteredUser: true,
  redirectsRegisteredUser: false,
  skipRegisterPrompt: false,
  fetchesUser: false,
  tabIndex: 2,
};
const registrationRoute: UserCheckRoute = {
  ...checkedRoute,
  requiresRegisteredUser: false,
  redirectsRegisteredUser: true,
  skipRegisterPrompt: true,
  tabIndex: undefined,
};
const loginRoute: UserCheckRoute = { ...checkedRoute, requiresRegisteredUser: false };

/** A registered, consented, confirmed member: passes every step. */
const fine: UserCheckUser = {
  registered: true,
  reconfirmation: 1,
  re_perfect_type: 0,
  all_active: 1,
  kind: 'member',
  certified: false,
};

function input(overrides: Partial<UserCheckInput> = {}): UserCheckInput {
  return {
    pathname: '/course/detail',
    route: checkedRoute,
    runChecks: true,
    signedIn: true,
    registeredMark: true,
    user: fine,
    userFailed: false,
    ...overrides,
  };
}

const actionOf = (overrides: Partial<UserCheckInput>) => decideUserCheck(input(overrides)).action;

describe('decideUserCheck: the six steps of spec §4', () => {
  it('lets a registered, consented, confirmed user through', () => {
    expect(decideUserCheck(input())).toEqual({
      action: { type: 'none' },
      markRegistered: false,
      loadTruman: false,
    });
  });

  it('does nothing without a login (the login comes first) or on unchecked pages', () => {
    expect(actionOf({ signedIn: false, user: undefined })).toEqual({ type: 'none' });
    expect(actionOf({ route: loginRoute, runChecks: false, user: undefined })).toEqual({ type: 'none' });
    expect(actionOf({ route: undefined })).toEqual({ type: 'none' });
  });

  describe('step 1: user info when not marked registered', () => {
    it('loads the user info first', () => {
      expect(actionOf({ registeredMark: false, user: undefined })).toEqual({ type: 'loadUser' });
    });

    it('marks a registered user', () => {
      const decision = decideUserCheck(input({ registeredMark: false }));
      expect(decision.markRegistered).toBe(true);
      expect(decision.loadTruman).toBe(false);
    });

    it('does not mark an unregistered user, and fetches their truman status', () => {
      const decision = decideUserCheck(
        input({ registeredMark: false, user: { ...fine, registered: false } }),
      );
      expect(decision.markRegistered).toBe(false);
      expect(decision.loadTruman).toBe(true);
    });

    it('decides nothing when the user info failed to load', () => {
      expect(actionOf({ user: undefined, userFailed: true })).toEqual({ type: 'none' });
    });

    it('still marks and skips on the exempt pages (step 1 comes before step 2)', () => {
      const decision = decideUserCheck(
        input({ pathname: '/importregister', registeredMark: false, user: { ...fine, reconfirmation: 0 } }),
      );
      expect(decision).toEqual({ action: { type: 'none' }, markRegistered: true, loadTruman: false });
    });
  });

  describe('step 2: /importregister and /hospitallose are skipped', () => {
    it.each(['/importregister', '/hospitallose'])('%s gets no prompt, whatever the user', (pathname) => {
      const worst: UserCheckUser = {
        ...fine,
        registered: false,
        reconfirmation: 0,
        re_perfect_type: 1,
        all_active: 0,
      };
      expect(actionOf({ pathname, user: worst })).toEqual({ type: 'none' });
    });
  });

  it('step 3: no reconfirmation → import-register prompt', () => {
    expect(actionOf({ user: { ...fine, reconfirmation: 0 } })).toEqual({
      type: 'prompt',
      prompt: 'importRegister',
    });
  });

  it('step 4: re_perfect_type set → invalid-hospital prompt', () => {
    expect(actionOf({ user: { ...fine, re_perfect_type: 1 } })).toEqual({
      type: 'prompt',
      prompt: 'invalidHospital',
    });
  });

  describe('step 5: not registered', () => {
    it('→ register prompt', () => {
      expect(actionOf({ registeredMark: false, user: { ...fine, registered: false } })).toEqual({
        type: 'prompt',
        prompt: 'register',
      });
    });

    it('→ nothing on ingoreCheck pages', () => {
      expect(
        actionOf({
          route: { ...checkedRoute, skipRegisterPrompt: true },
          registeredMark: false,
          user: { ...fine, registered: false },
        }),
      ).toEqual({ type: 'none' });
    });

    it('goes by the user info, not a stale local mark', () => {
      expect(actionOf({ registeredMark: true, user: { ...fine, registered: false } })).toEqual({
        type: 'prompt',
        prompt: 'register',
      });
    });
  });

  it('step 6: registered with all_active 0 → consent popup', () => {
    expect(actionOf({ user: { ...fine, all_active: 0 } })).toEqual({ type: 'prompt', prompt: 'consent' });
  });

  describe('the order', () => {
    it('import-register (3) before invalid hospital (4), register (5) and consent (6)', () => {
      const user: UserCheckUser = {
        registered: false,
        reconfirmation: 0,
        re_perfect_type: 1,
        all_active: 0,
        kind: null,
        certified: false,
      };
      expect(actionOf({ user })).toEqual({ type: 'prompt', prompt: 'importRegister' });
    });

    it('invalid hospital (4) before register (5) and consent (6)', () => {
      const user: UserCheckUser = { ...fine, registered: false, re_perfect_type: 1, all_active: 0 };
      expect(actionOf({ user })).toEqual({ type: 'prompt', prompt: 'invalidHospital' });
    });

    it('register (5) before consent (6)', () => {
      expect(actionOf({ user: { ...fine, registered: false, all_active: 0 } })).toEqual({
        type: 'prompt',
        prompt: 'register',
      });
    });

    it('an ingoreCheck page still gets steps 3, 4 and 6', () => {
      const route = { ...checkedRoute, skipRegisterPrompt: true };
      expect(actionOf({ route, user: { ...fine, reconfirmation: 0 } })).toEqual({
        type: 'prompt',
        prompt: 'importRegister',
      });
      expect(actionOf({ route, user: { ...fine, all_active: 0 } })).toEqual({
        type: 'prompt',
        prompt: 'consent',
      });
    });
  });

  describe('registerNoEnter', () => {
    it('sends a user marked registered to / without waiting for the user info', () => {
      expect(actionOf({ route: registrationRoute, runChecks: false, user: undefined })).toEqual({
        type: 'redirectHome',
      });
    });

    it('loads the user info when there is no mark, then sends a registered user to /', () => {
      expect(
        actionOf({ route: registrationRoute, runChecks: false, registeredMark: false, user: undefined }),
      ).toEqual({
        type: 'loadUser',
      });
      const decision = decideUserCheck(
        input({ route: registrationRoute, runChecks: false, registeredMark: false }),
      );
      expect(decision.action).toEqual({ type: 'redirectHome' });
      expect(decision.markRegistered).toBe(true);
    });

    it('lets an unregistered user register', () => {
      expect(
        actionOf({
          route: registrationRoute,
          runChecks: false,
          registeredMark: false,
          user: { ...fine, registered: false },
        }),
      ).toEqual({ type: 'none' });
    });
  });
});

describe('needsUserInfo', () => {
  it('is true where the check runs, on registerNoEnter and on getUser pages', () => {
    expect(needsUserInfo(checkedRoute, true)).toBe(true);
    expect(needsUserInfo(registrationRoute, false)).toBe(true);
    expect(needsUserInfo({ ...loginRoute, fetchesUser: true }, false)).toBe(true);
    expect(needsUserInfo(loginRoute, false)).toBe(false);
    expect(needsUserInfo(undefined, true)).toBe(false);
  });
});

describe('free-trial prompt', () => {
  const none = { type: 'none' } as const;

  it('counts checked pages of the home, meeting and learning tabs as learning pages', () => {
    expect(isLearningPage(checkedRoute)).toBe(true);
    expect(isLearningPage({ ...checkedRoute, tabIndex: 0 })).toBe(true);
    expect(isLearningPage({ ...checkedRoute, tabIndex: 3 })).toBe(false);
    expect(isLearningPage({ ...checkedRoute, tabIndex: undefined })).toBe(false);
    expect(isLearningPage(loginRoute)).toBe(false);
  });

  it('asks on home and learning pages for a consented, uncertified member', () => {
    expect(
      shouldAskTrialTip({ pathname: '/course/detail', route: checkedRoute, user: fine, checkAction: none }),
    ).toBe(true);
    expect(shouldAskTrialTip({ pathname: '/', route: loginRoute, user: fine, checkAction: none })).toBe(true);
    expect(
      shouldAskTrialTip({ pathname: '/meeting', route: loginRoute, user: fine, checkAction: none }),
    ).toBe(false);
  });

  it('never asks for certified users, staff, unregistered or unconsented users', () => {
    const ask = (user: UserCheckUser) =>
      shouldAskTrialTip({ pathname: '/', route: loginRoute, user, checkAction: none });
    expect(ask({ ...fine, certified: true })).toBe(false);
    expect(ask({ ...fine, kind: 'staff' })).toBe(false);
    expect(ask({ ...fine, registered: false })).toBe(false);
    expect(ask({ ...fine, all_active: 0 })).toBe(false);
  });

  it('never competes with another prompt', () => {
    expect(
      shouldAskTrialTip({
        pathname: '/course/detail',
        route: checkedRoute,
        user: fine,
        checkAction: { type: 'prompt', prompt: 'consent' },
      }),
    ).toBe(false);
  });

  it('opens when the server says istip=1, with the days left', () => {
    expect(trialPopupFor({ istip: 1, days_left: 5, certified: false })).toEqual({ daysLeft: 5 });
    expect(trialPopupFor({ istip: 1, days_left: -2, certified: false })).toEqual({ daysLeft: -2 });
    expect(trialPopupFor({ istip: 0, days_left: 5, certified: false })).toBeNull();
    expect(trialPopupFor({ istip: 1, days_left: 5, certified: true })).toBeNull();
  });
});
