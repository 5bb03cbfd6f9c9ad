// The phones' event-stream reader against a raw TCP server that writes an answer byte by byte, so
// every boundary (inside the head, a chunk's size line, its CRLF, a multi-byte character) falls
// between two reads. Run: node --test bench/
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, describe, it } from 'node:test';
import { openEventStream } from './event-stream-reader.mjs';

/** @type {net.Server[]} */
const servers = [];
after(() => {
  for (const server of servers) server.close();
});

/**
 * A server that answers every connection with `answer`, one byte per write, then keeps it open or
 * ends it; answers its origin and the request heads it read.
 * @param {Buffer} answer
 * @param {{ end?: boolean, reset?: boolean }} [options]
 */
async function rawServer(answer, { end = false, reset = false } = {}) {
  /** @type {string[]} */
  const requests = [];
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    socket.once('data', async (request) => {
      requests.push(request.toString('latin1'));
      for (const byte of answer) {
        if (socket.destroyed) return;
        socket.write(Buffer.of(byte));
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (reset) socket.resetAndDestroy();
      else if (end) socket.end();
    });
  });
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${port}`, requests };
}

/** An HTTP/1.1 chunk of `text`. @param {string} text */
const chunk = (text) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;

/**
 * Opens a stream and collects what it reports until it ends or `settleMs` pass.
 * @param {string} origin
 * @param {number} [settleMs]
 */
function collect(origin, settleMs = 1500) {
  /** @type {{ events: { id?: string, event?: string, data: string }[], refused: [number, string] | null,
   *   ended: string | null, error: Error | undefined }} */
  const seen = { events: [], refused: null, ended: null, error: undefined };
  return new Promise((resolve) => {
    const done = () => resolve(seen);
    const timer = setTimeout(done, settleMs);
    openEventStream({
      origin,
      path: '/api/platform/meeting/live-events/7',
      headers: { accept: 'text/event-stream', authorization: 'Bearer t-1' },
      headTimeoutMs: 2000,
      stallMs: 5000,
      onEvent: (event) => seen.events.push(event),
      onRefused: (status, body) => {
        seen.refused = [status, body];
        clearTimeout(timer);
        done();
      },
      onEnd: (how, error) => {
        seen.ended = how;
        seen.error = error;
        clearTimeout(timer);
        done();
      },
    });
  });
}

describe('event stream reader', () => {
  it('reads chunked events split at every byte, multi-byte characters included, and the end', async () => {
    const head =
      'HTTP/1.1 200 OK\r\ncontent-type: text/event-stream; charset=utf-8\r\ntransfer-encoding: chunked\r\n\r\n';
    const body =
      chunk('id: 1\nevent: live\ndata: {"state":"live","title":"肺结节"}\n\n') +
      chunk(': ping\n\n') +
      chunk('id: 2\nevent: live\ndata: {"viewers":3}\n\n') +
      '0\r\n\r\n';
    const { origin, requests } = await rawServer(Buffer.from(head + body));
    const seen = await collect(origin);
    assert.deepEqual(
      seen.events.map((event) => [event.id, event.event, event.data]),
      [
        ['1', 'live', '{"state":"live","title":"肺结节"}'],
        ['2', 'live', '{"viewers":3}'],
      ],
    );
    assert.equal(seen.ended, 'ended');
    assert.match(requests[0] ?? '', /^GET \/api\/platform\/meeting\/live-events\/7 HTTP\/1\.1\r\n/);
    assert.match(requests[0] ?? '', /\r\nauthorization: Bearer t-1\r\n/);
  });

  it('reports a refusal with its status and body, ended by its content-length on a kept-open connection', async () => {
    const body = '{"code":40100,"msg":"请先登录","data":null}';
    const answer = `HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const { origin } = await rawServer(Buffer.from(answer));
    const seen = await collect(origin);
    assert.deepEqual(seen.refused, [401, body]);
    assert.equal(seen.ended, null);
  });

  it('reports a connection reset mid-stream as dropped, after the events before it', async () => {
    const head = 'HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n';
    const { origin } = await rawServer(Buffer.from(head + chunk('id: 1\nevent: live\ndata: {}\n\n')), {
      reset: true,
    });
    const seen = await collect(origin);
    assert.equal(seen.events.length, 1);
    assert.equal(seen.ended, 'dropped');
    assert.ok(seen.error);
  });

  it('reads an HTTP/1.0 answer without chunks, which ends with the connection', async () => {
    const answer =
      'HTTP/1.0 200 OK\r\ncontent-type: text/event-stream\r\n\r\nid: 5\nevent: live\ndata: {}\n\n';
    const { origin } = await rawServer(Buffer.from(answer), { end: true });
    const seen = await collect(origin);
    assert.deepEqual(
      seen.events.map((event) => event.id),
      ['5'],
    );
    assert.equal(seen.ended, 'ended');
  });
});
