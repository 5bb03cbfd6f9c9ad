import { createHash } from 'node:crypto';
import {
  type ConsentDocument,
  ConsentDocumentCode,
  type ConsentDocumentCodeValue,
  type ConsentRecord,
  validationMessage,
} from '@ia/shared';
import { AppError, appError } from '../../lib/app-error';
import { type RequestContext, storedRequestContext } from '../../lib/request-context';
import type { Viewer } from '../users';
import type { ConsentRepository, NewConsentRecord } from './consent.repository';
import type { ConsentDocumentRow, ConsentRecordRow } from './consent.table';
import { LEGAL_TEXTS } from './legal-texts';

export type ConsentLanguage = 'zh-CN' | 'en-US';

/** What the app posts to sign: the hash and version of every current document. */
export interface ConsentSignature {
  openid: string;
  commit_hash: string[];
  document_version_number: number[];
}

/** The console's view of one document version (adminConsentDocumentSchema). */
export interface AdminConsentDocument {
  id: number;
  code: string;
  version: number;
  commit_hash: string;
  title: string;
  body: string;
  title_en: string;
  body_en: string;
  published_at: string;
  current: boolean;
}

export interface ConsentPublication {
  code: ConsentDocumentCodeValue;
  title: string;
  body: string;
  title_en: string;
  body_en: string;
}

/** commit_hash: SHA-256 (hex) of the exact Chinese text of a document version. */
function consentHash(body: string): string {
  return createHash('sha256').update(body, 'utf8').digest('hex');
}

const codeOrder = (code: string) => ConsentDocumentCode.indexOf(code as ConsentDocumentCodeValue);
const byCodeOrder = (a: { code: string }, b: { code: string }) => codeOrder(a.code) - codeOrder(b.code);

/**
 * The legal documents and the users' consent to them (spec §1, §4, PIPL). `users.consentedAt`
 * is all_active: set when a user signs every current version, cleared by a withdrawal or a new
 * version; consent_records keeps every grant and withdrawal, append-only.
 */
export class ConsentService {
  constructor(
    private readonly repository: ConsentRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Loads version 1 of each shipped legal text where none exists yet; returns how many it added. */
  async ensureLoaded(): Promise<number> {
    let added = 0;
    for (const text of LEGAL_TEXTS) {
      const inserted = await this.repository.insertDocumentIfMissing({
        code: text.code,
        version: 1,
        commitHash: consentHash(text.body),
        title: text.title,
        body: text.body,
        titleEn: text.titleEn,
        bodyEn: text.bodyEn,
      });
      if (inserted) added += 1;
    }
    return added;
  }

  /** The current version of each document in popup order; the hash always refers to the Chinese text. */
  async currentDocuments(lang: ConsentLanguage = 'zh-CN'): Promise<ConsentDocument[]> {
    const rows = await this.repository.currentDocuments();
    return rows.sort(byCodeOrder).map((row) => presentDocument(row, lang));
  }

  /**
   * Signs every current document for the caller (send_truman). The lists must name each current
   * version exactly, in any order; an outdated list gets CONFLICT with the current documents so the
   * app can show them again. A document whose current version the user already holds is not
   * recorded twice, so a repeated tap is harmless.
   */
  async sign(viewer: Viewer, signature: ConsentSignature, context: RequestContext = {}): Promise<void> {
    assertOwnOpenid(viewer, signature.openid);
    const { commit_hash: hashes, document_version_number: versions } = signature;
    if (hashes.length !== versions.length) {
      throw appError('CONSENT_HASHES_MISMATCH');
    }
    await this.repository.transaction('shared', async (repository) => {
      const current = (await repository.currentDocuments()).sort(byCodeOrder);
      if (hashes.length < current.length) {
        throw new AppError('VALIDATION_FAILED', validationMessage('consent'));
      }
      const signed = new Set(hashes.map((hash, index) => `${hash}@${versions[index]}`));
      const exact =
        hashes.length === current.length &&
        current.every((document) => signed.has(`${document.commitHash}@${document.version}`));
      if (!exact) {
        throw appError(
          'CONSENT_OUTDATED',
          undefined,
          current.map((row) => presentDocument(row, 'zh-CN')),
        );
      }

      const latest = new Map(
        (await repository.latestRecordsOf(viewer.user.id)).map((row) => [row.documentCode, row]),
      );
      const now = this.now();
      const grants = current
        .filter((document) => !isGrantOf(latest.get(document.code), document))
        .map((document) =>
          consentRecord(viewer, 'grant', document.code, document.version, document.commitHash, now, context),
        );
      await repository.appendRecords(grants);
      // Nothing new to record keeps the original signing time.
      const consentedAt = grants.length > 0 ? now : (viewer.user.consentedAt ?? now);
      await repository.setConsentedAt(viewer.user.id, consentedAt, now);
    });
  }

  /** member/gettruman: the consent (truman) state of the caller's own WeChat identity. */
  status(viewer: Viewer, openid: string): { all_active: 0 | 1; registered: boolean } {
    assertOwnOpenid(viewer, openid);
    const { user } = viewer;
    return {
      all_active: user.consentedAt ? 1 : 0,
      registered: user.registeredAt !== null && user.kind !== null,
    };
  }

  /** The caller's grants and withdrawals, newest first, with whether each grant still stands. */
  async history(viewer: Viewer, lang: ConsentLanguage = 'zh-CN'): Promise<ConsentRecord[]> {
    const [records, documents] = await Promise.all([
      this.repository.recordsOf(viewer.user.id),
      this.repository.allDocuments(),
    ]);
    const versions = new Map(documents.map((row) => [`${row.code}@${row.version}`, row]));
    const currentVersion = new Map<string, number>();
    for (const row of documents) {
      currentVersion.set(row.code, Math.max(currentVersion.get(row.code) ?? 0, row.version));
    }
    const seen = new Set<string>();
    return records.map((record) => {
      const latestOfItsDocument = !seen.has(record.documentCode);
      seen.add(record.documentCode);
      const document = versions.get(`${record.documentCode}@${record.documentVersion}`);
      return {
        id: record.id,
        document_code: record.documentCode as ConsentDocumentCodeValue,
        document_title: (lang === 'en-US' ? document?.titleEn : document?.title) ?? record.documentCode,
        document_version_number: record.documentVersion,
        commit_hash: record.commitHash,
        action: record.action as ConsentRecord['action'],
        created_at: record.createdAt.toISOString(),
        current:
          latestOfItsDocument &&
          record.action === 'grant' &&
          record.documentVersion === currentVersion.get(record.documentCode),
      };
    });
  }

  /**
   * Withdraws the caller's consent (PIPL art. 15): a withdraw record for every document whose
   * latest record is a grant, and all_active back to 0, so the account falls back to what a user
   * without consent may do.
   */
  async withdraw(viewer: Viewer, context: RequestContext = {}): Promise<void> {
    await this.repository.transaction('shared', async (repository) => {
      const latest = await repository.latestRecordsOf(viewer.user.id);
      const now = this.now();
      const withdrawals = latest
        .filter((record) => record.action === 'grant')
        .map((record) =>
          consentRecord(
            viewer,
            'withdraw',
            record.documentCode,
            record.documentVersion,
            record.commitHash,
            now,
            context,
          ),
        );
      await repository.appendRecords(withdrawals);
      await repository.setConsentedAt(viewer.user.id, null, now);
    });
  }

  /** Every version of every document for the console, with the current one flagged. */
  async listVersions(): Promise<AdminConsentDocument[]> {
    const rows = await this.repository.allDocuments();
    const currentVersion = new Map<string, number>();
    for (const row of rows)
      currentVersion.set(row.code, Math.max(currentVersion.get(row.code) ?? 0, row.version));
    return rows
      .sort((a, b) => byCodeOrder(a, b) || b.version - a.version)
      .map((row) => presentAdminDocument(row, currentVersion.get(row.code) === row.version));
  }

  /**
   * Publishes a new version of one document. Everyone's consent is cleared in the same
   * transaction, so every user is asked to sign again. The Chinese text must differ from the
   * current version's: the hash identifies what users sign, and two versions with one hash would
   * make a signature ambiguous.
   */
  async publish(operatorId: number, input: ConsentPublication): Promise<AdminConsentDocument> {
    return this.repository.transaction('exclusive', async (repository) => {
      const current = (await repository.currentDocuments()).find((row) => row.code === input.code);
      const commitHash = consentHash(input.body);
      if (current && current.commitHash === commitHash) {
        throw appError('CONSENT_TEXT_UNCHANGED');
      }
      const now = this.now();
      const row = await repository.insertDocument({
        code: input.code,
        version: (current?.version ?? 0) + 1,
        commitHash,
        title: input.title,
        body: input.body,
        titleEn: input.title_en,
        bodyEn: input.body_en,
        publishedAt: now,
        publishedBy: operatorId,
      });
      await repository.clearAllConsent(now);
      return presentAdminDocument(row, true);
    });
  }
}

function consentRecord(
  viewer: Viewer,
  action: 'grant' | 'withdraw',
  documentCode: string,
  documentVersion: number,
  commitHash: string,
  now: Date,
  context: RequestContext,
): NewConsentRecord {
  return {
    userId: viewer.user.id,
    openid: viewer.openid,
    documentCode,
    documentVersion,
    commitHash,
    action,
    createdAt: now,
    ...storedRequestContext(context),
  };
}

function assertOwnOpenid(viewer: Viewer, openid: string): void {
  if (openid !== viewer.openid) throw appError('CONSENT_OWN_ONLY');
}

function isGrantOf(record: ConsentRecordRow | undefined, document: ConsentDocumentRow): boolean {
  return (
    record?.action === 'grant' &&
    record.documentVersion === document.version &&
    record.commitHash === document.commitHash
  );
}

function presentDocument(row: ConsentDocumentRow, lang: ConsentLanguage): ConsentDocument {
  return {
    code: row.code as ConsentDocumentCodeValue,
    title: lang === 'en-US' ? row.titleEn : row.title,
    body: lang === 'en-US' ? row.bodyEn : row.body,
    document_version_number: row.version,
    commit_hash: row.commitHash,
    published_at: row.publishedAt.toISOString(),
  };
}

function presentAdminDocument(row: ConsentDocumentRow, current: boolean): AdminConsentDocument {
  return {
    id: row.id,
    code: row.code,
    version: row.version,
    commit_hash: row.commitHash,
    title: row.title,
    body: row.body,
    title_en: row.titleEn,
    body_en: row.bodyEn,
    published_at: row.publishedAt.toISOString(),
    current,
  };
}
