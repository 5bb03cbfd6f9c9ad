/** Status classes of `http_requests_total`, by the first digit of the status code. */
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

/** One route's requests: counts by status class, and the latency histogram (seconds). */
interface RouteTally {
  labels: string;
  byStatus: number[];
  /** Per bucket, not cumulative; the last one is +Inf. */
  buckets: number[];
  sum: number;
  count: number;
}

/** A Prometheus label value, escaped as the text format asks. */
function labelValue(value: string): string {
  return value.replace(/[\\"\n]/g, (found) => (found === '\n' ? '\\n' : `\\${found}`));
}

/**
 * The per-request metrics, `http_requests_total{method,route,status}` and
 * `http_request_duration_seconds{method,route}`, counted in plain numbers and written in
 * Prometheus's text format when /metrics is scraped. prom-client validates and hashes the label set
 * on every observation, which was 6 % of the CPU of a cached answer at 6,000 requests a second
 * (decision 041); here a request costs one map lookup and a few additions.
 */
export class RequestTallies {
  private readonly routes = new Map<string, RouteTally>();

  constructor(private readonly bounds: readonly number[]) {}

  /** One answered request. */
  record(method: string, route: string, statusCode: number, seconds: number): void {
    const key = `${method} ${route}`;
    let tally = this.routes.get(key);
    if (!tally) {
      tally = {
        labels: `method="${labelValue(method)}",route="${labelValue(route)}"`,
        byStatus: STATUS_CLASSES.map(() => 0),
        buckets: [...this.bounds, Number.POSITIVE_INFINITY].map(() => 0),
        sum: 0,
        count: 0,
      };
      this.routes.set(key, tally);
    }
    const statusClass = Math.min(Math.max(Math.floor(statusCode / 100) - 1, 0), STATUS_CLASSES.length - 1);
    tally.byStatus[statusClass] = (tally.byStatus[statusClass] ?? 0) + 1;
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > (this.bounds[bucket] ?? 0)) bucket += 1;
    tally.buckets[bucket] = (tally.buckets[bucket] ?? 0) + 1;
    tally.sum += seconds;
    tally.count += 1;
  }

  /** Both families in Prometheus's text format (what prom-client writes for a counter and a histogram). */
  exposition(): string {
    const lines = [
      '# HELP http_requests_total HTTP requests answered, by route and status class',
      '# TYPE http_requests_total counter',
    ];
    for (const tally of this.routes.values()) {
      tally.byStatus.forEach((count, index) => {
        if (count > 0)
          lines.push(`http_requests_total{${tally.labels},status="${STATUS_CLASSES[index]}"} ${count}`);
      });
    }
    lines.push(
      '',
      '# HELP http_request_duration_seconds Time to answer an HTTP request, by route (event streams are not answers: see live_room_streams)',
      '# TYPE http_request_duration_seconds histogram',
    );
    for (const tally of this.routes.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, index) => {
        cumulative += tally.buckets[index] ?? 0;
        lines.push(`http_request_duration_seconds_bucket{le="${bound}",${tally.labels}} ${cumulative}`);
      });
      lines.push(
        `http_request_duration_seconds_bucket{le="+Inf",${tally.labels}} ${tally.count}`,
        `http_request_duration_seconds_sum{${tally.labels}} ${tally.sum}`,
        `http_request_duration_seconds_count{${tally.labels}} ${tally.count}`,
      );
    }
    return `${lines.join('\n')}\n`;
  }
}
