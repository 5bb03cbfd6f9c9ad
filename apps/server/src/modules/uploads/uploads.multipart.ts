import type { MultipartFile } from '@fastify/multipart';
import {
  replaceUnstorableCharacters,
  UPLOAD_MAX_SIZE_BYTES,
  type UploadPurposeValue,
  uploadPurposeSchema,
} from '@ia/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { IMAGE_TOO_LARGE_MESSAGE } from './image-data';

/** The app's multipart limits: one image and its `purpose`. */
export const APP_MULTIPART_LIMITS = {
  fileSize: UPLOAD_MAX_SIZE_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 8,
  headerPairs: 50,
};

/** The console's multipart limits; each route sets its own `fileSize`. */
export const CONSOLE_MULTIPART_LIMITS = { files: 1, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 50 };

const MULTIPART_REFUSALS: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: () => new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE),
  FST_FILES_LIMIT: () => new AppError('VALIDATION_FAILED', '一次只能上传一张图片'),
  FST_FIELDS_LIMIT: () => new AppError('VALIDATION_FAILED', '表单字段过多'),
  FST_PARTS_LIMIT: () => new AppError('VALIDATION_FAILED', '表单字段过多'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', '请以 multipart/form-data 格式上传图片'),
};

/** The one file of a console upload, in the `file` field, read with `fileSize` as its limit. */
export async function readSingleFile(
  request: FastifyRequest,
  fileSize: number,
  tooLargeMessage: string,
  missingMessage: string,
): Promise<MultipartFile> {
  const file = await guardMultipart(
    () => request.file({ limits: { ...CONSOLE_MULTIPART_LIMITS, fileSize } }),
    tooLargeMessage,
  );
  if (!file) throw new AppError('VALIDATION_FAILED', missingMessage);
  if (file.fieldname !== 'file') {
    file.file.resume();
    throw new AppError('VALIDATION_FAILED', '请使用 file 字段上传文件');
  }
  file.filename = storableFileName(file.filename);
  return file;
}

/**
 * The file name, kept only as a label, without U+0000 or lone surrogates (PostgreSQL refuses the
 * first). Stripped rather than refused, unlike every other input (plugins/input-guard.ts): the
 * name comes from the phone's gallery or file picker, not from the user's typing, and a valid
 * image should not fail over its label.
 */
function storableFileName(name: string): string {
  return replaceUnstorableCharacters(name, '');
}

/** Runs a multipart read, turning the parser's refusals into envelope errors. */
export async function guardMultipart<T>(read: () => Promise<T>, tooLargeMessage: string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
    const refusal = typeof code === 'string' ? MULTIPART_REFUSALS[code] : undefined;
    throw refusal ? refusal() : new AppError('VALIDATION_FAILED', '上传数据格式有误，请重新选择文件');
  }
}

/**
 * Reads the one image and the `purpose` field of a multipart upload, in whatever order they come.
 * The file is buffered (at most UPLOAD_MAX_SIZE_BYTES) because its type must be sniffed before
 * anything is written.
 */
export async function readUploadForm(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; originalName: string; purpose: UploadPurposeValue }> {
  let file: { bytes: Buffer; originalName: string } | undefined;
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw new AppError('VALIDATION_FAILED', '请使用 file 字段上传图片');
        file = { bytes: await part.toBuffer(), originalName: storableFileName(part.filename) };
      } else {
        fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    const refusal = typeof code === 'string' ? MULTIPART_REFUSALS[code] : undefined;
    // Anything else here is a malformed body (bad boundary, cut-off part): the sender's fault.
    throw refusal ? refusal() : new AppError('VALIDATION_FAILED', '上传数据格式有误，请重新选择图片');
  }
  if (!file) throw new AppError('VALIDATION_FAILED', '请选择要上传的图片');
  const purpose = uploadPurposeSchema.safeParse(fields.get('purpose'));
  if (!purpose.success) throw new AppError('VALIDATION_FAILED', '请指定图片用途');
  return { ...file, purpose: purpose.data };
}
