import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminImagingCase } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/helper';
import { renderPhantomSeries } from './imaging-phantom';
import { DEMO_IMAGING_CASES, seedImaging } from './imaging-seed';

const digest = (slices: Uint8Array[][]) => {
  const hash = createHash('sha256');
  for (const window of slices) for (const slice of window) hash.update(slice);
  return hash.digest('hex');
};

/** Mean grey level in a square of `half` pixels around (x, y) (fractions of the image). */
function meanAround(pixels: Uint8Array, size: number, x: number, y: number, half: number): number {
  let sum = 0;
  let count = 0;
  for (let py = Math.round(y * size) - half; py <= Math.round(y * size) + half; py++) {
    for (let px = Math.round(x * size) - half; px <= Math.round(x * size) + half; px++) {
      sum += pixels[py * size + px] ?? 0;
      count++;
    }
  }
  return sum / count;
}

describe('demo imaging cases (issue 14)', () => {
  let t: TestApp;
  let uploadDir: string;
  let seedMs = 0;
  let seeded: string[] = [];

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-imaging-seed-'));
    t = await buildTestApp({ seedDemo: true, config: { UPLOAD_DIR: uploadDir } });
    const started = performance.now();
    seeded = await seedImaging(t.database.db, t.services.imagingAdmin);
    seedMs = performance.now() - started;
    console.log(`demo imaging seed: ${Math.round(seedMs)} ms`);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('puts a series of at least 40 slices in two windows, a question and marks on each of the three cases', async () => {
    expect(seeded).toHaveLength(3);
    // Seeding again changes nothing.
    expect(await seedImaging(t.database.db, t.services.imagingAdmin)).toEqual([]);
    for (const demo of DEMO_IMAGING_CASES) {
      const [content] = await t.database.db.select().from(contents).where(eq(contents.title, demo.title));
      expect(content?.listType).toBe(2);
      const imaging = await t.services.imagingAdmin.caseOf(content?.id ?? 0);
      const [series] = (imaging as AdminImagingCase).series;
      expect(series?.complete).toBe(true);
      expect(series?.slices.length).toBeGreaterThanOrEqual(40);
      expect(series?.windows).toHaveLength(2);
      expect(imaging.questions).toHaveLength(1);
      expect(series?.slices.some((slice) => slice.annotations.length > 0)).toBe(true);
    }
  });

  it('renders the same pixels every run, with the nodule only over its range of slices', () => {
    const [ggn] = DEMO_IMAGING_CASES;
    if (!ggn) throw new Error('no demo case');
    const first = renderPhantomSeries(ggn.phantom);
    expect(digest(renderPhantomSeries(ggn.phantom))).toBe(digest(first));
    const lung = first[0] ?? [];
    const at = (slice: number) => meanAround(lung[slice - 1] ?? new Uint8Array(), 512, 0.285, 0.385, 4);
    // Ground glass and a solid core are far brighter than aerated lung on the lung window.
    expect(at(23)).toBeGreaterThan(at(5) + 60);
    expect(at(23)).toBeGreaterThan(at(45) + 60);
  });
});
