import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';

/**
 * Uploaded files. The bytes live under DATA_DIR/uploads; this row says whose they are, what they
 * are (the type sniffed from the content, never the name), and who may read them.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    /** Random public name, e.g. 2026/11/3f1c….jpg; never derived from the uploader's file name. */
    storageKey: varchar('storage_key', { length: 120 }).notNull().unique(),
    ownerUserId: integer('owner_user_id'),
    ownerOperatorId: integer('owner_operator_id'),
    /** 'public' (served to anyone) or 'private' (owner and operators only, e.g. certification photos). */
    visibility: varchar('visibility', { length: 16 }).notNull(),
    mime: varchar('mime', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    originalName: varchar('original_name', { length: 200 }),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [index('uploads_owner_user_idx').on(table.ownerUserId)],
);

export type UploadRow = typeof uploads.$inferSelect;
