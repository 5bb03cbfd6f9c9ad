import { SUCCESS_CODE } from '@ia/shared';
import { apiClient, isAuthorizationNeeded } from '../../../lib/api-client';
import { readIdentity } from '../../../lib/identity';
import { type StoredTrumanStatus, saveTrumanStatus } from '../../../lib/user-marks';

interface TrumanStatus {
  all_active: 0 | 1;
  registered: boolean;
}

/**
 * POST member/gettruman {openid, unionid}: the consent (truman) state of a user who has not
 * registered yet, stored in local storage (spec §4). A raw call: its caller reads the code, and a
 * failure only means nothing is stored.
 */
export async function loadTrumanStatus(): Promise<StoredTrumanStatus | null> {
  const { openid, unionid } = readIdentity();
  if (!openid) return null;
  const answer = await apiClient
    .post<TrumanStatus>('/member/gettruman', { openid, unionid })
    .catch(() => undefined);
  if (!answer || isAuthorizationNeeded(answer) || answer.code !== SUCCESS_CODE) return null;
  const status: StoredTrumanStatus = { openid, ...answer.data };
  saveTrumanStatus(status);
  return status;
}
