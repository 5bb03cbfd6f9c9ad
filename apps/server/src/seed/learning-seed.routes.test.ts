import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentPublishRefusal } from '@ia/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../config';
import { prepareDatabase } from '../db/prepare';
import { banners, contents, lessonContents } from '../modules/content/content.table';
import { buildTestApp, type TestApp } from '../test/helper';
import { DEMO_CONTENTS } from './learning-seed';

describe('learning demo seed', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ seedDemo: true });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('publishes every demo content with an approval code, an expiry, a cover and search keys', async () => {
    const rows = await testApp.database.db.select().from(contents);
    expect(rows).toHaveLength(DEMO_CONTENTS.length);
    for (const row of rows) {
      expect(row.status).toBe(1);
      expect(row.approvalCode).toMatch(/^IA-MED-2026-\d{3}$/);
      expect(row.expiresAt?.getTime()).toBeGreaterThan(Date.now());
      expect(row.searchGrams.length).toBeGreaterThan(10);
      // What the console's 发布 checks, so every demo content could be published again (issue 15).
      const refusal = contentPublishRefusal(
        {
          approval_code: row.approvalCode,
          expires_at: row.expiresAt?.toISOString() ?? null,
          cover: row.cover,
        },
        new Date(),
      );
      expect(refusal, row.title).toBeNull();
    }
    const [ggn] = await testApp.database.db
      .select()
      .from(contents)
      .where(eq(contents.title, '病例分享：右肺上叶磨玻璃结节的随访与诊断'));
    expect(ggn?.searchGrams).toEqual(expect.arrayContaining(['磨玻', '玻璃', '结节']));
    expect(ggn?.searchText).toContain('微浸润性腺癌');
  });

  it('points every video, cover and banner at a committed media file', async () => {
    const rows = await testApp.database.db.select().from(contents);
    const bannerRows = await testApp.database.db.select().from(banners);
    const mediaPaths = [
      ...rows.flatMap((row) => [row.videoUrl, row.cover]),
      ...bannerRows.map((row) => row.image),
    ].filter((value): value is string => value !== null);
    expect(mediaPaths.length).toBeGreaterThan(DEMO_CONTENTS.length);
    for (const mediaPath of mediaPaths) {
      expect(mediaPath.startsWith('/media/demo/')).toBe(true);
      const file = path.join(serverRoot, 'demo-media', mediaPath.slice('/media/demo/'.length));
      expect(existsSync(file), file).toBe(true);
    }
  });

  it('changes nothing when run again', async () => {
    const before = await testApp.database.db.select({ total: count() }).from(lessonContents);
    const result = await prepareDatabase(testApp.database, testApp.config, { seedDemo: true });
    expect(result.seeded.filter((line) => line.startsWith('content'))).toEqual([]);
    const after = await testApp.database.db.select({ total: count() }).from(lessonContents);
    expect(after).toEqual(before);
    expect(await testApp.database.db.select({ total: count() }).from(contents)).toEqual([
      { total: DEMO_CONTENTS.length },
    ]);
  });
});
