import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange } from '../../lib/file-storage/file-storage';
import type { StoredFile } from './uploads.service';

/** What a Range header asks of a file of a given size. */
type RangeAnswer = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * One byte range as RFC 9110 reads it, against `size`: `a-b`, `a-` and the suffix `-n` (longer than
 * the file: all of it). Several ranges, a unit other than bytes, no numbers, or an end before the
 * start: the whole file, as a server may. A start at or past the end, or `-0`: unsatisfiable (416).
 */
function readByteRange(header: string | undefined, size: number): RangeAnswer {
  const single = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!single) return { kind: 'whole' };
  const [, first = '', last = ''] = single;
  if (first === '') {
    if (last === '') return { kind: 'whole' };
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) } };
}

/**
 * Sends stored bytes with the sniffed type, and headers that stop browsers from reading them as
 * anything else: streamed from the storage (disk or bucket), one byte range at a time when asked
 * (players seek in MP4 with range requests; iOS will not play a video served without them). The
 * ETag is the content hash; a public file with a direct URL (S3_PUBLIC_REDIRECT) is a redirect.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  { cacheControl }: { cacheControl: string },
) {
  const { row } = file;
  if (file.direct) {
    // The redirect may be kept until the URL's hour ends; the URL itself stays valid an hour beyond.
    const seconds = Math.max(0, Math.floor((file.direct.expiresAt.getTime() - Date.now()) / 1000));
    return reply.headers({ 'cache-control': `public, max-age=${seconds}` }).redirect(file.direct.url, 302);
  }
  const etag = `"${row.sha256}"`;
  const headers = {
    'cache-control': cacheControl,
    etag,
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'content-disposition': 'inline',
  };
  if (request.headers['if-none-match'] === etag) return reply.status(304).headers(headers).send();
  // A range is answered only for the version it was asked of (If-Range: our ETag).
  const ifRange = request.headers['if-range'];
  const asked = ifRange === undefined || ifRange === etag ? request.headers.range : undefined;
  const answer = readByteRange(asked, row.size);
  if (answer.kind === 'unsatisfiable') {
    return reply
      .status(416)
      .headers({ 'accept-ranges': 'bytes', 'content-range': `bytes */${row.size}` })
      .send();
  }
  const range = answer.kind === 'part' ? answer.range : undefined;
  // Opened before any header is set: a file the storage lost is a plain NOT_FOUND envelope.
  // A HEAD is answered from the record alone (an empty stream: Fastify's HEAD route keeps our length).
  const body = request.method === 'HEAD' ? Readable.from([]) : await file.read(range);
  reply
    .headers(headers)
    .type(row.mime)
    .header('content-length', range ? range.end - range.start + 1 : row.size);
  if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${row.size}`);
  return reply.send(body);
}
