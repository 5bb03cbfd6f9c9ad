import type { UploadedFile, UploadPurposeValue } from '@ia/shared';
import { createApiClient, defaultApiClientDeps, unwrapData } from '../../../lib/api-client';
import { type UploadProgressListener, xhrFetch } from '../../../lib/xhr-fetch';

/**
 * POST /api/platform/imageupload (multipart: file, purpose). 'certification' photos are private
 * to the owner and the reviewers. Sent through the app's one client (its envelope, toasts and
 * 401 handling) over XMLHttpRequest, which reports upload progress where fetch cannot.
 */
export async function uploadImage(
  file: File,
  purpose: UploadPurposeValue,
  onProgress?: UploadProgressListener,
): Promise<UploadedFile> {
  const body = new FormData();
  body.append('purpose', purpose);
  body.append('file', file, file.name);
  const client = createApiClient({ ...defaultApiClientDeps, fetch: xhrFetch(onProgress ?? (() => {})) });
  return unwrapData(client.post<UploadedFile>('/imageupload', body));
}
