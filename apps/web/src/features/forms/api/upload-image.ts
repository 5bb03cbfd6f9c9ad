import type { UploadedFile, UploadPurposeValue } from '@ia/shared';
import { apiClient, unwrapData } from '../../../lib/api-client';

/**
 * POST /api/platform/imageupload (multipart: file, purpose). 'certification' photos are private
 * to the owner and the reviewers. The api client sends FormData as multipart as it is.
 */
export async function uploadImage(file: File, purpose: UploadPurposeValue): Promise<UploadedFile> {
  const body = new FormData();
  body.append('purpose', purpose);
  body.append('file', file, file.name);
  return unwrapData(apiClient.post<UploadedFile>('/imageupload', body));
}
