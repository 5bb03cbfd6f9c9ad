import { chinaDay, type UserInfo } from '@ia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { localStore } from '../../../lib/storage';
import { POINTS_QUERY_KEY, postSignIn, postTipStatus } from '../api/points';

/** Pages with a player: leaving one asks for the minutes' points the server awarded meanwhile. */
const PLAYER_PATHS = ['/course/detail', '/meetingdetail', '/meetingdetailplayback', '/activity/detail'];
const SIGN_IN_KEY_PREFIX = 'ia.points.signedIn.';

const isPlayerPath = (pathname: string): boolean => PLAYER_PATHS.includes(pathname);

/** Today in China (UTC+8), as the server counts sign-in days. */
export function chinaToday(now: Date = new Date()): string {
  return chinaDay(now);
}

/** Points are a consented member's (or staff's): the server refuses sign-in to anyone else. */
export function earnsPoints(user: UserInfo | undefined): user is UserInfo {
  return Boolean(user?.registered && user.all_active === 1);
}

/**
 * The app's points moments (mounted once, in the shell): the daily sign-in as the app starts,
 * once per China day and user (its answer's score shows the points popup); and the popup for
 * points awarded in the background (learning and meeting minutes) on home and when leaving a
 * player — score-log/up-tip-status answers each award once.
 */
export function usePointsMoments(user: UserInfo | undefined): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const previous = useRef<string | null>(null);
  const member = earnsPoints(user);
  const userId = user?.id;

  useEffect(() => {
    if (!member || userId === undefined) return;
    const key = `${SIGN_IN_KEY_PREFIX}${userId}`;
    const today = chinaToday();
    if (localStore.get(key) === today) return;
    localStore.set(key, today);
    postSignIn()
      .then(() => queryClient.invalidateQueries({ queryKey: POINTS_QUERY_KEY }))
      // Not signed in after all (offline): the next start tries again.
      .catch(() => localStore.remove(key));
  }, [member, userId, queryClient]);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (!member) return;
    const leftPlayer = from !== null && isPlayerPath(from) && !isPlayerPath(pathname);
    if (pathname === '/' || leftPlayer) {
      postTipStatus()
        .then((answer) => {
          if (answer.score > 0) void queryClient.invalidateQueries({ queryKey: POINTS_QUERY_KEY });
        })
        .catch(() => {});
    }
  }, [pathname, member, queryClient]);
}
