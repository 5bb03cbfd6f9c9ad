// One simulated phone of an open-loop scenario: its own keep-alive connection for API calls (an
// undici Client is exactly one socket), a second one for a Server-Sent Events stream when it opens
// one (as a browser's EventSource does), and its own loopback address, so per-IP limits on the
// server (the monitor route's rate limit) see many phones, not one. Calls are sent as the web app
// sends them (Bearer session, form-encoded bodies) and timed from when they were DUE, not when they
// left, so time spent queued behind a slow answer counts against the server.
import diagnostics from 'node:diagnostics_channel';
import { Client } from 'undici';
import { openEventStream } from './event-stream-reader.mjs';
import { now } from './scheduler.mjs';

const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';
/** The envelope code of success (packages/shared ErrorCode.SUCCESS). */
const SUCCESS = 1000;

/**
 * @typedef {import('./latency-stats.mjs').LatencyStats} LatencyStats
 * @typedef {{ ok: true, data: any } | { ok: false }} CallResult
 * @typedef {{ id?: string, event?: string, data: string }} StreamEvent
 */

/**
 * The i-th phone's source address: 127.0.0.2 onwards, skipping .0 and .255 in the last byte
 * (Linux routes all of 127.0.0.0/8 to the loopback interface).
 * @param {number} index
 */
export function phoneAddress(index) {
  const n = index + 1;
  const high = Math.floor(n / 254);
  return `127.${(high >> 8) & 255}.${high & 255}.${(n % 254) + 1}`;
}

/** What the report counts a failed call as. @param {unknown} error */
function failureReason(error) {
  const code = /** @type {{ code?: string }} */ (error)?.code ?? '';
  if (/TIMEOUT/.test(code)) return 'timeout';
  if (code === 'UND_ERR_DESTROYED' || code === 'UND_ERR_CLOSED') return 'cut off at the end';
  if (code === 'UND_ERR_ABORTED') return 'aborted';
  return `connection ${code || 'error'}`;
}

/**
 * @typedef {object} StreamHandle
 * @property {() => void} close Ends the stream from the phone's side (not a drop).
 * @property {() => void} expectEnd The server is about to end it on purpose (not a drop).
 */

/**
 * When each call's request was written and its answer's head read, from undici's diagnostics
 * channels: a slow call's time is then split into the phone's side (due to written) and the rest
 * (LatencyStats.phases). undici creates a request synchronously inside `client.request`, so the
 * call sets `pendingTimes` just before it and the `create` message takes them.
 * @typedef {{ sentAt: number, headersAt: number }} CallTimes
 */
/** @type {CallTimes | null} */
let pendingTimes = null;
/** @type {WeakMap<object, CallTimes>} */
const timesOfRequest = new WeakMap();
diagnostics.channel('undici:request:create').subscribe((message) => {
  const { request } = /** @type {{ request: object }} */ (message);
  if (pendingTimes) timesOfRequest.set(request, pendingTimes);
  pendingTimes = null;
});
diagnostics.channel('undici:client:sendHeaders').subscribe((message) => {
  const times = timesOfRequest.get(/** @type {{ request: object }} */ (message).request);
  if (times) times.sentAt = now();
});
diagnostics.channel('undici:request:headers').subscribe((message) => {
  const times = timesOfRequest.get(/** @type {{ request: object }} */ (message).request);
  if (times) times.headersAt = now();
});

export class Phone {
  /**
   * @param {{ origin: string, token: string, address: string, stats: LatencyStats,
   *   timeoutMs: number, streamStallMs: number }} options
   */
  constructor({ origin, token, address, stats, timeoutMs, streamStallMs }) {
    this.origin = origin;
    this.address = address;
    this.stats = stats;
    this.timeoutMs = timeoutMs;
    this.streamStallMs = streamStallMs;
    this.headers = { accept: 'application/json', authorization: `Bearer ${token}` };
    this.client = this.newClient(timeoutMs);
    /** Calls sent and not yet answered or failed. */
    this.inFlight = 0;
    /** @type {Set<StreamHandle>} */
    this.streams = new Set();
  }

  /** @param {number} bodyTimeout */
  newClient(bodyTimeout) {
    return new Client(this.origin, {
      localAddress: this.address,
      pipelining: 1,
      connectTimeout: this.timeoutMs,
      headersTimeout: this.timeoutMs,
      bodyTimeout,
    });
  }

  /**
   * One API call of `kind`. Never throws: a non-2xx status, an envelope code other than 1000, a
   * timeout or a connection error is recorded against `kind` and answers `{ ok: false }`.
   * @param {string} kind
   * @param {{ method?: 'GET' | 'POST', path: string, form?: Record<string, string | number>, dueAt: number }} call
   * @returns {Promise<CallResult>}
   */
  async call(kind, { method = 'GET', path, form, dueAt }) {
    this.stats.sent(kind);
    this.inFlight += 1;
    try {
      const body = form
        ? new URLSearchParams(Object.entries(form).map(([key, value]) => [key, String(value)])).toString()
        : undefined;
      /** @type {CallTimes} */
      const times = { sentAt: 0, headersAt: 0 };
      pendingTimes = times;
      const responding = this.client.request({
        method,
        path,
        headers: form ? { ...this.headers, 'content-type': FORM } : this.headers,
        body,
      });
      pendingTimes = null;
      const response = await responding;
      const text = await response.body.text();
      const latency = now() - dueAt;
      this.stats.answered(kind, latency);
      if (times.sentAt > 0 && times.headersAt > 0)
        this.stats.phases(latency, times.sentAt - dueAt, times.headersAt - times.sentAt);
      const status = response.statusCode;
      /** @type {any} */
      let envelope;
      try {
        envelope = JSON.parse(text);
      } catch {
        envelope = undefined;
      }
      if (status < 200 || status >= 300) {
        this.stats.failed(kind, `HTTP ${status}`, `${method} ${path}: ${text.slice(0, 160)}`);
        return { ok: false };
      }
      if (envelope?.code !== SUCCESS) {
        this.stats.failed(kind, `code ${envelope?.code}`, `${method} ${path}: ${text.slice(0, 160)}`);
        return { ok: false };
      }
      return { ok: true, data: envelope.data };
    } catch (error) {
      this.stats.failed(kind, failureReason(error), `${method} ${path}: ${String(error)}`);
      return { ok: false };
    } finally {
      this.inFlight -= 1;
    }
  }

  /**
   * Opens an event stream of `kind` on the phone's second connection. Its latency is the time
   * from `dueAt` to the first event; a refusal (any answer but 200 text/event-stream) and an end
   * the phone did not ask for (`close`) or announce (`expectEnd`) are failures of `kind`.
   * @param {string} kind
   * @param {{ path: string, dueAt: number, firstEventMs?: number,
   *   onEvent: (event: StreamEvent, receivedAt: number) => void,
   *   onEnd?: (how: 'closed' | 'refused' | 'dropped' | 'ended', delivered: boolean) => void }} options
   *   `firstEventMs`: a stream with no event this long after it was opened is given up (refused).
   * @returns {StreamHandle}
   */
  openStream(kind, { path, dueAt, firstEventMs = this.timeoutMs, onEvent, onEnd }) {
    let closedByUs = false;
    let endExpected = false;
    let first = true;
    let finished = false;
    /** Closes the socket; no callback of the reader runs after it. */
    let close = () => {};
    const firstEventTimer = setTimeout(() => {
      if (!first || finished) return;
      close();
      this.stats.failed(kind, 'no first event in time', `GET ${path}: none within ${firstEventMs} ms`);
      finish('refused');
    }, firstEventMs);
    /** @type {StreamHandle} */
    const handle = {
      close: () => {
        closedByUs = true;
        close();
        finish('closed');
      },
      expectEnd: () => {
        endExpected = true;
      },
    };
    this.streams.add(handle);
    this.stats.sent(kind);
    const finish = (/** @type {'closed' | 'refused' | 'dropped' | 'ended'} */ how) => {
      if (finished) return;
      finished = true;
      clearTimeout(firstEventTimer);
      this.streams.delete(handle);
      onEnd?.(how, !first);
    };
    // Read straight off its own socket (lib/event-stream-reader.mjs): ten thousand phones share a
    // few load workers, whose cost per event would otherwise count against the server's push spread.
    // A stream that stays silent for `streamStallMs` (several of the server's 15 s pings) has stalled.
    close = openEventStream({
      origin: this.origin,
      path,
      headers: { ...this.headers, accept: 'text/event-stream' },
      localAddress: this.address,
      headTimeoutMs: this.timeoutMs,
      stallMs: this.streamStallMs,
      onEvent: (event) => {
        const receivedAt = now();
        if (first) {
          first = false;
          this.stats.answered(kind, receivedAt - dueAt);
        }
        onEvent(event, receivedAt);
      },
      onRefused: (status, body) => {
        this.stats.answered(kind, now() - dueAt);
        this.stats.failed(kind, `HTTP ${status}`, `GET ${path}: ${body.slice(0, 160)}`);
        finish('refused');
      },
      onEnd: (how, error) => {
        if (closedByUs || endExpected) {
          finish(closedByUs ? 'closed' : 'ended');
        } else if (how === 'ended') {
          this.stats.failed(kind, 'stream dropped', `GET ${path}: the server ended the stream`);
          finish('dropped');
        } else {
          const reason = failureReason(error);
          this.stats.failed(kind, first ? reason : 'stream dropped', `GET ${path}: ${String(error)}`);
          finish(first ? 'refused' : 'dropped');
        }
      },
    });
    return handle;
  }

  /** Ends every stream this phone holds (the end of a step, not a drop). */
  closeStreams() {
    for (const stream of this.streams) stream.close();
  }

  /** Drops the phone's connections; calls still waiting fail as "cut off at the end". */
  async destroy() {
    this.closeStreams();
    await this.client.destroy();
  }
}
