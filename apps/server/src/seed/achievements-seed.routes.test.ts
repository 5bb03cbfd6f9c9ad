import { existsSync } from 'node:fs';
import path from 'node:path';
import type {
  CertificateProgramItem,
  CertificateVerification,
  HeartbeatAck,
  LearnSession,
  MedalWall,
  Page,
} from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../config';
import { prepareDatabase } from '../db/prepare';
import { certificatePrograms, medals } from '../modules/achievements/achievements.table';
import { contents } from '../modules/content/content.table';
import { buildTestApp, type TestApp } from '../test/helper';
import { signIn } from '../test/sign-in';
import { DEMO_INTRO_CERTIFICATE, DEMO_MEDALS, DEMO_MEETINGS_CERTIFICATE } from './achievements-seed';
import { DEMO_CONTENTS } from './learning-seed';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

describe('achievements demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: true, config: { HEARTBEAT_BATCH_DELAY_MS: 10 } });
  });
  afterAll(() => t.close());

  it('publishes the medals with committed artwork, and both certificate programmes', async () => {
    const rows = await t.database.db.select().from(medals);
    expect(rows.map((row) => row.name)).toEqual(DEMO_MEDALS.map((medal) => medal.name));
    for (const row of rows) {
      expect(row.status).toBe(1);
      const file = path.join(serverRoot, 'demo-media', (row.artworkUrl ?? '').slice('/media/demo/'.length));
      expect(existsSync(file), file).toBe(true);
    }
    expect(rows.find((row) => row.criterion === 'campaign_rank')?.campaignId).not.toBeNull();
    const programs = await t.database.db.select().from(certificatePrograms);
    expect(programs.map((row) => [row.name, row.kind, row.status])).toEqual([
      [DEMO_INTRO_CERTIFICATE, 'series', 1],
      [DEMO_MEETINGS_CERTIFICATE, 'meetings', 1],
    ]);
    expect(programs[1]?.meetingIds).toHaveLength(2);
  });

  it('changes nothing when run again', async () => {
    const result = await prepareDatabase(t.database, t.config, { seedDemo: true });
    expect(result.seeded.filter((line) => /medal|certificate program|lesson 影像/.test(line))).toEqual([]);
    expect(await t.database.db.select().from(certificatePrograms)).toHaveLength(2);
  });

  it('lets a new trial member earn the intro certificate by reading the short course for about 20 s', async () => {
    const member = await signIn(t, 'trial', '周晓');
    const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
      const response = await t.app.inject({
        method,
        url: `/api/platform${url}`,
        headers: member.headers,
        payload,
      });
      const body = response.json() as Envelope<T>;
      expect(body, `${method} ${url}: ${body.msg}`).toMatchObject({ code: 1000 });
      return body.data;
    };
    const title = DEMO_CONTENTS.find((seed) => seed.key === 'contrast-intro')?.title ?? '';
    const [course] = await t.database.db.select().from(contents).where(eq(contents.title, title));
    expect(course).toMatchObject({ contentType: 2, durationSeconds: 20, hcpOnly: false });
    const before = await call<Page<CertificateProgramItem>>('GET', '/certificate/get');
    expect(before.data.find((item) => item.name === DEMO_INTRO_CERTIFICATE)).toMatchObject({
      done: 0,
      total: 1,
      certificate: null,
    });

    // What the reading clock sends: a heartbeat after 15 s of reading, the rest on leaving.
    const session = await call<LearnSession>('POST', '/learnlog/create', {
      content_id: course?.id,
      type: 1,
      content_type: 2,
    });
    const beat = (sequence: number, seconds: number) =>
      call<HeartbeatAck>('POST', '/learn-log', {
        session_num: session.session_num,
        sequence,
        content_id: course?.id,
        type: 1,
        total_tims: seconds,
        position: 100,
        content_type: 2,
      });
    t.clock.advance(15_000);
    expect((await beat(1, 15)).finish).toBe(0);
    t.clock.advance(5_000);
    expect((await beat(2, 5)).finish).toBe(1);

    const after = await call<Page<CertificateProgramItem>>('GET', '/certificate/get');
    const certificate = after.data.find((item) => item.name === DEMO_INTRO_CERTIFICATE)?.certificate;
    expect(certificate).toMatchObject({ holder_name: '周晓', state: 'issued' });
    const verdict = (
      await t.app.inject({ method: 'GET', url: `/api/platform/certificate/verify/${certificate?.number}` })
    ).json() as Envelope<CertificateVerification>;
    expect(verdict.data).toMatchObject({ verdict: 'genuine', holder_name: '周*' });
    // The course is no case: 病例新秀 stays locked.
    const wall = await call<MedalWall>('GET', '/medal/get');
    expect(wall.data.find((medal) => medal.name === '病例新秀')?.state).toBe('locked');
  });
});
