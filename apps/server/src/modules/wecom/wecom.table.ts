import { index, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from '../../db/columns';

/**
 * Who has the academy's WeCom assistants as a contact (企业微信好友), as WeCom's
 * change_external_contact callbacks told us: one row per external contact and assistant.
 * Keyed by WeCom's external_userid, not by our user: a contact may arrive before its WeChat
 * user registers here, and is matched to members by unionid when read (decision 021).
 */
export const wecomContacts = pgTable(
  'wecom_contacts',
  {
    externalUserId: varchar('external_userid', { length: 128 }).notNull(),
    /** The assistant: the WeCom member (UserID) on the other side. */
    wecomUserId: varchar('wecom_userid', { length: 64 }).notNull(),
    /** From externalcontact/get; null when WeCom gave none (a WeCom user, no open platform, or only a removal seen). */
    unionid: varchar('unionid', { length: 64 }),
    /** CreateTime of the last add; kept after a removal as history. */
    addedAt: timestampTz('added_at'),
    /** Set by a removal, cleared by a later add: null means the contact stands. */
    removedAt: timestampTz('removed_at'),
    /** CreateTime of the event last applied: an event not newer than this changes nothing. */
    eventAt: timestampTz('event_at').notNull(),
    /** WeCom's ChangeType of that event (add_external_contact, del_follow_user, …). */
    lastChangeType: varchar('last_change_type', { length: 32 }).notNull(),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.externalUserId, table.wecomUserId] }),
    index('wecom_contacts_unionid_idx').on(table.unionid),
  ],
);

export type WecomContactRow = typeof wecomContacts.$inferSelect;
