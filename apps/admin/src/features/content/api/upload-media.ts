import { ErrorCode, isEnvelope, SUCCESS_CODE, type UploadedFile, uploadedFileSchema } from '@ia/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_API_PREFIX, ApiError, ClientErrorCode, redirectToLogin } from '../../../lib/api-client';
import { messages } from '../../../locales';

export type MediaKind = 'image' | 'video';
export type { UploadedFile };

/**
 * Uploads an image or an MP4 video to the console's upload routes. XMLHttpRequest rather than
 * fetch, because only it reports upload progress (a video may take minutes). Failures become the
 * same ApiError the JSON client throws.
 */
export function uploadMedia(
  kind: MediaKind,
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${ADMIN_API_PREFIX}/uploads/${kind}`);
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
        const parsed = uploadedFileSchema.safeParse(payload.data);
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
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/** An upload as a mutation (errors show as the usual toast). */
export function useUploadMedia(kind: MediaKind) {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadMedia(kind, file, onProgress),
  });
}

/**
 * An upload into a form field: `percent` while it runs (null otherwise), and the field set to the
 * uploaded file's address when it is done.
 */
export function useFieldUpload(kind: MediaKind, onChange: ((value: string) => void) | undefined) {
  const upload = useUploadMedia(kind);
  const [percent, setPercent] = useState<number | null>(null);

  const handleFile = async (file: File) => {
    setPercent(0);
    try {
      const uploaded = await upload.mutateAsync({ file, onProgress: setPercent });
      onChange?.(uploaded.url);
    } catch {
      // The global toast has said why.
    } finally {
      setPercent(null);
    }
  };

  return { percent, handleFile };
}
