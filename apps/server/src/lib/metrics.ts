/**
 * What features tell the metrics endpoint (`plugins/metrics.ts`, served at /metrics). Nothing here
 * costs more than a number's increment on a hot path: gauges are read when Prometheus scrapes, cache
 * hits are plain counters read then, histograms are for rare events (a heartbeat batch, not a request).
 */
export interface MetricsPort {
  /** A value read at each scrape (open live-room streams, cached sessions). */
  gauge(name: string, help: string, read: () => number): void;
  /** Records values of a rare event into a histogram with `buckets`. */
  histogram(name: string, help: string, buckets: readonly number[]): (value: number) => void;
  /** Hits and misses of the cache `name`, as `cache_requests_total{cache, result}`. */
  cache(name: string): CacheCounter;
}

/** A cache's hits and misses, counted in plain numbers (the scrape reads them). */
export class CacheCounter {
  hits = 0;
  misses = 0;

  hit(): void {
    this.hits++;
  }

  miss(): void {
    this.misses++;
  }
}

/** Heartbeats per batch statement, courses and meetings alike (one histogram). */
export function heartbeatBatchSizes(metrics: MetricsPort): (size: number) => void {
  return metrics.histogram(
    'heartbeat_batch_size',
    'Heartbeats written by one statement (group commit), courses and meetings',
    [1, 2, 5, 10, 20, 50, 100, 200, 500],
  );
}
