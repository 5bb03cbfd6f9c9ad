import { index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';

/**
 * The legal documents users sign (privacy statement, terms of use, personal-information consent),
 * one row per published version. `commitHash` is the SHA-256 of the exact Chinese text.
 */
export const consentDocuments = pgTable(
  'consent_documents',
  {
    id: serial('id').primaryKey(),
    /** 'privacy', 'terms' or 'personal_info'. */
    code: varchar('code', { length: 32 }).notNull(),
    /** document_version_number: 1, 2, 3… per code. */
    version: integer('version').notNull(),
    commitHash: varchar('commit_hash', { length: 64 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    body: text('body').notNull(),
    titleEn: varchar('title_en', { length: 100 }).notNull(),
    bodyEn: text('body_en').notNull(),
    publishedAt: timestampTz('published_at').notNull().defaultNow(),
    /** The operator who published it; null for the seeded first versions. */
    publishedBy: integer('published_by'),
  },
  (table) => [uniqueIndex('consent_documents_code_version_uq').on(table.code, table.version)],
);

/**
 * Append-only record of every grant and withdrawal: who, which document version, its hash,
 * when, and from where. Never updated or deleted.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    openid: varchar('openid', { length: 64 }).notNull(),
    documentCode: varchar('document_code', { length: 32 }).notNull(),
    documentVersion: integer('document_version').notNull(),
    commitHash: varchar('commit_hash', { length: 64 }).notNull(),
    /** 'grant' or 'withdraw'. */
    action: varchar('action', { length: 16 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [index('consent_records_user_idx').on(table.userId, table.createdAt)],
);

export type ConsentDocumentRow = typeof consentDocuments.$inferSelect;
export type ConsentRecordRow = typeof consentRecords.$inferSelect;
