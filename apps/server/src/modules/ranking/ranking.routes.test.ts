import { ErrorCode, roleGroupOfTitle } from '@ia/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, TestClock } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { users } from '../users/users.table';
import { rankingFixtures } from './ranking.fixtures';

// Wednesday 3 June 2026, 12:00 in China: the week began Monday 1 June 00:00 China
// (31 May 16:00 UTC), which is also when the month began.
const NOW = new Date('2026-06-03T04:00:00Z');
const MONTH_START = new Date('2026-05-31T16:00:00Z');

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

describe('ranking boards (member/ranking-list)', () => {
  let t: TestApp;
  let viewer: SignedIn;
  let staff: SignedIn;
  let newcomer: SignedIn;
  const fixtures = rankingFixtures(() => t);
  const { member, award } = fixtures;
  const list = (id: number | string, query = '', headers = viewer.headers) =>
    fixtures.list(id, query, headers);
  const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

  beforeAll(async () => {
    t = await buildTestApp({ clock: new TestClock(NOW) });
    viewer = await signIn(t, 'certified', '张伟明');
    await t.database.db
      .update(users)
      .set({ title: 'attending_physician', hospitalName: '协和医院' })
      .where(eq(users.id, viewer.userId));
    staff = await signIn(t, 'staff', '代表甲');
    newcomer = await signIn(t, 'certified', '新来的');
    // Totals: 李主任 50, 王技师 40, viewer 30 (last award earlier), 赵护士 30, 钱其他 20, 孙医生 10.
    await award(await member('李主任', 'chief_physician'), 50, minutesBefore(60));
    await award(await member('王技师', 'supervisor_technician'), 40, minutesBefore(50));
    await award(viewer.userId, 30, minutesBefore(40));
    await award(await member('赵护士', 'senior_nurse'), 30, minutesBefore(30));
    await award(await member('钱其他', 'other'), 20, minutesBefore(20));
    await award(await member('孙医生', 'physician'), 10, minutesBefore(10));
    // Staff points never put them on a board.
    await award(staff.userId, 500, minutesBefore(5));
    // A member whose points cancel out is not ranked.
    const zero = await member('周归零', 'physician');
    await award(zero, 5, minutesBefore(9));
    await award(zero, -5, minutesBefore(8));
    await t.services.ranking.refresh();
  });
  afterAll(() => t.close());

  it('ranks ties fairly (1, 2, 3, 3, 5), the earlier last award first, and leaves staff off', async () => {
    const { body } = await list(1, '?pageSize=10');
    expect(body.code).toBe(1000);
    expect(body.data.total).toBe(6);
    expect(body.data.period).toBe('total');
    expect(body.data.role).toBe('all');
    expect(body.data.refreshed_at).toBe(NOW.toISOString());
    expect(body.data.data.map((row) => [row.rank, row.position, row.points])).toEqual([
      [1, 1, 50],
      [2, 2, 40],
      [3, 3, 30],
      [3, 4, 30],
      [5, 5, 20],
      [6, 6, 10],
    ]);
    // Others' names are masked, the viewer's own is not.
    expect(body.data.data.map((row) => row.name)).toEqual([
      '李*任',
      '王*师',
      '张伟明',
      '赵*士',
      '钱*他',
      '孙*生',
    ]);
    expect(body.data.data.filter((row) => row.me).map((row) => row.position)).toEqual([3]);
  });

  it('answers the viewer’s own row with the people just above and below', async () => {
    const { body } = await list(1, '?pageSize=1');
    expect(body.data.data).toHaveLength(1);
    expect(body.data.standing).toBe('ranked');
    expect(body.data.me).toMatchObject({ rank: 3, position: 3, points: 30, name: '张伟明', me: true });
    expect(body.data.above.map((row) => row.position)).toEqual([1, 2]);
    expect(body.data.below.map((row) => row.position)).toEqual([4, 5]);
    expect(body.data.me?.hospital).toBe('协和医院');
  });

  it('pages by position', async () => {
    const { body } = await list(1, '?pageSize=4&current=2');
    expect(body.data.total).toBe(6);
    expect(body.data.data.map((row) => row.position)).toEqual([5, 6]);
    const past = await list(1, '?pageSize=4&current=3');
    expect(past.body.data).toMatchObject({ total: 6, data: [] });
  });

  it('has boards by role group, the viewer ranked among doctors only', async () => {
    const doctors = (await list(1, '?role=doctor')).body.data;
    expect(doctors.data.map((row) => [row.rank, row.points, row.title])).toEqual([
      [1, 50, 'chief_physician'],
      [2, 30, 'attending_physician'],
      [3, 10, 'physician'],
    ]);
    expect(doctors.me).toMatchObject({ rank: 2, position: 2 });
    expect(doctors.above.map((row) => row.points)).toEqual([50]);
    expect(doctors.below.map((row) => row.points)).toEqual([10]);
    const technicians = (await list(1, '?role=technician')).body.data;
    expect(technicians.data.map((row) => row.points)).toEqual([40]);
    expect(technicians).toMatchObject({ standing: 'other_role', me: null, above: [], below: [] });
    const nurses = (await list(1, '?role=nurse')).body.data;
    expect(nurses.data.map((row) => row.points)).toEqual([30]);
    // 'other' titles are on the all board only.
    const allRoleBoards = [doctors, technicians, nurses].flatMap((board) =>
      board.data.map((row) => row.points),
    );
    expect(allRoleBoards).not.toContain(20);
  });

  it('tells staff and a member without points why they have no row', async () => {
    const forStaff = (await list(1, '', staff.headers)).body.data;
    expect(forStaff).toMatchObject({ standing: 'staff', me: null, above: [], below: [] });
    expect(forStaff.data.map((row) => row.points)).not.toContain(500);
    const forNewcomer = (await list(1, '', newcomer.headers)).body.data;
    expect(forNewcomer).toMatchObject({ standing: 'no_points', me: null, above: [], below: [] });
    expect(forNewcomer.total).toBe(6);
  });

  it('counts month and week from 00:00 China time (the 1st; Monday)', async () => {
    const justBefore = await member('边界前', 'nurse');
    const justAfter = await member('边界后', 'nurse');
    // 31 May 23:59:59 in China: last month and last week.
    await award(justBefore, 7, new Date(MONTH_START.getTime() - 1000));
    // 1 June 00:00:00 in China: this month and this week.
    await award(justAfter, 8, MONTH_START);
    await t.services.ranking.refresh();
    for (const period of [2, 3]) {
      const board = (await list(period, '?pageSize=50')).body.data;
      const points = board.data.map((row) => row.points);
      expect(points).toContain(8);
      expect(points).not.toContain(7);
    }
    const total = (await list(1, '?pageSize=50')).body.data.data.map((row) => row.points);
    expect(total).toEqual(expect.arrayContaining([7, 8]));
    // Everything else in this file was earned this week: the week board has every earner but 边界前.
    expect((await list(3)).body.data.total).toBe(7);
    expect((await list(1)).body.data.total).toBe(8);
  });

  it('reads the boards as refreshed, never ranking per request; a refresh is idempotent', async () => {
    const snapshot = async () =>
      (
        (await t.database.db.execute(
          sql`select board, user_id, points, rank, position from points_rankings order by board, position`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    await t.services.ranking.refresh();
    const first = await snapshot();
    await t.services.ranking.refresh();
    expect(await snapshot()).toEqual(first);
    expect(first.length).toBeGreaterThan(10);

    // A new award shows only after the next refresh.
    await award(newcomer.userId, 100, minutesBefore(1));
    expect((await list(1, '', newcomer.headers)).body.data.standing).toBe('no_points');
    t.clock.advance(60_000);
    const ran = await t.services.jobs.runAll();
    expect(ran['ranking-refresh']).toBeGreaterThan(0);
    const after = (await list(1, '', newcomer.headers)).body.data;
    expect(after.me).toMatchObject({ rank: 1, points: 100, me: true });
    expect(after.above).toEqual([]);
    expect(after.below.map((row) => row.points)).toEqual([50, 40]);
  });

  it('refreshes on demand in the sandbox', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/sandbox/ranking/refresh' });
    const body = response.json() as Envelope<{ rows: number; ms: number }>;
    expect(body.code).toBe(1000);
    expect(body.data.rows).toBeGreaterThan(0);
  });

  it('refuses an unknown board or role in the envelope', async () => {
    for (const [id, query] of [
      [4, ''],
      [0, ''],
      ['abc', ''],
      [1, '?role=surgeon'],
      [1, '?pageSize=0'],
    ] as const) {
      const { status, body } = await list(id, query);
      expect(status).toBe(400);
      expect(body.code).toBe(ErrorCode.VALIDATION_FAILED);
    }
  });

  it('maps titles to role groups', () => {
    expect(roleGroupOfTitle('chief_physician')).toBe('doctor');
    expect(roleGroupOfTitle('technician_assistant')).toBe('technician');
    expect(roleGroupOfTitle('chief_technician')).toBe('technician');
    expect(roleGroupOfTitle('supervisor_nurse')).toBe('nurse');
    expect(roleGroupOfTitle('other')).toBeNull();
    expect(roleGroupOfTitle(null)).toBeNull();
  });
});
