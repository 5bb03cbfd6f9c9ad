// The server sampler against a local server that answers /metrics as ours does, with its CPU
// counter moving: what it reads per second, and the line it makes of that. Run: node --test bench/
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { describeServerSeconds, startServerSampler } from './server-sampler.mjs';

/** Grows by 0.05 per read: every counter but the CPU's moves by a fixed step per read. */
let cpuSeconds = 10;
/** The CPU counter moves with the clock, half a core, as a real one does whenever it is read. */
const startedAt = performance.now();
const server = http.createServer((request, response) => {
  if (request.url !== '/metrics') {
    response.writeHead(404).end();
    return;
  }
  cpuSeconds += 0.05;
  response.writeHead(200, { 'content-type': 'text/plain' }).end(
    [
      '# HELP process_cpu_seconds_total CPU time',
      `process_cpu_seconds_total ${10 + ((performance.now() - startedAt) / 1000) * 0.5}`,
      'nodejs_eventloop_delay_seconds{quantile="0.99"} 0.02',
      'nodejs_eventloop_delay_seconds{quantile="max"} 0.125',
      `process_resident_memory_bytes ${300 * 2 ** 20}`,
      `heartbeat_batch_size_sum ${cpuSeconds * 100}`,
      `heartbeat_batch_size_count ${cpuSeconds * 20}`,
      `nodejs_gc_pause_seconds_sum{kind="minor"} ${cpuSeconds / 10}`,
      `nodejs_gc_pause_seconds_sum{kind="major"} ${cpuSeconds / 100}`,
      `nodejs_gc_pause_seconds_count{kind="minor"} ${cpuSeconds * 100}`,
      `nodejs_gc_pause_seconds_count{kind="major"} ${cpuSeconds * 20}`,
      // Two routes; each read answers 20 more requests, 3 of them past 100 ms.
      `http_request_duration_seconds_bucket{le="0.1",method="GET",route="/a"} ${cpuSeconds * 200}`,
      `http_request_duration_seconds_count{method="GET",route="/a"} ${cpuSeconds * 220}`,
      `http_request_duration_seconds_bucket{le="0.1",method="POST",route="/b"} ${cpuSeconds * 140}`,
      `http_request_duration_seconds_count{method="POST",route="/b"} ${cpuSeconds * 180}`,
      'db_pool_connections{state="total"} 10',
      'db_pool_connections{state="waiting"} 4',
      '',
    ].join('\n'),
  );
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
after(() => server.close());
const address = /** @type {import('node:net').AddressInfo} */ (server.address());

describe('the server sampler', () => {
  it("reads the CPU used between two samples, the event loop's longest delay and the memory", async () => {
    const sampler = startServerSampler(`http://127.0.0.1:${address.port}`, { intervalMs: 100 });
    await delay(850);
    const seconds = sampler.stop();
    assert.ok(seconds.length >= 3, `${seconds.length} samples`);
    // Half a core, however far apart the reads were answered. The counter is read when the server
    // answers and the sampler's clock when the answer arrives, so one read that a busy machine kept
    // from this process for a while skews its sample and the next; the median is the counter's pace.
    const shares = seconds.map((sample) => sample.cpuShare).sort((a, b) => a - b);
    const median = /** @type {number} */ (shares[Math.floor(shares.length / 2)]);
    assert.ok(median > 0.3 && median < 0.8, `CPU shares ${shares.join(', ')}`);
    for (const sample of seconds) {
      assert.ok(Number.isFinite(sample.cpuShare) && sample.cpuShare > 0, `CPU share ${sample.cpuShare}`);
      assert.equal(sample.loopMaxMs, 125);
      assert.equal(sample.residentMb, 300);
      assert.ok(sample.heartbeatsWritten > sample.heartbeatStatements, JSON.stringify(sample));
      // Each read adds 0.05 s of CPU: 0.05 ÷ 10 + 0.05 ÷ 100 s of pauses, and one full collection.
      assert.ok(Math.abs(sample.gcPauseMs - 5.5) < 0.01, `GC ${sample.gcPauseMs} ms`);
      assert.ok(Math.abs(sample.majorCollections - 1) < 1e-9, `majors ${sample.majorCollections}`);
      assert.equal(sample.poolWaiting, 4);
    }
    // Per read: /a answers 20 × 0.05 = 1 more slowly, /b 40 × 0.05 = 2.
    const [first, last] = [seconds[0], seconds.at(-1)];
    const reads = ((last?.answered ?? 0) - (first?.answered ?? 0)) / 20;
    assert.ok(reads >= 1, `${reads} reads`);
    assert.ok(
      Math.abs((last?.slowByRoute['GET /a'] ?? 0) - (first?.slowByRoute['GET /a'] ?? 0) - reads) < 1e-6,
    );
    assert.ok(
      Math.abs((last?.slowByRoute['POST /b'] ?? 0) - (first?.slowByRoute['POST /b'] ?? 0) - 2 * reads) < 1e-6,
    );
    const answered = seconds.map((sample) => sample.answered);
    const slow = seconds.map((sample) => sample.answeredSlowly);
    for (let index = 1; index < seconds.length; index++) {
      assert.ok(
        Math.abs((answered[index] ?? 0) - (answered[index - 1] ?? 0) - 20) < 1e-6,
        `answered ${answered}`,
      );
      assert.ok(Math.abs((slow[index] ?? 0) - (slow[index - 1] ?? 0) - 3) < 1e-6, `slow ${slow}`);
    }
  });

  it('describes the median and the worst seconds, counted from the step start', () => {
    const line = describeServerSeconds(
      [
        {
          second: 101,
          answered: 100,
          answeredSlowly: 2,
          slowByRoute: { 'GET /a': 1, 'POST /b': 1, 'GET /c': 0 },
          poolWaiting: 0,
          cpuShare: 0.5,
          loopMaxMs: 30,
          residentMb: 200,
          heartbeatStatements: 10,
          heartbeatsWritten: 40,
          gcPauseMs: 4,
          majorCollections: 0,
        },
        {
          second: 102,
          answered: 400,
          answeredSlowly: 42,
          slowByRoute: { 'GET /a': 11, 'POST /b': 31, 'GET /c': 0 },
          poolWaiting: 7,
          cpuShare: 0.9,
          loopMaxMs: 250,
          residentMb: 260,
          heartbeatStatements: 110,
          heartbeatsWritten: 640,
          gcPauseMs: 120,
          majorCollections: 1,
        },
        {
          second: 103,
          answered: 700,
          answeredSlowly: 44,
          slowByRoute: { 'GET /a': 12, 'POST /b': 32, 'GET /c': 0 },
          poolWaiting: 1,
          cpuShare: 0.6,
          loopMaxMs: 40,
          residentMb: 240,
          heartbeatStatements: 160,
          heartbeatsWritten: 1240,
          gcPauseMs: 6,
          majorCollections: 0,
        },
      ],
      100,
    );
    assert.match(line, /CPU 60 % of a core in the median second, 90 % at most/);
    assert.match(
      line,
      /40 ms in the median second, 250 ms in the worst \(\+2 s: 250 ms, CPU 90 %, GC 120 ms/,
    );
    assert.match(
      line,
      /resident memory at most 260 MB; garbage collection paused it 6 ms in the median second, 120 ms at most, with 1 full collection; heartbeats written by 150 statements \(8\.0 per statement, at most 100 statements in a second\); answers that took the server itself over 100 ms: 42 \(most at \+2 s: 40 of 300, \+3 s: 2 of 300; by route: POST \/b 31, GET \/a 11\); queries queued for a database connection at most 7 when sampled$/,
    );
  });

  it('waits for a slow read to be answered before it sends the next', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    let reads = 0;
    const slow = http.createServer((_request, response) => {
      inFlight += 1;
      reads += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        response.writeHead(200, { 'content-type': 'text/plain' }).end(`process_cpu_seconds_total ${reads}\n`);
      }, 250);
    });
    await new Promise((resolve) => slow.listen(0, '127.0.0.1', () => resolve(undefined)));
    const { port } = /** @type {import('node:net').AddressInfo} */ (slow.address());
    const sampler = startServerSampler(`http://127.0.0.1:${port}`, { intervalMs: 100 });
    await delay(900);
    sampler.stop();
    await new Promise((resolve) => slow.close(() => resolve(undefined)));
    assert.ok(reads >= 2, `${reads} reads`);
    assert.equal(mostInFlight, 1);
  });

  it("gives a push's time to write, and how much of it was writing, in the median and the worst second", () => {
    const sample = (
      /** @type {number} */ second,
      /** @type {number} */ broadcasts,
      /** @type {number} */ total,
      /** @type {number} */ writing,
    ) => ({
      second,
      answered: 0,
      answeredSlowly: 0,
      slowByRoute: {},
      poolWaiting: 0,
      cpuShare: 0.5,
      loopMaxMs: 10,
      residentMb: 100,
      heartbeatStatements: Number.NaN,
      heartbeatsWritten: Number.NaN,
      gcPauseMs: Number.NaN,
      majorCollections: Number.NaN,
      broadcasts,
      broadcastSeconds: total,
      broadcastWritingSeconds: writing,
    });
    const line = describeServerSeconds(
      [
        sample(101, 0, 0, 0),
        // One push of 80 ms, 70 of them writing; then a second without one; then two of 150 ms (60 writing).
        sample(102, 1, 0.08, 0.07),
        sample(103, 1, 0.08, 0.07),
        sample(104, 3, 0.38, 0.19),
        sample(105, 4, 0.39, 0.2),
      ],
      100,
    );
    assert.match(
      line,
      /a broadcast took it 80 ms to write in the median second with one \(70 ms of it writing\), 150 ms at most \(60 ms of it writing\)$/,
    );
  });

  it('says nothing without samples', () => {
    assert.equal(describeServerSeconds([], 0), '');
  });
});
