// How a scenario's push spread is set against its floor measured in the same run. Run: node --test bench/
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeAgainstFloor } from './scenario-runner.mjs';

const SPREAD = 'push spread (first→last phone)';

/**
 * A report of `name` with one step of `viewers` whose push spread has these p50 and p99.
 * @param {string} name
 * @param {number} viewers
 * @param {[number, number] | null} spread
 */
function report(name, viewers, spread) {
  const kinds = [
    { kind: 'live-events (first event)', latencyMs: { p50: 3, p99: 100, max: 300 } },
    ...(spread ? [{ kind: SPREAD, latencyMs: { p50: spread[0], p99: spread[1] } }] : []),
  ];
  const floorOf = name.endsWith('-floor') ? { floorOf: { scenario: 'live-room-sse', kind: SPREAD } } : {};
  return /** @type {any} */ ({ name, steps: [{ viewers, kinds }], ...floorOf });
}

describe('describeAgainstFloor', () => {
  it('gives the median and the worst push against the floor of the same size', () => {
    const lines = describeAgainstFloor([
      report('live-room-sse', 10_000, [104, 259]),
      report('live-room-sse-floor', 10_000, [52, 148]),
    ]);
    assert.deepEqual(lines, [
      'live-room-sse: push spread (first→last phone) against live-room-sse-floor (the same run): 10000 phones: ' +
        'median 104 ms (floor 52.0 ms, 2.0×), worst 259 ms (floor 148 ms, 1.8×)',
    ]);
  });

  it('says nothing without both, or without a step of the same size', () => {
    assert.deepEqual(describeAgainstFloor([report('live-room-sse', 10_000, [104, 259])]), []);
    assert.deepEqual(describeAgainstFloor([report('live-room-sse-floor', 10_000, [52, 148])]), []);
    assert.deepEqual(
      describeAgainstFloor([
        report('live-room-sse', 5000, [90, 150]),
        report('live-room-sse-floor', 10_000, [52, 148]),
      ]),
      [],
    );
    assert.deepEqual(
      describeAgainstFloor([
        report('live-room-sse', 10_000, null),
        report('live-room-sse-floor', 10_000, [52, 148]),
      ]),
      [],
    );
  });
});
