import { type UploadedFile, uploadedFileSchema } from '@ia/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export type MediaKind = 'image' | 'video';
export type { UploadedFile };

/**
 * Uploads an image or an MP4 video to the console's upload routes, with progress (a video may take
 * minutes).
 */
export function uploadMedia(
  kind: MediaKind,
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress({
    path: `/uploads/${kind}`,
    form,
    schema: uploadedFileSchema,
    onProgress,
    signal,
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
