// The phones' Server-Sent Events connection, read straight off a socket. At 10,000 viewers one
// broadcast is 10,000 socket reads in three load workers that share a core, and what each read
// costs in the worker counts against the server's push spread: through undici (its HTTP parser,
// Node's stream machinery, a Buffer per read) a worker spent some 15 µs of JavaScript per event.
// Here each socket reads into one buffer the worker reuses (net's `onread`), and the reader only
// frames what it needs: the status line, two headers and HTTP/1.1 chunks. Events are parsed by
// eventsource-parser, as before. It speaks to our server and to nginx, which is all it is for.
import net from 'node:net';
import { createParser } from 'eventsource-parser';

/** One read buffer for every socket of this worker: `onread` hands it back before the next read. */
const readBuffer = Buffer.allocUnsafe(64 * 1024);
const HEAD_END = Buffer.from('\r\n\r\n');
const MAX_HEAD_BYTES = 16 * 1024;

/**
 * @typedef {{ id?: string, event?: string, data: string }} StreamEvent
 * @typedef {'closed' | 'refused' | 'dropped' | 'ended'} StreamEnd
 * @typedef {object} EventStreamOptions
 * @property {string} origin `http://host:port`
 * @property {string} path
 * @property {Record<string, string>} headers
 * @property {string} [localAddress]
 * @property {number} headTimeoutMs The connection and the answer's head must come within this.
 * @property {number} stallMs A stream silent this long has stalled (a drop).
 * @property {(event: StreamEvent) => void} onEvent
 * @property {(status: number, body: string) => void} onRefused Any answer but 200 text/event-stream.
 * @property {(how: 'ended' | 'dropped', error?: Error) => void} onEnd The server ended the stream
 *   (its last chunk), or the connection was lost, cut or stalled.
 */

/**
 * Opens one event stream; answers a function that closes it from the phone's side (after which
 * no callback runs).
 * @param {EventStreamOptions} options
 * @returns {() => void}
 */
export function openEventStream({
  origin,
  path,
  headers,
  localAddress,
  headTimeoutMs,
  stallMs,
  onEvent,
  onRefused,
  onEnd,
}) {
  const { hostname, port } = new URL(origin);
  let done = false;
  /** @type {Buffer | null} The head so far, until its blank line. */
  let head = Buffer.alloc(0);
  let chunked = false;
  /** Bytes left of the current chunk's data, or -1 while reading a chunk's size line. */
  let chunkLeft = -1;
  /** The size line read so far, and whether the CRLF after a chunk's data is still due. */
  let sizeLine = '';
  let crlfDue = 0;
  let refusedStatus = 0;
  /** @type {Buffer[]} */
  const refusedBody = [];
  let refusedBytes = 0;
  const refusal = () => Buffer.concat(refusedBody).toString('utf8');
  /** A refusal's content-length: it ends there (the connection may stay open). */
  let refusedLength = -1;
  // Decoded as a stream: a read may end inside a multi-byte character.
  const decoder = new TextDecoder();
  const parser = createParser({ onEvent });

  const finish = (/** @type {() => void} */ report) => {
    if (done) return;
    done = true;
    socket.destroy();
    report();
  };
  const feed = (/** @type {Buffer} */ bytes) => {
    if (!refusedStatus) parser.feed(decoder.decode(bytes, { stream: true }));
    else {
      // Copied: the read buffer is reused.
      refusedBody.push(Buffer.from(bytes));
      refusedBytes += bytes.length;
      if (refusedLength >= 0 && refusedBytes >= refusedLength)
        finish(() => onRefused(refusedStatus, refusal()));
    }
  };

  /** Reads the chunked body from `bytes[from..to)`; answers false once the last chunk came. */
  const readChunked = (/** @type {Buffer} */ bytes, /** @type {number} */ from, /** @type {number} */ to) => {
    let at = from;
    while (at < to) {
      if (crlfDue > 0) {
        const skip = Math.min(crlfDue, to - at);
        crlfDue -= skip;
        at += skip;
        continue;
      }
      if (chunkLeft < 0) {
        const lineEnd = bytes.indexOf(10, at);
        if (lineEnd < 0 || lineEnd >= to) {
          sizeLine += bytes.toString('latin1', at, to);
          return true;
        }
        sizeLine += bytes.toString('latin1', at, lineEnd);
        at = lineEnd + 1;
        const size = Number.parseInt(sizeLine, 16);
        sizeLine = '';
        if (!Number.isFinite(size)) throw new Error('a chunk size that is not a number');
        if (size === 0) return false;
        chunkLeft = size;
        continue;
      }
      const take = Math.min(chunkLeft, to - at);
      feed(bytes.subarray(at, at + take));
      at += take;
      chunkLeft -= take;
      if (chunkLeft === 0) {
        chunkLeft = -1;
        crlfDue = 2;
      }
    }
    return true;
  };

  /** Reads the head up to its blank line; answers where the body starts in `bytes`, or -1. */
  const readHead = (/** @type {Buffer} */ bytes, /** @type {number} */ length) => {
    const known = /** @type {Buffer} */ (head);
    const joined =
      known.length === 0 ? bytes.subarray(0, length) : Buffer.concat([known, bytes.subarray(0, length)]);
    const end = joined.indexOf(HEAD_END);
    if (end < 0) {
      if (joined.length > MAX_HEAD_BYTES) throw new Error('an answer head over 16 KB');
      head = Buffer.from(joined);
      return -1;
    }
    const lines = joined.toString('latin1', 0, end).split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
    let contentType = '';
    let contentLength = -1;
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (name === 'content-type') contentType = value;
      else if (name === 'content-length') contentLength = Number(value);
      else if (name === 'transfer-encoding') chunked = value.toLowerCase().includes('chunked');
    }
    head = null;
    // From here on only a silence of `stallMs` is a failure.
    socket.setTimeout(stallMs);
    if (status !== 200 || !contentType.startsWith('text/event-stream')) {
      refusedStatus = status || 1;
      refusedLength = contentLength;
      if (contentLength === 0) finish(() => onRefused(refusedStatus, ''));
    }
    // What came after the head in this read, relative to `bytes`.
    return end + HEAD_END.length - known.length;
  };

  const onRead = (/** @type {number} */ length, /** @type {Buffer} */ bytes) => {
    if (done) return false;
    try {
      let at = 0;
      if (head) {
        at = readHead(bytes, length);
        if (at < 0 || done) return !done;
      }
      let more = true;
      if (chunked) more = readChunked(bytes, at, length);
      else feed(bytes.subarray(at, length));
      if (!more) {
        if (refusedStatus) finish(() => onRefused(refusedStatus, refusal()));
        else finish(() => onEnd('ended'));
      }
    } catch (error) {
      finish(() => onEnd('dropped', /** @type {Error} */ (error)));
    }
    return !done;
  };

  const socket = net.connect({
    host: hostname,
    port: Number(port),
    localAddress,
    onread: { buffer: readBuffer, callback: onRead },
  });
  socket.setNoDelay(true);
  socket.setTimeout(headTimeoutMs);
  socket.on('connect', () => {
    const lines = [`GET ${path} HTTP/1.1`, `Host: ${hostname}:${port}`];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
  socket.on('timeout', () => {
    const error = Object.assign(new Error(head ? 'no answer in time' : 'the stream stalled'), {
      code: head ? 'UND_ERR_HEADERS_TIMEOUT' : 'UND_ERR_BODY_TIMEOUT',
    });
    finish(() => onEnd('dropped', error));
  });
  socket.on('error', (error) => finish(() => onEnd('dropped', error)));
  socket.on('close', () => {
    // A refusal without a length (or an identity body) ends with the connection.
    if (refusedStatus) finish(() => onRefused(refusedStatus, refusal()));
    else if (!chunked && !head) finish(() => onEnd('ended'));
    else
      finish(() =>
        onEnd('dropped', Object.assign(new Error('the connection closed'), { code: 'ECONNRESET' })),
      );
  });
  return () => {
    if (done) return;
    done = true;
    socket.destroy();
  };
}
