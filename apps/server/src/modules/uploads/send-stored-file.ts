import type { Readable } from 'node:stream';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { StoredFile } from './uploads.service';

/**
 * What @fastify/send does for us: streaming, `Accept-Ranges`, one byte range (206 with
 * `Content-Range`, or 416), `Content-Length`. Type, caching and validators are ours: the type
 * was sniffed at upload, and the ETag is the content hash, not send's size-and-mtime one.
 */
const SEND_OPTIONS = {
  acceptRanges: true,
  cacheControl: false,
  contentType: false,
  etag: false,
  lastModified: false,
  dotfiles: 'deny',
  extensions: false,
  index: false,
} as const;

/** Sends stored bytes with the sniffed type, and headers that stop browsers from reading them as anything else. */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  { row, root }: StoredFile,
  { cacheControl }: { cacheControl: string },
) {
  const etag = `"${row.sha256}"`;
  reply.headers({
    'cache-control': cacheControl,
    etag,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'content-disposition': 'inline',
  });
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  // Send reads the method and the Range only: it would test other validators against its own ETag.
  const rangeOnly = {
    method: request.method,
    headers: { range: rangeForSend(request.headers.range, row.size) },
  };
  const sent = await send(rangeOnly as unknown as Readable, row.storageKey, { ...SEND_OPTIONS, root });
  if (sent.type === 'file') {
    // Players seek in MP4 with range requests (iOS will not play a video served without them).
    return reply.status(sent.statusCode).headers(sent.headers).type(row.mime).send(sent.stream);
  }
  sent.stream.destroy();
  if (sent.statusCode === 416) {
    return reply
      .status(416)
      .headers({ 'accept-ranges': 'bytes', 'content-range': sent.headers['Content-Range'] })
      .send();
  }
  if (sent.type === 'error' && sent.statusCode !== 404) throw sent.metadata.error;
  throw new AppError('NOT_FOUND');
}

/**
 * The Range header as send should read it. Send refuses (416) two single ranges that RFC 9110
 * reads otherwise, as this route always has: a suffix longer than the file asks for all of it,
 * and a range with no numbers, or ending before it starts, is ignored (the whole file is sent).
 */
function rangeForSend(header: string | undefined, size: number): string | undefined {
  const single = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!single) return header;
  const [, first = '', last = ''] = single;
  if (first === '') return last === '' ? undefined : Number(last) > size ? 'bytes=0-' : header;
  return last !== '' && Number(last) < Number(first) ? undefined : header;
}
