// The timeline of slow calls: merged over workers by second, and described by its worst seconds.
// Run: node --test bench/
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  describePhases,
  describeSlowSeconds,
  LatencyStats,
  mergePhases,
  mergeTimelines,
  timelineOf,
} from './latency-stats.mjs';

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

describe('where the slow calls spent their time', () => {
  it('keeps the phases of slow calls only, merges the workers and averages them', () => {
    const first = new LatencyStats();
    first.phases(150, 100, 50);
    first.phases(300, 100, 200);
    const second = new LatencyStats();
    second.phases(500, 20, 480);
    const merged = mergePhases([first.slowPhases, second.slowPhases]);
    assert.deepEqual(merged, {
      calls: 2,
      beforeSentMs: 120,
      toAnswerMs: 680,
      beforeSentMaxMs: 100,
      toAnswerMaxMs: 480,
    });
    assert.equal(
      describePhases(merged),
      "the 2 slow calls took 60 ms on average (at most 100) from due to written (the phone late, connecting, or its earlier call still unanswered) and 340 ms (at most 480) from written to the answer's head read",
    );
    assert.equal(describePhases(mergePhases([])), '');
  });
});
