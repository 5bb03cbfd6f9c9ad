// The push's baseline, as hello-world.mjs is the endpoints': a bare Fastify 5 server that holds
// every GET …/live-events/* open as Server-Sent Events and writes one event to all of them at the
// live room's pace, and does nothing else (no database, no calls, no heartbeats). Run as the
// live-room-sse-floor scenario with the same phones, load workers and cores as live-room-sse, its
// push spread is the least a push to N streams costs on this machine: the server's writes and the
// phones' reads over loopback (decision 050).
import Fastify from 'fastify';

/**
 * The live room's pace for a change of the status alone (live-room.ts, decision 027): at most
 * every 3 s, and at most once per millisecond per stream listening (10,000 streams: every 10 s).
 */
const STATUS_PUSH_MS = 3000;
const PUSH_MS_PER_STREAM = 1;
const COMMENT_TOTAL = 45;

/** @type {Set<import('node:http').ServerResponse>} */
const streams = new Set();
let version = 0;

/** The room's status-only event, byte for byte in shape: `id`, `event: live`, the status as data. */
const statusEvent = () =>
  `id: ${version}\nevent: live\ndata: ${JSON.stringify({
    state: 'live',
    watching_now: streams.size,
    comment_count: COMMENT_TOTAL,
    starts_in: 0,
  })}\n\n`;

/** One HTTP/1.1 chunk, framed once for every stream (as the server's event-stream.ts does). */
const chunkOf = (/** @type {string} */ text) => {
  const data = Buffer.from(text);
  return Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
};

/** Writes one status event to every stream, straight to each socket, in one pass. */
function push() {
  if (streams.size > 0) {
    version += 1;
    const chunk = chunkOf(statusEvent());
    for (const response of streams) {
      if (response.socket && !response.socket.destroyed) response.socket.write(chunk);
    }
  }
  setTimeout(push, Math.max(STATUS_PUSH_MS, streams.size * PUSH_MS_PER_STREAM)).unref();
}

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/api/platform/meeting/live-events/:id', (request, reply) => {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  // A stream starts with the whole snapshot, as the room's does (the phones check its shape).
  const first = JSON.stringify({
    state: 'live',
    watching_now: streams.size + 1,
    comment_count: COMMENT_TOTAL,
    starts_in: 0,
    comments: { data: [], total: 0 },
  });
  response.write(`retry: 5000\n\nid: ${version}\nevent: live\ndata: ${first}\n\n`);
  streams.add(response);
  request.raw.once('close', () => streams.delete(response));
});

const close = () => {
  for (const response of streams) response.end();
  app.close().then(() => process.exit(0));
};
process.once('SIGTERM', close);
process.once('SIGINT', close);

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
push();
console.log(`push-floor listening on ${app.server.address()?.port}`);
