import { ErrorCode, isEnvelope, SUCCESS_CODE } from '@ia/shared';
import type { z } from 'zod';
import { messages } from '../locales';
import { ADMIN_API_PREFIX, ApiError, ClientErrorCode, redirectToLogin } from './api-client';

export interface UploadOptions<T> {
  /** The console API path after /api/admin, e.g. '/uploads/image'. */
  path: string;
  form: FormData;
  /** What the envelope's data must be. */
  schema: z.ZodType<T>;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Posts a multipart form to the console API with upload progress: XMLHttpRequest rather than
 * fetch, because only it reports progress (a video may take minutes). Failures become the same
 * ApiError the JSON client throws; a 401 leaves for the sign-in page.
 */
export function uploadWithProgress<T>({
  path,
  form,
  schema,
  onProgress,
  signal,
}: UploadOptions<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${ADMIN_API_PREFIX}${path}`);
    request.withCredentials = true;
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.floor((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(ClientErrorCode.NETWORK, messages.errors.network, 0));
    request.onabort = () => reject(new DOMException('upload aborted', 'AbortError'));
    request.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = undefined;
      }
      if (isEnvelope(payload) && payload.code === SUCCESS_CODE) {
        const parsed = schema.safeParse(payload.data);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(ClientErrorCode.BAD_RESPONSE, messages.errors.badResponse, request.status));
        return;
      }
      if (request.status === 401) redirectToLogin();
      if (isEnvelope(payload)) {
        reject(new ApiError(payload.code, payload.msg || messages.errors.unknown, request.status));
      } else if (request.status === 413) {
        reject(new ApiError(ErrorCode.PAYLOAD_TOO_LARGE, messages.errors.unknown, 413));
      } else {
        reject(new ApiError(ErrorCode.SERVER_ERROR, messages.errors.unknown, request.status));
      }
    };
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
