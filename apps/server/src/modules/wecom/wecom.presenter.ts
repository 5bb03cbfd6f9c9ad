import type { WecomStatus } from '@ia/shared';
import type { WecomContactRow } from './wecom.table';

/** member/getWecomStatus from the member's newest standing contact, if any. */
export function presentWecomStatus(contact: WecomContactRow | undefined): WecomStatus {
  if (!contact?.addedAt) return { added: false, added_at: null, assistant: null };
  return { added: true, added_at: contact.addedAt.toISOString(), assistant: contact.wecomUserId };
}
