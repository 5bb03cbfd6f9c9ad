import type { ConsentDocumentCodeValue } from '@ia/shared';

/** One legal document as shipped with the server: loaded as version 1 when none exists yet. */
export interface LegalText {
  code: ConsentDocumentCodeValue;
  title: string;
  titleEn: string;
  /** The Chinese text users sign; its SHA-256 is the version's commit_hash. Plain text, paragraphs split by blank lines. */
  body: string;
  bodyEn: string;
}
