import fs from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
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

/** Console access to any upload (reviewers look at certification photos). Mounted under /api/admin. */
export const uploadsAdminRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (app, { uploads }) => {
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
  return reply.type(row.mime).header('Content-Length', row.size).send(fs.createReadStream(filePath));
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
