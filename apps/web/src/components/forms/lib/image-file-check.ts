import { UPLOAD_MAX_SIZE_BYTES } from '@ia/shared';

/** The image types the server accepts (it checks the bytes; this only saves a useless upload). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
const ACCEPTED: ReadonlySet<string> = new Set(ACCEPTED_IMAGE_TYPES);
const EXTENSIONS = /\.(jpe?g|png|webp|gif)$/i;

export type ImageFileProblem = 'tooLarge' | 'badType';

/**
 * Why a picked file cannot be uploaded, or null. Size is checked against UPLOAD_MAX_SIZE_KB
 * (spec §9: 5000, read as kilobytes). Some phones report an empty type: the name decides then.
 */
export function imageFileProblem(file: Pick<File, 'size' | 'type' | 'name'>): ImageFileProblem | null {
  if (file.size > UPLOAD_MAX_SIZE_BYTES) return 'tooLarge';
  const typeKnown = file.type !== '';
  if (typeKnown ? !ACCEPTED.has(file.type) : !EXTENSIONS.test(file.name)) return 'badType';
  return null;
}
