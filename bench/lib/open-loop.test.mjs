// The open-loop machinery against a small local server: the scheduler, the merged histograms, a
// phone's calls and event stream (refusals, drops, events split across packets), and whole steps
// of the live-room behaviour in both modes over two load workers. Run: node --test bench/
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { liveRoomScenarios } from '../scenarios/live-room.mjs';
import { LatencyStats, mergeKindTallies } from './latency-stats.mjs';
import { runOpenLoopStep } from './open-loop.mjs';
import { Phone, phoneAddress } from './phone.mjs';
import { createScheduler, now } from './scheduler.mjs';

const delay = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @typedef {{ method: string, path: string, token: string, address: string, form: URLSearchParams | null, at: number }} RecordedCall */

/**
 * A stand-in for the server's live-room routes: records every call, answers in the envelope, and
 * broadcasts a `live` event to every open stream every 200 ms, each written in two pieces that
 * split a multi-byte character, as TCP may deliver it.
 * @returns {Promise<{ origin: string, calls: RecordedCall[], streams: Set<http.ServerResponse>,
 *   failing: Map<string, number>, dropStreams: () => void, close: () => Promise<void> }>}
 */
function startFakeServer() {
  /** @type {RecordedCall[]} */
  const calls = [];
  /** @type {Set<http.ServerResponse>} */
  const streams = new Set();
  /** @type {Map<string, boolean>} */
  const counted = new Map();
  let version = 1;
  /** Paths answered with this status instead (to test failures). */
  /** @type {Map<string, number>} */
  const failing = new Map();
  const snapshot = () =>
    JSON.stringify({
      state: 'live',
      watching_now: streams.size,
      comment_count: 1,
      starts_in: 0,
      comments: { total: 1, data: [{ id: 1, content: '讲得很清楚' }] },
    });
  const eventBytes = (/** @type {number} */ id) =>
    Buffer.from(`id: ${id}\nevent: live\ndata: ${snapshot()}\n\n`);

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const token = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = request.method === 'POST' ? new URLSearchParams(body) : null;
      calls.push({
        method: request.method ?? '',
        path: url.pathname,
        token,
        address: request.socket.remoteAddress ?? '',
        form,
        at: now(),
      });
      const status = failing.get(url.pathname);
      if (status) {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ code: status * 10, msg: 'no', data: null }));
        return;
      }
      const send = (/** @type {unknown} */ data) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ code: 1000, msg: 'ok', data }));
      };
      if (url.pathname.startsWith('/api/platform/meeting/live-events/')) {
        response.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
        });
        response.write('retry: 5000\n\n');
        // Meeting 9's stream never says anything (a buffering proxy, as a phone sees it).
        if (url.pathname.endsWith('/9')) return;
        response.write(eventBytes(version));
        streams.add(response);
        response.on('close', () => streams.delete(response));
      } else if (url.pathname.startsWith('/api/platform/meeting/live-snapshot/')) {
        send({
          state: 'live',
          watching_now: 1,
          comment_count: 1,
          starts_in: 0,
          comments: { total: 0, data: [] },
        });
      } else if (url.pathname.startsWith('/api/platform/meeting/')) {
        send({ id: 7, viewing: { session_num: `session-${token}`, heartbeat_interval: 1 } });
      } else if (url.pathname === '/api/platform/score-log/meetingview') {
        const key = `${form?.get('session_num')}#${form?.get('sequence')}`;
        const fresh = !counted.has(key);
        counted.set(key, true);
        send({ counted: fresh, added: fresh ? 1 : 0 });
      } else {
        send({ total: 0, data: [] });
      }
    });
  });
  const broadcast = setInterval(() => {
    version += 1;
    const bytes = eventBytes(version);
    // Split inside the first Chinese character of the comment: 3 bytes in UTF-8.
    const cut = bytes.indexOf(Buffer.from('讲')) + 1;
    for (const stream of streams) {
      stream.write(bytes.subarray(0, cut));
      setImmediate(() => stream.write(bytes.subarray(cut)));
    }
  }, 200);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        calls,
        streams,
        failing,
        /** Ends every open stream from the server's side (a drop, for the phones). */
        dropStreams: () => {
          for (const stream of streams) stream.destroy();
        },
        close: async () => {
          clearInterval(broadcast);
          for (const stream of streams) stream.destroy();
          server.closeAllConnections();
          await new Promise((done) => server.close(done));
        },
      });
    });
  });
}

/** @typedef {Awaited<ReturnType<typeof startFakeServer>>} FakeServer */

describe('scheduler', () => {
  it('runs actions in the order they are due, each at its time, and nothing at or after the end', async () => {
    const start = now();
    /** @type {number[]} */
    const lags = [];
    const scheduler = createScheduler({ endAt: start + 200, onLag: (ms) => lags.push(ms) });
    /** @type {string[]} */
    const ran = [];
    /** @type {{ name: string, late: number }[]} */
    const lateness = [];
    /** @type {Map<string, number>} How late a plain timer armed for the same time fired: what this process's event loop allowed. */
    const timerLateness = new Map();
    const record = (/** @type {string} */ name) => (/** @type {number} */ dueAt) => {
      ran.push(name);
      lateness.push({ name, late: now() - dueAt });
    };
    const schedule = (/** @type {string} */ name, /** @type {number} */ dueAt) => {
      scheduler.at(dueAt, record(name));
      setTimeout(() => timerLateness.set(name, now() - dueAt), dueAt - now());
    };
    schedule('c', start + 60);
    schedule('a', start + 20);
    schedule('b', start + 40);
    schedule('b2', start + 40);
    assert.equal(scheduler.at(start + 200, record('never')), false);
    await delay(150);
    assert.deepEqual(ran, ['a', 'b', 'b2', 'c']);
    assert.equal(lags.length, 4);
    // Never early, and no later than the event loop let a timer of its own run (a busy machine makes
    // both late alike; a scheduler that waited for something else would not be).
    for (const { name, late } of lateness) {
      const allowed = (timerLateness.get(name) ?? Number.NaN) + 10;
      assert.ok(late >= 0 && late <= allowed, `${name} ran ${late} ms late, a plain timer ${allowed - 10}`);
    }
    scheduler.stop();
    assert.equal(scheduler.at(start + 180, record('stopped')), false);
  });
});

describe('latency stats', () => {
  it('merges the workers’ histograms into exact percentiles, counts and error reasons', () => {
    const one = new LatencyStats();
    const two = new LatencyStats();
    for (let ms = 1; ms <= 50; ms++) {
      one.sent('call');
      one.answered('call', ms);
    }
    for (let ms = 51; ms <= 100; ms++) {
      two.sent('call');
      two.answered('call', ms);
    }
    two.sent('call');
    two.failed('call', 'timeout', 'GET /x');
    const [call] = mergeKindTallies([one.toJSON(), two.toJSON()]);
    assert.ok(call);
    assert.equal(call.sent, 101);
    assert.equal(call.answered, 100);
    assert.equal(call.errors, 1);
    assert.deepEqual(call.errorReasons, { timeout: 1 });
    assert.equal(Math.round(call.latencyMs.p50), 50);
    assert.equal(Math.round(call.latencyMs.p99), 99);
    assert.equal(Math.round(call.latencyMs.max), 100);
  });
});

describe('phone', () => {
  /** @type {FakeServer} */
  let server;
  before(async () => {
    server = await startFakeServer();
  });
  after(() => server.close());

  /** @param {Partial<ConstructorParameters<typeof Phone>[0]>} [options] */
  const newPhone = (options = {}) =>
    new Phone({
      origin: server.origin,
      token: 'token-1',
      address: phoneAddress(5),
      stats: new LatencyStats(),
      timeoutMs: 1000,
      streamStallMs: 5000,
      ...options,
    });

  it('sends as the app does (Bearer, form body, its own address) and times from the due time', async () => {
    const phone = newPhone();
    const dueAt = now() - 30;
    const result = await phone.call('beat', {
      method: 'POST',
      path: '/api/platform/score-log/meetingview',
      form: { session_num: 's', sequence: 1 },
      dueAt,
    });
    assert.deepEqual(result, { ok: true, data: { counted: true, added: 1 } });
    const call = server.calls.at(-1);
    assert.equal(call?.token, 'token-1');
    assert.equal(call?.address, '127.0.0.7');
    assert.equal(call?.form?.get('sequence'), '1');
    const [beat] = mergeKindTallies([phone.stats.toJSON()]);
    assert.ok(beat && beat.latencyMs.p50 >= 30, 'the wait before sending counts');
    await phone.destroy();
  });

  it('counts a non-2xx answer, a refused envelope, a timeout and a refused connection as failures', async () => {
    const phone = newPhone({ timeoutMs: 300 });
    server.failing.set('/api/platform/comments', 503);
    const refused = await phone.call('comments', { path: '/api/platform/comments', dueAt: now() });
    server.failing.delete('/api/platform/comments');
    assert.deepEqual(refused, { ok: false });

    const silent = http.createServer(() => {});
    await new Promise((resolve) => silent.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const slowPhone = newPhone({ origin: `http://127.0.0.1:${port}`, timeoutMs: 300, stats: phone.stats });
    await slowPhone.call('slow', { path: '/', dueAt: now() });
    await slowPhone.destroy();
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
    const closedPhone = newPhone({ origin: `http://127.0.0.1:${port}`, stats: phone.stats });
    await closedPhone.call('closed', { path: '/', dueAt: now() });
    await closedPhone.destroy();

    const kinds = Object.fromEntries(
      mergeKindTallies([phone.stats.toJSON()]).map((kind) => [kind.kind, kind]),
    );
    assert.deepEqual(kinds.comments?.errorReasons, { 'HTTP 503': 1 });
    assert.deepEqual(kinds.slow?.errorReasons, { timeout: 1 });
    assert.deepEqual(kinds.closed?.errorReasons, { 'connection ECONNREFUSED': 1 });
    await phone.destroy();
  });

  it('reads a stream’s events whole even when a packet splits a character, and times the first', async () => {
    const phone = newPhone();
    /** @type {{ id?: string, data: string }[]} */
    const events = [];
    /** @type {string[]} */
    const ends = [];
    const stream = phone.openStream('stream', {
      path: '/api/platform/meeting/live-events/7',
      dueAt: now(),
      onEvent: (event) => events.push(event),
      onEnd: (how) => ends.push(how),
    });
    await delay(700);
    stream.close();
    await delay(50);
    assert.ok(events.length >= 3, `${events.length} events`);
    for (const event of events) assert.equal(JSON.parse(event.data).comments.data[0].content, '讲得很清楚');
    const ids = events.map((event) => Number(event.id));
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
    );
    assert.deepEqual(ends, ['closed']);
    const [kind] = mergeKindTallies([phone.stats.toJSON()]);
    assert.equal(kind?.answered, 1);
    assert.equal(kind?.errors, 0, 'closing it is not a drop');
    await phone.destroy();
  });

  it('counts a stream the server ends as dropped, unless announced, and a refusal by its status', async () => {
    // A phone holds one stream at a time (its second connection): one phone per case.
    const stats = new LatencyStats();
    const phones = [4, 5, 6].map((index) => newPhone({ address: phoneAddress(index), stats }));
    const [dropping, announcing, refused] = /** @type {[Phone, Phone, Phone]} */ (phones);
    /** @type {string[]} */
    const ends = [];
    dropping.openStream('dropped', {
      path: '/api/platform/meeting/live-events/7',
      dueAt: now(),
      onEvent: () => {},
      onEnd: (how) => ends.push(how),
    });
    const announced = announcing.openStream('announced', {
      path: '/api/platform/meeting/live-events/7',
      dueAt: now(),
      onEvent: () => announced.expectEnd(),
      onEnd: (how) => ends.push(how),
    });
    await delay(300);
    server.dropStreams();
    server.failing.set('/api/platform/meeting/live-events/8', 404);
    refused.openStream('refused', {
      path: '/api/platform/meeting/live-events/8',
      dueAt: now(),
      onEvent: () => {},
      onEnd: (how) => ends.push(how),
    });
    await delay(300);
    server.failing.delete('/api/platform/meeting/live-events/8');
    assert.deepEqual([...ends].sort(), ['dropped', 'ended', 'refused']);
    const kinds = Object.fromEntries(mergeKindTallies([stats.toJSON()]).map((kind) => [kind.kind, kind]));
    assert.equal(kinds.dropped?.errorReasons['stream dropped'], 1);
    assert.equal(kinds.announced?.errors, 0);
    assert.deepEqual(kinds.refused?.errorReasons, { 'HTTP 404': 1 });
    await Promise.all(phones.map((phone) => phone.destroy()));
  });
});

describe('a stream that stays silent', () => {
  /** @type {FakeServer} */
  let server;
  before(async () => {
    server = await startFakeServer();
  });
  after(() => server.close());

  it('is given up after firstEventMs, as the app does, and counted', async () => {
    const stats = new LatencyStats();
    const phone = new Phone({
      origin: server.origin,
      token: 'token-9',
      address: phoneAddress(9),
      stats,
      timeoutMs: 1000,
      streamStallMs: 5000,
    });
    /** @type {string[]} */
    const ends = [];
    phone.openStream('silent', {
      path: '/api/platform/meeting/live-events/9',
      dueAt: now(),
      firstEventMs: 200,
      onEvent: () => {},
      onEnd: (how) => ends.push(how),
    });
    await delay(400);
    assert.deepEqual(ends, ['refused']);
    const [kind] = mergeKindTallies([stats.toJSON()]);
    assert.deepEqual(kind?.errorReasons, { 'no first event in time': 1 });
    await phone.destroy();
  });
});

describe('a live-room step over two load workers', () => {
  /** @type {FakeServer} */
  let server;
  before(async () => {
    server = await startFakeServer();
  });
  after(() => server.close());

  const viewers = Array.from({ length: 20 }, (_, index) => ({
    id: 100 + index,
    token: `token-${100 + index}`,
    openid: `openid-${100 + index}`,
    unionid: `unionid-${100 + index}`,
  }));
  /** @param {'poll' | 'sse'} mode */
  const step = (mode) =>
    runOpenLoopStep({
      behaviour: 'live-room',
      origin: server.origin,
      viewers,
      rampSeconds: 0.5,
      holdSeconds: 2.5,
      timeoutSeconds: 2,
      streamStallSeconds: 10,
      workers: 2,
      pinWorkers: false,
      options: { mode, meetingId: 7, pollSeconds: 0.5 },
    });

  /**
   * Each phone's heartbeats: sequences 1, 2, 3… with no gap, as the app numbers them.
   * @param {number} from Only calls after this time.
   */
  const heartbeatsByToken = (from) => {
    /** @type {Map<string, number[]>} */
    const byToken = new Map();
    for (const call of server.calls) {
      if (call.at < from || call.path !== '/api/platform/score-log/meetingview') continue;
      const sequences = byToken.get(call.token) ?? [];
      sequences.push(Number(call.form?.get('sequence')));
      byToken.set(call.token, sequences);
      assert.equal(call.form?.get('session_num'), `session-${call.token}`);
      assert.equal(call.form?.get('total_tims'), '1', 'the interval the meeting answered');
      assert.equal(call.form?.get('action_type'), 'MEETING_VIEW');
    }
    return byToken;
  };

  it('polls: every phone opens the meeting and polls on its own schedule, heartbeats numbered from 1', async () => {
    const from = now();
    const result = await step('poll');
    assert.equal(result.viewers, 20);
    assert.equal(result.workers, 2);
    const kinds = Object.fromEntries(result.kinds.map((kind) => [kind.kind, kind]));
    for (const kind of result.kinds) assert.equal(kind.errors, 0, `${kind.kind}: ${kind.samples.join('; ')}`);
    assert.equal(kinds['meeting/{id}']?.answered, 20);
    assert.equal(kinds['member/me']?.answered, 20);
    assert.equal(kinds['POST monitor']?.answered, 20);
    // The arrival's call plus one every 0.5 s over the rest of the 3 s: about 5 per phone.
    const polls = kinds['live-snapshot']?.answered ?? 0;
    assert.ok(polls >= 20 * 4 && polls <= 20 * 7, `${polls} snapshot polls`);
    assert.equal(kinds['comments page 1']?.answered, 20, 'comments page 1 once, on arrival');
    assert.equal(kinds['live-events (first event)'], undefined, 'no stream in poll mode');
    const byToken = heartbeatsByToken(from);
    assert.equal(byToken.size, 20, 'every phone sent heartbeats');
    for (const sequences of byToken.values()) {
      assert.deepEqual(
        sequences,
        sequences.map((_, index) => index + 1),
      );
    }
    const tallies = /** @type {{ acknowledged: unknown[], notAcknowledged: number }[]} */ (result.tallies);
    const acknowledged = tallies.reduce((sum, tally) => sum + tally.acknowledged.length, 0);
    assert.equal(acknowledged, [...byToken.values()].flat().length);
    assert.equal(
      tallies.reduce((sum, tally) => sum + tally.notAcknowledged, 0),
      0,
    );
    // The load workers warm themselves on /healthz from their own address before any phone arrives.
    const phoneCalls = server.calls.filter((call) => call.at >= from && call.path !== '/healthz');
    const addresses = new Set(phoneCalls.map((call) => call.address));
    assert.equal(addresses.size, 20, 'each phone on its own loopback address');
  });

  it('streams: one stream per phone instead of polling, and the push spread of every broadcast', async () => {
    const from = now();
    const result = await step('sse');
    for (const kind of result.kinds) assert.equal(kind.errors, 0, `${kind.kind}: ${kind.samples.join('; ')}`);
    const kinds = Object.fromEntries(result.kinds.map((kind) => [kind.kind, kind]));
    assert.equal(kinds['live-events (first event)']?.answered, 20);
    assert.equal(kinds['live-snapshot'], undefined, 'no polling while the stream is up');
    assert.equal(kinds['comments page 1']?.answered, 20, 'comments page 1 once, on arrival');
    assert.equal(heartbeatsByToken(from).size, 20);
    const [spread] = liveRoomScenarios[1]?.extraKinds?.(result) ?? [];
    assert.equal(spread?.kind, 'push spread (first→last phone)');
    const values = [...(spread?.values ?? [])].sort((a, b) => a - b);
    assert.ok(values.length >= 8, `${values.length} broadcasts seen`);
    assert.ok((values[0] ?? -1) >= 0, 'from the first phone to the last, never negative');
    // Same machine, one write per phone: far below a broadcast period's worth in the middle (a
    // loaded machine may delay a worker now and then, hence the median).
    const median = values[Math.floor(values.length / 2)] ?? Number.NaN;
    assert.ok(median < 500, `median spread ${median} ms`);
    // The workers' receipts of one event are merged: most broadcasts reached all 20 phones.
    /** @type {Map<string, number>} */
    const receivers = new Map();
    for (const tally of /** @type {{ events: [string, number, number, number][] }[]} */ (result.tallies)) {
      for (const [id, , , count] of tally.events) receivers.set(id, (receivers.get(id) ?? 0) + count);
    }
    const complete = [...receivers.values()].filter((count) => count === 20).length;
    assert.ok(
      complete >= receivers.size / 2,
      `${complete} of ${receivers.size} broadcasts reached every phone`,
    );
    assert.ok(Math.max(...receivers.values()) <= 20, 'no receipt counted twice');
  });

  it('falls back to polling when the stream drops, and counts the drop', async () => {
    const running = step('sse');
    // Once every phone holds its stream, the server drops them all.
    while (server.streams.size < 20) await delay(20);
    await delay(200);
    server.dropStreams();
    const result = await running;
    const kinds = Object.fromEntries(result.kinds.map((kind) => [kind.kind, kind]));
    assert.equal(kinds['live-events (first event)']?.errorReasons['stream dropped'], 20);
    assert.ok((kinds['live-snapshot']?.answered ?? 0) >= 20, 'the phones polled while the stream was down');
    assert.equal(kinds['live-snapshot']?.errors, 0);
  });
});
