import { index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';

/** Likes ('zan') and favourites ('faver') of contents: one row per user, content, type and kind. */
export const contentReactions = pgTable(
  'content_reactions',
  {
    kind: varchar('kind', { length: 8 }).notNull(),
    userId: integer('user_id').notNull(),
    contentId: integer('content_id').notNull(),
    type: smallint('type').notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.userId, table.contentId, table.type] }),
    index('content_reactions_user_idx').on(table.userId, table.kind, table.createdAt),
  ],
);
