import { createHash, timingSafeEqual } from 'node:crypto';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { appError } from '../lib/app-error';
import { CacheCounter, type MetricsPort } from '../lib/metrics';
import { RequestTallies } from './request-tallies';

/** Seconds; a request slower than 5 s is counted in +Inf. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Seconds; a collection's pause of the JavaScript thread. */
const GC_PAUSE_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25];
/** Node's names of V8's collections (`PerformanceEntry.detail.kind`). */
const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};

/**
 * Prometheus metrics (prom-client), one registry per app. Per request: one map lookup and a few
 * additions (RequestTallies). Everything else (event-loop delay, the database pool, caches, live
 * rooms) is read when /metrics is scraped.
 *
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a bearer token; without, only a
 * request from this machine that no proxy forwarded (no X-Forwarded-For), since behind nginx on the
 * same machine every request comes from loopback. Anyone else gets 403 in the envelope.
 */
export function registerMetrics(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
  readiness: { redis(): string },
): MetricsPort {
  const registry = new Registry();
  const tallies = new RequestTallies(LATENCY_BUCKETS);
  app.addHook('onResponse', (request, reply, done) => {
    // The live room's streams are hijacked and never reach onResponse: live_room_streams counts them.
    tallies.record(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  // Event-loop delay, sampled every 20 ms by Node; each scrape reports since the previous one.
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  app.addHook('onClose', async () => loop.disable());
  new Gauge({
    name: 'nodejs_eventloop_delay_seconds',
    help: 'Event-loop delay since the previous scrape, by quantile',
    labelNames: ['quantile'],
    registers: [registry],
    collect() {
      this.set({ quantile: '0.5' }, loop.percentile(50) / 1e9);
      this.set({ quantile: '0.99' }, loop.percentile(99) / 1e9);
      this.set({ quantile: 'max' }, loop.max / 1e9);
      loop.reset();
    },
  });
  // Garbage-collection pauses, from Node's performance timeline: whether a held event loop was the
  // collector (a bench's slow second) or the work itself.
  const gcPauses = new Histogram({
    name: 'nodejs_gc_pause_seconds',
    help: 'Pauses of the JavaScript thread for garbage collection, by kind',
    labelNames: ['kind'],
    buckets: GC_PAUSE_BUCKETS,
    registers: [registry],
  });
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // A gc entry's detail is NodeGCPerformanceDetail; the DOM's PerformanceEntry type does not say so.
      const kind = (entry as unknown as { detail?: { kind?: number } }).detail?.kind ?? -1;
      gcPauses.observe({ kind: GC_KINDS[kind] ?? 'other' }, entry.duration / 1000);
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  app.addHook('onClose', async () => gcObserver.disconnect());
  new Gauge({
    name: 'process_resident_memory_bytes',
    help: 'Resident memory of the process',
    registers: [registry],
    collect() {
      this.set(process.memoryUsage.rss());
    },
  });
  new Gauge({
    name: 'process_cpu_seconds_total',
    help: 'CPU time used by the process (user and system)',
    registers: [registry],
    collect() {
      const usage = process.cpuUsage();
      this.set((usage.user + usage.system) / 1e6);
    },
  });
  const poolStats = database.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (waiting: queries queued for a connection)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  new Gauge({
    name: 'redis_up',
    help: '1 when this node reaches Redis, 0 when it does not, absent without REDIS_URL',
    registers: [registry],
    collect() {
      const state = readiness.redis();
      if (state === 'off') this.reset();
      else this.set(state === 'up' ? 1 : 0);
    },
  });

  const caches = new Map<string, CacheCounter>();
  new Counter({
    name: 'cache_requests_total',
    help: 'Lookups of in-process caches, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'],
    registers: [registry],
    collect() {
      // The caches count in plain numbers; the counter takes what they added since the last scrape.
      this.reset();
      for (const [name, counter] of caches) {
        this.inc({ cache: name, result: 'hit' }, counter.hits);
        this.inc({ cache: name, result: 'miss' }, counter.misses);
      }
    },
  });

  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!mayReadMetrics(request, config.METRICS_TOKEN)) throw appError('METRICS_FORBIDDEN');
    return reply.type(registry.contentType).send(`${await registry.metrics()}\n${tallies.exposition()}`);
  });

  return {
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    },
    histogram(name, help, buckets) {
      // Features sharing a histogram (heartbeats of courses and meetings) ask for it by the same name.
      const existing = registry.getSingleMetric(name);
      const histogram =
        existing instanceof Histogram
          ? existing
          : new Histogram({ name, help, buckets: [...buckets], registers: [registry] });
      return (value) => histogram.observe(value);
    },
    cache(name) {
      let counter = caches.get(name);
      if (!counter) {
        counter = new CacheCounter();
        caches.set(name, counter);
      }
      return counter;
    },
  };
}

function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const presented = createHash('sha256')
      .update(request.headers.authorization ?? '')
      .digest();
    return timingSafeEqual(presented, createHash('sha256').update(`Bearer ${token}`).digest());
  }
  const address = request.raw.socket.remoteAddress ?? '';
  const loopback = address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
  return loopback && request.headers['x-forwarded-for'] === undefined;
}
