// The push's floor (push-floor.mjs) as the phones meet it: the event a stream starts with has the
// shape the live room's phones check, and its pushes are the room's status event, to every stream,
// in HTTP/1.1 chunks. Run: node --test bench/
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openEventStream } from './lib/event-stream-reader.mjs';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'push-floor.mjs');
const child = spawn(process.execPath, [script], {
  env: { ...process.env, HOST: '127.0.0.1', PORT: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
after(() => child.kill('SIGTERM'));
const [ready] = await once(child.stdout, 'data');
const port = /push-floor listening on (\d+)/.exec(String(ready))?.[1];
assert.ok(port, `no port in "${ready}"`);
const origin = `http://127.0.0.1:${port}`;

/**
 * Opens a stream and resolves with its first `count` events (or rejects on anything else).
 * @param {number} count
 */
function eventsOf(count) {
  /** @type {{ id?: string, event?: string, data: string }[]} */
  const events = [];
  return new Promise((resolve, reject) => {
    const close = openEventStream({
      origin,
      path: '/api/platform/meeting/live-events/1',
      headers: { accept: 'text/event-stream' },
      headTimeoutMs: 2000,
      stallMs: 10_000,
      onEvent: (event) => {
        events.push(event);
        if (events.length === count) {
          close();
          resolve(events);
        }
      },
      onRefused: (status, body) => reject(new Error(`refused: ${status} ${body}`)),
      onEnd: (how, error) => reject(error ?? new Error(`the stream ${how}`)),
    });
  });
}

describe('push-floor', () => {
  it('starts each stream with a snapshot and pushes the status event to every stream', async () => {
    const [first, second] = await Promise.all([eventsOf(2), eventsOf(2)]);
    for (const events of [first, second]) {
      const [start, push] = events;
      assert.equal(start?.event, 'live');
      const snapshot = JSON.parse(start?.data ?? '');
      assert.equal(snapshot.state, 'live');
      assert.ok(Array.isArray(snapshot.comments.data));
      assert.equal(typeof snapshot.comments.total, 'number');
      // A push is the room's status-only event: the status fields, no comments, a new id.
      assert.equal(push?.event, 'live');
      assert.deepEqual(Object.keys(JSON.parse(push?.data ?? '')).sort(), [
        'comment_count',
        'starts_in',
        'state',
        'watching_now',
      ]);
      assert.ok(Number(push?.id) > Number(start?.id));
    }
    // One push goes to both streams: the same event id, the count of both.
    assert.equal(first?.[1]?.id, second?.[1]?.id);
    assert.equal(JSON.parse(first?.[1]?.data ?? '').watching_now, 2);
  });
});
