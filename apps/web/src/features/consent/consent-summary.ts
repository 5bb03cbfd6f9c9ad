import type { ConsentDocument, ConsentDocumentCodeValue, ConsentRecord } from '@ia/shared';

export type ConsentDocumentStatus =
  /** The current version is signed and not withdrawn. */
  | 'signed'
  /** The latest record is a withdrawal. */
  | 'withdrawn'
  /** An earlier version was signed; the current one is not. */
  | 'outdated'
  | 'unsigned';

export interface ConsentDocumentSummary {
  code: ConsentDocumentCodeValue;
  title: string;
  status: ConsentDocumentStatus;
  /** The record the status comes from (newest of its document), if any. */
  record: ConsentRecord | undefined;
}

/** Where each current document stands for the user, from their records (newest first). */
export function summarizeConsent(
  documents: readonly ConsentDocument[],
  records: readonly ConsentRecord[],
): ConsentDocumentSummary[] {
  return documents.map((document) => {
    const record = records.find((item) => item.document_code === document.code);
    let status: ConsentDocumentStatus = 'unsigned';
    if (record?.action === 'withdraw') status = 'withdrawn';
    else if (record?.action === 'grant') status = record.current ? 'signed' : 'outdated';
    return { code: document.code, title: document.title, status, record };
  });
}

/** Whether there is a standing grant to withdraw. */
export function hasStandingConsent(records: readonly ConsentRecord[]): boolean {
  return records.some((record) => record.action === 'grant' && record.current);
}
