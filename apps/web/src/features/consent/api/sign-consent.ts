import type { ConsentDocument, Envelope } from '@ia/shared';
import { type AuthorizationNeeded, apiClient } from '../../../lib/api-client';

/**
 * POST send_truman {openid, commit_hash, document_version_number}: signs every listed document.
 * The lists are comma-joined, in the same order. A raw call: the caller reads the code (40900
 * means the documents changed meanwhile).
 */
export function signConsent(
  documents: readonly Pick<ConsentDocument, 'commit_hash' | 'document_version_number'>[],
): Promise<Envelope<unknown> | AuthorizationNeeded> {
  return apiClient.post<unknown>(
    '/send_truman',
    {
      commit_hash: documents.map((document) => document.commit_hash).join(','),
      document_version_number: documents.map((document) => document.document_version_number).join(','),
    },
    { withOpenid: true },
  );
}
