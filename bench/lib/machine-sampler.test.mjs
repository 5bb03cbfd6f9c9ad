// The machine sampler: /proc/stat's per-core lines, a sample of this machine, and the line it
// makes. Run: node --test bench/
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { coreTimesOf, describeMachineSeconds, startMachineSampler } from './machine-sampler.mjs';

describe('the machine sampler', () => {
  it("reads each core's busy and total time, idle and iowait counted idle", () => {
    const text = [
      'cpu  300 0 100 1000 50 0 10 0 0 0',
      'cpu0 200 0 50 400 20 0 5 7 0 0',
      'cpu1 100 0 50 600 30 0 5 0 0 0',
      'intr 12345',
    ].join('\n');
    assert.deepEqual(coreTimesOf(text), [
      { busy: 262, stolen: 7, total: 682 },
      { busy: 155, stolen: 0, total: 785 },
    ]);
  });

  it('samples every core of this machine, each share between 0 and 1', {
    skip: !fs.existsSync('/proc/stat'),
  }, async () => {
    const sampler = startMachineSampler({ intervalMs: 100, postgres: true });
    // Another process keeps a core busy for a while, so some core shows work.
    const busy = spawn(process.execPath, ['-e', 'const end = Date.now() + 400; while (Date.now() < end);']);
    await once(busy, 'exit');
    await delay(100);
    const seconds = sampler.stop();
    assert.ok(seconds.length >= 2, `${seconds.length} samples`);
    for (const sample of seconds) {
      assert.equal(sample.coreBusy.length, coreTimesOf(fs.readFileSync('/proc/stat', 'utf8')).length);
      for (const share of [...sample.coreBusy, ...sample.coreStolen])
        assert.ok(share >= 0 && share <= 1, `busy or stolen ${share}`);
      assert.ok(sample.postgresShare >= 0, `PostgreSQL ${sample.postgresShare}`);
    }
    assert.ok(
      seconds.some((sample) => Math.max(...sample.coreBusy) > 0.5),
      `no core busy: ${JSON.stringify(seconds)}`,
    );
  });

  it('describes each core and PostgreSQL, median and worst, and the busiest seconds', () => {
    const line = describeMachineSeconds(
      [
        { second: 99, coreBusy: [1, 1], coreStolen: [0, 0], postgresShare: 0 },
        { second: 101, coreBusy: [0.5, 0.7], coreStolen: [0, 0.1], postgresShare: 0.2 },
        { second: 102, coreBusy: [0.6, 1], coreStolen: [0.02, 0.3], postgresShare: 0.45 },
        { second: 103, coreBusy: [0.4, 0.8], coreStolen: [0, 0.2], postgresShare: 0.3 },
      ],
      100,
      { postgres: true },
    );
    // The second before the step's first call (its workers starting) is left out.
    assert.match(line, /^machine \(3 samples of \/proc\)/);
    assert.match(
      line,
      /busy core 0 50 % median, 60 % max \(stolen 0 % median, 2 % max\); core 1 80 % median, 100 % max \(stolen 20 % median, 30 % max\)/,
    );
    assert.match(line, /PostgreSQL 30 % median, 45 % max of a core/);
    assert.match(line, /busiest seconds \+2 s: 60 % \/ 100 %, PostgreSQL 45 %; \+3 s: 40 % \/ 80 %/);
    assert.equal(describeMachineSeconds([], 0), '');
  });
});
