import fastifyMultipart from '@fastify/multipart';
import {
  imageUploadBase64Schema,
  imageVariantQuerySchema,
  UPLOAD_MAX_SIZE_BYTES,
  uploadedFileSchema,
} from '@ia/shared';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import { decodeBase64Image, IMAGE_TOO_LARGE_MESSAGE } from './image-data';
import { sendStoredFile } from './send-stored-file';
import {
  APP_MULTIPART_LIMITS,
  CONSOLE_MULTIPART_LIMITS,
  guardMultipart,
  readSingleFile,
  readUploadForm,
} from './uploads.multipart';
import { PUBLIC_CACHE_CONTROL, type UploadsService } from './uploads.service';

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
  await app.register(fastifyMultipart, { limits: APP_MULTIPART_LIMITS });
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
 * Console uploads under /api/admin: members' private uploads for those who review certifications
 * (each view audited), and the content editors' public images and MP4 videos. Multipart parsing is
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
      schema: {
        tags: ['admin'],
        summary: '查看用户上传的私有图片（认证照片；仅审核员与管理员，每次查看记入审计日志）',
        params: uploadIdParamsSchema,
      },
      // Only private files are linked here (public ones are served at /uploads/<key>).
      config: { operator: PRIVATE_UPLOAD_READERS, audit: 'upload.view' },
    },
    async (request, reply) =>
      sendStoredFile(request, reply, await uploads.openForOperator(request.params.id), {
        cacheControl: 'private, no-store',
      }),
  );
};

/**
 * Public images at /uploads/<storage key>, for anyone; with ?w=<width> (IMAGE_VARIANT_WIDTHS) the
 * image as WebP at that width (decision 030). Private files are never served here, in any size.
 */
export const uploadsPublicRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (app, { uploads }) => {
  app.get(
    '/uploads/*',
    {
      schema: {
        hide: true,
        params: z.object({ '*': z.string().max(120) }),
        querystring: imageVariantQuerySchema,
      },
    },
    async (request, reply) => {
      const { w: width } = request.query;
      const file = width
        ? await uploads.openPublicVariant(request.params['*'], width)
        : await uploads.openPublic(request.params['*']);
      return sendStoredFile(request, reply, file, {
        // Keys are random and files never change under them; a variant is a URL of its own.
        cacheControl: PUBLIC_CACHE_CONTROL,
      });
    },
  );
};

/** Operators who upload content media. */
const CONTENT_UPLOADERS = ['administrator', 'content_editor'] as const;
/** Operators who may see members' private files (licence photos): those who review certifications. */
const PRIVATE_UPLOAD_READERS = ['administrator', 'reviewer'] as const;
