// The timeline of slow calls: merged over workers by second, and described by its worst seconds.
// Run: node --test bench/
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeSlowSeconds, LatencyStats, mergeTimelines, timelineOf } from './latency-stats.mjs';

describe('the timeline of slow calls', () => {
  it('counts each call in the second it was due, and only calls, not other values', () => {
    const stats = new LatencyStats();
    stats.answered('a', 5);
    stats.answered('b', 450);
    stats.value('push spread', 900);
    const timeline = timelineOf(stats);
    const answered = timeline.reduce((sum, tally) => sum + tally.answered, 0);
    const slow = timeline.reduce((sum, tally) => sum + tally.slow, 0);
    assert.equal(answered, 2);
    assert.equal(slow, 1);
    assert.equal(Math.max(...timeline.map((tally) => tally.maxMs)), 450);
  });

  it('merges the workers by second and names the seconds with the most slow calls', () => {
    const timeline = mergeTimelines([
      [
        { second: 100, answered: 10, slow: 0, maxMs: 20 },
        { second: 103, answered: 10, slow: 4, maxMs: 2400 },
      ],
      [
        { second: 103, answered: 5, slow: 5, maxMs: 2600 },
        { second: 101, answered: 7, slow: 1, maxMs: 210 },
      ],
    ]);
    assert.deepEqual(
      timeline.map((tally) => tally.second),
      [100, 101, 103],
    );
    assert.equal(
      describeSlowSeconds(timeline, 1),
      'slow calls (> 200 ms): 10, due in 2 of 3 s; most at +3 s: 9 of 15 (max 2600 ms)',
    );
  });

  it('says nothing when no call was slow', () => {
    assert.equal(describeSlowSeconds([{ second: 1, answered: 3, slow: 0, maxMs: 12 }]), '');
  });
});
