import fs from 'node:fs';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import {
  imageUploadBase64Schema,
  UPLOAD_MAX_SIZE_BYTES,
  type UploadPurposeValue,
  uploadedFileSchema,
  uploadPurposeSchema,
} from '@ia/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import { decodeBase64Image, IMAGE_TOO_LARGE_MESSAGE } from './image-data';
import type { StoredFile, UploadsService } from './uploads.service';

interface UploadsRoutesOptions {
  uploads: UploadsService;
}

interface UploadsAdminRoutesOptions extends UploadsRoutesOptions {
  /** Largest console video, bytes (VIDEO_UPLOAD_MAX_MB). */
  videoMaxBytes: number;
}

const uploadIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A base64 body may carry UPLOAD_MAX_SIZE_BYTES of image (4/3 larger), plus a little JSON around it. */
const BASE64_BODY_LIMIT = Math.ceil(UPLOAD_MAX_SIZE_BYTES / 3) * 4 + 64 * 1024;

/**
 * The mobile app's uploads under /api/platform: multipart and base64, and the owner's private
 * files. Multipart parsing is registered here only, so no other route accepts multipart bodies.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (app, { uploads }) => {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: UPLOAD_MAX_SIZE_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 8,
      headerPairs: 50,
    },
  });
  // Body-size refusals raised before a handler runs (the base64 body limit) speak of the image too.
  app.setErrorHandler((error: FastifyError) => {
    if (error.statusCode === 413 && !(error instanceof AppError)) {
      throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
    }
    throw error;
  });

  app.post(
    '/imageupload',
    {
      schema: {
        tags: ['certification'],
        summary: '上传图片（multipart：file、purpose；类型按内容识别，仅 JPG/PNG/WEBP/GIF）',
        consumes: ['multipart/form-data'],
        response: okResponse(uploadedFileSchema),
      },
      config: { access: 'registered' },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const form = await readUploadForm(request);
      return ok(await uploads.store({ ownerUserId: viewer.user.id, ...form }));
    },
  );

  app.post(
    '/imageupload-base64',
    {
      bodyLimit: BASE64_BODY_LIMIT,
      schema: {
        tags: ['certification'],
        summary: '上传图片（base64 或 data URL）',
        body: imageUploadBase64Schema,
        response: okResponse(uploadedFileSchema),
      },
      config: { access: 'registered' },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const bytes = decodeBase64Image(request.body.image);
      return ok(await uploads.store({ ownerUserId: viewer.user.id, purpose: request.body.purpose, bytes }));
    },
  );

  app.get(
    '/uploads/:id',
    {
      // The answer is the image itself, not an envelope, so there is no response schema.
      schema: { tags: ['certification'], summary: '读取本人上传的图片', params: uploadIdParamsSchema },
      config: { access: 'registered' },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      return sendStoredFile(request, reply, await uploads.openForUser(request.params.id, viewer.user.id), {
        cacheControl: 'private, no-store',
      });
    },
  );
};

/**
 * Console uploads under /api/admin: any upload for viewing (reviewers look at certification
 * photos), and the content editors' public images and MP4 videos. Multipart parsing is
 * registered in this plugin only.
 */
export const uploadsAdminRoutes: FastifyPluginAsyncZod<UploadsAdminRoutesOptions> = async (
  app,
  { uploads, videoMaxBytes },
) => {
  await app.register(fastifyMultipart, {
    limits: { ...CONSOLE_MULTIPART_LIMITS, fileSize: UPLOAD_MAX_SIZE_BYTES },
  });
  const videoTooLarge = `视频不能超过 ${Math.floor(videoMaxBytes / (1024 * 1024)) || 1}MB`;

  app.post(
    '/uploads/image',
    {
      schema: {
        tags: ['admin'],
        summary: '上传公开图片（封面、正文插图、横幅；multipart：file；仅 JPG/PNG/WEBP/GIF）',
        consumes: ['multipart/form-data'],
        response: okResponse(uploadedFileSchema),
      },
      config: { operator: CONTENT_UPLOADERS, audit: 'upload.image' },
    },
    async (request) => {
      const operator = request.operator;
      if (!operator) throw new AppError('UNAUTHENTICATED');
      const file = await readSingleFile(
        request,
        UPLOAD_MAX_SIZE_BYTES,
        IMAGE_TOO_LARGE_MESSAGE,
        '请选择要上传的图片',
      );
      const bytes = await guardMultipart(() => file.toBuffer(), IMAGE_TOO_LARGE_MESSAGE);
      return ok(
        await uploads.store({
          ownerUserId: null,
          ownerOperatorId: operator.id,
          purpose: 'image',
          bytes,
          originalName: file.filename,
        }),
      );
    },
  );

  app.post(
    '/uploads/video',
    {
      schema: {
        tags: ['admin'],
        summary: '上传 MP4 视频（multipart：file；流式写入，按内容识别类型）',
        consumes: ['multipart/form-data'],
        response: okResponse(uploadedFileSchema),
      },
      config: { operator: CONTENT_UPLOADERS, audit: 'upload.video' },
    },
    async (request) => {
      const operator = request.operator;
      if (!operator) throw new AppError('UNAUTHENTICATED');
      const file = await readSingleFile(request, videoMaxBytes, videoTooLarge, '请选择要上传的视频');
      return ok(
        await guardMultipart(
          () =>
            uploads.storeVideo({
              operatorId: operator.id,
              stream: file.file,
              truncated: () => file.file.truncated,
              originalName: file.filename,
              tooLargeMessage: videoTooLarge,
            }),
          videoTooLarge,
        ),
      );
    },
  );

  app.get(
    '/uploads/:id',
    {
      schema: { tags: ['admin'], summary: '查看用户上传的图片', params: uploadIdParamsSchema },
      config: { operator: 'any' },
    },
    async (request, reply) =>
      sendStoredFile(request, reply, await uploads.openForOperator(request.params.id), {
        cacheControl: 'private, no-store',
      }),
  );
};

/** Public images at /uploads/<storage key>, for anyone. Private files are never served here. */
export const uploadsPublicRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (app, { uploads }) => {
  app.get(
    '/uploads/*',
    {
      schema: { hide: true, params: z.object({ '*': z.string().max(120) }) },
    },
    async (request, reply) =>
      sendStoredFile(request, reply, await uploads.openPublic(request.params['*']), {
        // Keys are random and files never change under them.
        cacheControl: 'public, max-age=31536000, immutable',
      }),
  );
};

/** Sends stored bytes with the sniffed type, and headers that stop browsers from reading them as anything else. */
function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  { row, filePath }: StoredFile,
  { cacheControl }: { cacheControl: string },
) {
  const etag = `"${row.sha256}"`;
  reply
    .header('Cache-Control', cacheControl)
    .header('ETag', etag)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Content-Disposition', 'inline');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  reply.header('Accept-Ranges', 'bytes');
  const range = byteRange(request.headers.range, row.size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('Content-Range', `bytes */${row.size}`).send();
  }
  if (range) {
    // Players seek in MP4 with range requests (iOS will not play a video served without them).
    return reply
      .status(206)
      .type(row.mime)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${row.size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(fs.createReadStream(filePath, range));
  }
  return reply.type(row.mime).header('Content-Length', row.size).send(fs.createReadStream(filePath));
}

/**
 * The one byte range of a `Range: bytes=…` header within `size` bytes: null to send the whole
 * file (no header, several ranges, another unit), or 'unsatisfiable' when it starts past the end.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Math.min(Number(match[2]), size);
    return suffix === 0 ? 'unsatisfiable' : { start: size - suffix, end: size - 1 };
  }
  const start = Number(match[1]);
  if (start >= size) return 'unsatisfiable';
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return end < start ? null : { start, end };
}

const CONSOLE_MULTIPART_LIMITS = { files: 1, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 50 };

/** Operators who upload content media. */
const CONTENT_UPLOADERS = ['administrator', 'content_editor'] as const;

/** The one file of a console upload, in the `file` field, read with `fileSize` as its limit. */
async function readSingleFile(
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
  return file;
}

/** Runs a multipart read, turning the parser's refusals into envelope errors. */
async function guardMultipart<T>(read: () => Promise<T>, tooLargeMessage: string): Promise<T> {
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

const MULTIPART_REFUSALS: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: () => new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE),
  FST_FILES_LIMIT: () => new AppError('VALIDATION_FAILED', '一次只能上传一张图片'),
  FST_FIELDS_LIMIT: () => new AppError('VALIDATION_FAILED', '表单字段过多'),
  FST_PARTS_LIMIT: () => new AppError('VALIDATION_FAILED', '表单字段过多'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', '请以 multipart/form-data 格式上传图片'),
};

/**
 * Reads the one image and the `purpose` field of a multipart upload, in whatever order they come.
 * The file is buffered (at most UPLOAD_MAX_SIZE_BYTES) because its type must be sniffed before
 * anything is written.
 */
async function readUploadForm(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; originalName: string; purpose: UploadPurposeValue }> {
  let file: { bytes: Buffer; originalName: string } | undefined;
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw new AppError('VALIDATION_FAILED', '请使用 file 字段上传图片');
        file = { bytes: await part.toBuffer(), originalName: part.filename };
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
