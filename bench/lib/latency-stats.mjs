// Latency and error tallies of an open-loop run, per request kind, in HDR histograms (the kind
// autocannon uses): recorded in microseconds inside each load worker, shipped to the coordinator as
// compressed base64, and merged there, so percentiles are exact over every worker's requests.
import * as hdr from 'hdr-histogram-js';

/** 1 µs to 1 hour, 3 significant digits; a larger value resizes the histogram instead of failing. */
const HISTOGRAM_OPTIONS = {
  lowestDiscernibleValue: 1,
  highestTrackableValue: 3_600_000_000,
  numberOfSignificantValueDigits: /** @type {const} */ (3),
};
/** How many error messages each kind keeps as examples. */
const ERROR_SAMPLES = 3;
/** A call answered later than this after it was due counts as slow in the timeline. */
const SLOW_MS = 200;

const newHistogram = () => hdr.build(HISTOGRAM_OPTIONS);

/**
 * @typedef {object} KindTally What one worker saw of one kind, as sent to the coordinator.
 * @property {number} sent Requests started (or streams opened).
 * @property {number} answered Requests that got an HTTP answer (their latency is in the histogram).
 * @property {Record<string, number>} errors Failures by reason: "HTTP 503", "timeout", "stream dropped"…
 * @property {string[]} samples A few failure messages, for the report.
 * @property {string} histogram Latencies in µs, hdr-histogram-js compressed base64.
 */

/**
 * @typedef {object} KindSummary One kind over every worker of a step.
 * @property {string} kind
 * @property {number} sent
 * @property {number} answered
 * @property {number} errors
 * @property {Record<string, number>} errorReasons
 * @property {string[]} samples
 * @property {{ p50: number, p99: number, max: number, mean: number }} latencyMs
 */

/**
 * @typedef {object} SlowCallPhases Where the slow calls' time went, summed over them.
 * @property {number} calls Calls answered more than SLOW_MS after they were due.
 * @property {number} beforeSentMs From due to the request written: the phone's own lateness, its
 *   connection (a new one after the server's keep-alive), and its earlier calls still being answered
 *   (a phone's calls share one connection, so a slow answer delays the next call).
 * @property {number} toAnswerMs From the request written to the answer's head read by the phone: the
 *   server (before and while it handled the call) and the phone reading its answer.
 * @property {number} beforeSentMaxMs
 * @property {number} toAnswerMaxMs
 */

/** @returns {SlowCallPhases} */
const noPhases = () => ({ calls: 0, beforeSentMs: 0, toAnswerMs: 0, beforeSentMaxMs: 0, toAnswerMaxMs: 0 });

/** The tallies of one worker: per kind, a histogram, counters and error reasons. */
export class LatencyStats {
  constructor() {
    /** @type {SlowCallPhases} */
    this.slowPhases = noPhases();
    /** @type {Map<string, { sent: number, answered: number, errors: Record<string, number>, samples: string[], histogram: ReturnType<typeof newHistogram> }>} */
    this.kinds = new Map();
    /** @type {Map<number, SecondTally>} Calls of every kind by the wall-clock second they were due. */
    this.seconds = new Map();
  }

  /** @param {string} kind */
  entry(kind) {
    let entry = this.kinds.get(kind);
    if (!entry) {
      entry = { sent: 0, answered: 0, errors: {}, samples: [], histogram: newHistogram() };
      this.kinds.set(kind, entry);
    }
    return entry;
  }

  /** A request of `kind` was started. @param {string} kind */
  sent(kind) {
    this.entry(kind).sent += 1;
  }

  /**
   * An answer (of any status) `latencyMs` after the request was due.
   * @param {string} kind
   * @param {number} latencyMs
   */
  answered(kind, latencyMs) {
    this.record(kind, latencyMs);
    const second = Math.floor((Date.now() - latencyMs) / 1000);
    let tally = this.seconds.get(second);
    if (!tally) {
      tally = { second, answered: 0, slow: 0, maxMs: 0 };
      this.seconds.set(second, tally);
    }
    tally.answered += 1;
    if (latencyMs > SLOW_MS) tally.slow += 1;
    if (latencyMs > tally.maxMs) tally.maxMs = latencyMs;
  }

  /** @param {string} kind @param {number} latencyMs */
  record(kind, latencyMs) {
    const entry = this.entry(kind);
    entry.answered += 1;
    entry.histogram.recordValue(Math.max(1, Math.round(latencyMs * 1000)));
  }

  /**
   * A value of `kind` that is not a request (a push spread, a scheduling lag), in ms.
   * @param {string} kind
   * @param {number} valueMs
   */
  value(kind, valueMs) {
    const entry = this.entry(kind);
    entry.sent += 1;
    this.record(kind, valueMs);
  }

  /**
   * The phases of an answered call, kept when it was slow: `beforeSentMs` from due to the request
   * written, `toAnswerMs` from then to the answer's head.
   * @param {number} totalMs @param {number} beforeSentMs @param {number} toAnswerMs
   */
  phases(totalMs, beforeSentMs, toAnswerMs) {
    if (totalMs <= SLOW_MS) return;
    const phases = this.slowPhases;
    phases.calls += 1;
    phases.beforeSentMs += beforeSentMs;
    phases.toAnswerMs += toAnswerMs;
    phases.beforeSentMaxMs = Math.max(phases.beforeSentMaxMs, beforeSentMs);
    phases.toAnswerMaxMs = Math.max(phases.toAnswerMaxMs, toAnswerMs);
  }

  /**
   * A failure of `kind`: `reason` is what the table counts, `detail` an example message.
   * @param {string} kind
   * @param {string} reason
   * @param {string} [detail]
   */
  failed(kind, reason, detail) {
    const entry = this.entry(kind);
    entry.errors[reason] = (entry.errors[reason] ?? 0) + 1;
    if (entry.samples.length < ERROR_SAMPLES) entry.samples.push(detail ? `${reason}: ${detail}` : reason);
  }

  /** @returns {Record<string, KindTally>} */
  toJSON() {
    return Object.fromEntries(
      [...this.kinds].map(([kind, entry]) => [
        kind,
        {
          sent: entry.sent,
          answered: entry.answered,
          errors: entry.errors,
          samples: entry.samples,
          histogram: hdr.encodeIntoCompressedBase64(entry.histogram),
        },
      ]),
    );
  }
}

/**
 * @typedef {object} SecondTally The calls of one wall-clock second (by when they were due), all kinds.
 * @property {number} second Unix time in seconds.
 * @property {number} answered
 * @property {number} slow Answered more than SLOW_MS after they were due.
 * @property {number} maxMs
 */

/** The worker's calls by second, for the timeline of slow calls. @param {LatencyStats} stats */
export function timelineOf(stats) {
  return [...stats.seconds.values()];
}

/**
 * The workers' timelines as one, by second: when the slow calls of a step were due (a stall of the
 * server shows as a few seconds with most of them; an overloaded one as a long run of seconds).
 * @param {SecondTally[][]} timelines
 * @returns {SecondTally[]}
 */
export function mergeTimelines(timelines) {
  /** @type {Map<number, SecondTally>} */
  const merged = new Map();
  for (const timeline of timelines) {
    for (const part of timeline) {
      const tally = merged.get(part.second) ?? { second: part.second, answered: 0, slow: 0, maxMs: 0 };
      tally.answered += part.answered;
      tally.slow += part.slow;
      tally.maxMs = Math.max(tally.maxMs, part.maxMs);
      merged.set(part.second, tally);
    }
  }
  return [...merged.values()].sort((a, b) => a.second - b.second);
}

/**
 * One line on when a step's slow calls were due: the seconds after its first call that had the
 * most of them. Empty when no call was slow.
 * @param {SecondTally[]} timeline
 * @param {number} [shown]
 */
export function describeSlowSeconds(timeline, shown = 6) {
  const slow = timeline.filter((tally) => tally.slow > 0);
  if (slow.length === 0) return '';
  const start = timeline[0]?.second ?? 0;
  const total = slow.reduce((sum, tally) => sum + tally.slow, 0);
  const worst = [...slow]
    .sort((a, b) => b.slow - a.slow)
    .slice(0, shown)
    .sort((a, b) => a.second - b.second)
    .map(
      (tally) =>
        `+${tally.second - start} s: ${tally.slow} of ${tally.answered} (max ${Math.round(tally.maxMs)} ms)`,
    );
  return `slow calls (> ${SLOW_MS} ms): ${total}, due in ${slow.length} of ${timeline.length} s; most at ${worst.join(', ')}`;
}

/**
 * The workers' slow-call phases as one. @param {SlowCallPhases[]} parts
 * @returns {SlowCallPhases}
 */
export function mergePhases(parts) {
  const merged = noPhases();
  for (const part of parts) {
    merged.calls += part.calls;
    merged.beforeSentMs += part.beforeSentMs;
    merged.toAnswerMs += part.toAnswerMs;
    merged.beforeSentMaxMs = Math.max(merged.beforeSentMaxMs, part.beforeSentMaxMs);
    merged.toAnswerMaxMs = Math.max(merged.toAnswerMaxMs, part.toAnswerMaxMs);
  }
  return merged;
}

/**
 * Where the slow calls' time went, on average and at most; empty when none was slow.
 * @param {SlowCallPhases} phases
 */
export function describePhases(phases) {
  if (phases.calls === 0) return '';
  const mean = (/** @type {number} */ total) => Math.round(total / phases.calls);
  return (
    `the ${phases.calls} slow calls took ${mean(phases.beforeSentMs)} ms on average (at most ` +
    `${Math.round(phases.beforeSentMaxMs)}) from due to written (the phone late, connecting, or its ` +
    `earlier call still unanswered) and ${mean(phases.toAnswerMs)} ms (at most ` +
    `${Math.round(phases.toAnswerMaxMs)}) from written to the answer's head read`
  );
}

/**
 * Merges the workers' tallies into one summary per kind, in the order the kinds first appear.
 * @param {Record<string, KindTally>[]} tallies
 * @returns {KindSummary[]}
 */
export function mergeKindTallies(tallies) {
  /** @type {Map<string, { sent: number, answered: number, errorReasons: Record<string, number>, samples: string[], histogram: ReturnType<typeof newHistogram> }>} */
  const merged = new Map();
  for (const tally of tallies) {
    for (const [kind, part] of Object.entries(tally)) {
      let entry = merged.get(kind);
      if (!entry) {
        entry = { sent: 0, answered: 0, errorReasons: {}, samples: [], histogram: newHistogram() };
        merged.set(kind, entry);
      }
      entry.sent += part.sent;
      entry.answered += part.answered;
      for (const [reason, count] of Object.entries(part.errors)) {
        entry.errorReasons[reason] = (entry.errorReasons[reason] ?? 0) + count;
      }
      entry.samples.push(...part.samples.slice(0, Math.max(0, ERROR_SAMPLES - entry.samples.length)));
      entry.histogram.add(hdr.decodeFromCompressedBase64(part.histogram));
    }
  }
  return [...merged].map(([kind, entry]) => {
    const ms = (/** @type {number} */ micros) => Number((micros / 1000).toFixed(1));
    const empty = entry.histogram.totalCount === 0;
    return {
      kind,
      sent: entry.sent,
      answered: entry.answered,
      errors: Object.values(entry.errorReasons).reduce((sum, count) => sum + count, 0),
      errorReasons: entry.errorReasons,
      samples: entry.samples,
      latencyMs: {
        p50: empty ? 0 : ms(entry.histogram.getValueAtPercentile(50)),
        p99: empty ? 0 : ms(entry.histogram.getValueAtPercentile(99)),
        max: empty ? 0 : ms(entry.histogram.maxValue),
        mean: empty ? 0 : ms(entry.histogram.mean),
      },
    };
  });
}
