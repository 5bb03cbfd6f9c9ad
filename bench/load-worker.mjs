// A load worker of an open-loop step (a child process of the bench, forked by lib/open-loop.mjs):
// it plays its share of the step's phones with the scenario's behaviour, then sends back its
// tallies. Phones are split over processes because each process may hold only 20 000 sockets, and a
// phone holds one or two.
import { Client } from 'undici';
import { LatencyStats, timelineOf } from './lib/latency-stats.mjs';
import { Phone, phoneAddress } from './lib/phone.mjs';
import { createScheduler, now } from './lib/scheduler.mjs';
import { behaviour as homeBrowsing } from './scenarios/home-browsing.mjs';
import { behaviour as liveRoom } from './scenarios/live-room.mjs';

/**
 * @typedef {import('./lib/open-loop.mjs').WorkerOrder} WorkerOrder
 * @typedef {import('./lib/open-loop.mjs').Behaviour} Behaviour
 */

/** What a phone of each scenario does, by the name an order gives. */
const behaviours = /** @type {Record<string, Behaviour>} */ ({
  'live-room': liveRoom,
  'home-browsing': homeBrowsing,
});

const delay = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * A small deterministic generator per phone (mulberry32), so a rerun draws the same phases.
 * @param {number} seed
 */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Calls a worker makes to warm its own HTTP client code before its first phone arrives. */
const SELF_WARMUP_CALLS = 400;
/** The self warm-up stops this long before the first arrival, whatever it has done by then. */
const SELF_WARMUP_MARGIN_MS = 300;

/**
 * Compiles the worker's own request path (undici, the body read, JSON.parse) on unmeasured calls to
 * the server's liveness probe, so that the first phones are not timed on a cold load generator.
 * @param {string} origin
 * @param {number} until Absolute ms by which it stops.
 */
async function warmSelf(origin, until) {
  const clients = Array.from({ length: 8 }, () => new Client(origin, { pipelining: 1 }));
  let calls = 0;
  await Promise.all(
    clients.map(async (client) => {
      while (calls < SELF_WARMUP_CALLS && now() < until) {
        calls += 1;
        const response = await client.request({ method: 'GET', path: '/healthz' });
        JSON.parse(await response.body.text());
      }
    }),
  );
  await Promise.all(clients.map((client) => client.close()));
}

/** @param {WorkerOrder} order */
async function run(order) {
  const behaviour = behaviours[order.behaviour];
  if (!behaviour) throw new Error(`no behaviour "${order.behaviour}"`);
  const firstArrival = Math.min(...order.viewers.map((viewer) => viewer.arrivalAt));
  await warmSelf(order.origin, firstArrival - SELF_WARMUP_MARGIN_MS);
  const stats = new LatencyStats();
  const lag = new LatencyStats();
  const scheduler = createScheduler({ endAt: order.endAt, onLag: (ms) => lag.value('scheduling', ms) });
  const tally = behaviour.createTally();
  /** @type {Phone[]} */
  const phones = [];

  for (const viewer of order.viewers) {
    scheduler.at(viewer.arrivalAt, (arrivedAt) => {
      const phone = new Phone({
        origin: order.origin,
        token: viewer.token,
        address: phoneAddress(viewer.index),
        stats,
        timeoutMs: order.timeoutMs,
        streamStallMs: order.streamStallMs,
      });
      phones.push(phone);
      behaviour.startViewer({
        viewer,
        phone,
        arrivedAt,
        at: scheduler.at,
        active: () => now() < order.endAt,
        random: seededRandom(viewer.index + 1),
        options: order.options,
        tally,
        stats,
      });
    });
  }

  await delay(order.endAt - now());
  scheduler.stop();
  for (const phone of phones) phone.closeStreams();
  // Calls sent before the end may still be answered (up to the call timeout); what is left then
  // is cut off and counted as failed.
  const drainUntil = now() + order.timeoutMs;
  while (phones.some((phone) => phone.inFlight > 0) && now() < drainUntil) await delay(50);
  const cutOff = phones.reduce((sum, phone) => sum + phone.inFlight, 0);
  await Promise.all(phones.map((phone) => phone.destroy()));
  // Let the cut-off calls' and closed streams' handlers record what happened to them.
  const settleUntil = now() + 5000;
  while (phones.some((phone) => phone.inFlight > 0 || phone.streams.size > 0) && now() < settleUntil) {
    await delay(20);
  }
  return {
    phones: phones.length,
    cutOff,
    stats: stats.toJSON(),
    timeline: timelineOf(stats),
    phases: stats.slowPhases,
    lag: lag.toJSON(),
    tally: behaviour.finishTally(tally),
  };
}

process.on('message', (/** @type {{ type: string, order?: WorkerOrder }} */ message) => {
  if (message.type !== 'run' || !message.order) return;
  run(message.order).then(
    (result) => process.send?.({ type: 'result', result }, () => process.exit(0)),
    (error) => {
      process.send?.({ type: 'failed', error: error instanceof Error ? error.stack : String(error) }, () =>
        process.exit(1),
      );
    },
  );
});
process.send?.({ type: 'ready' });
