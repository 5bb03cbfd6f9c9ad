import { ConsentDocumentCode } from '@ia/shared';
import type { AdminConsentDocument } from './api/get-consent-documents';

export interface ConsentDocumentVersions {
  code: string;
  /** The version users sign today; undefined before the first publication. */
  current: AdminConsentDocument | undefined;
  /** Every version, newest first. */
  versions: AdminConsentDocument[];
}

/**
 * The versions of each document, in the order the consent popup lists the documents (codes
 * the console does not know yet come last), so each of the three always has its place.
 */
export function groupVersionsByDocument(
  documents: readonly AdminConsentDocument[],
): ConsentDocumentVersions[] {
  const codes: string[] = [...ConsentDocumentCode];
  for (const document of documents) {
    if (!codes.includes(document.code)) codes.push(document.code);
  }
  return codes.map((code) => {
    const versions = documents
      .filter((document) => document.code === code)
      .sort((left, right) => right.version - left.version);
    return { code, current: versions.find((version) => version.current), versions };
  });
}
