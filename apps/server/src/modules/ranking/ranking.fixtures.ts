import type { RankingList } from '@ia/shared';
import type { TestApp } from '../../test/helper';
import { pointsLedger } from '../points/points.table';
import { users } from '../users/users.table';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Members, awards and board reads for the ranking tests, on the app `app()` answers. */
export function rankingFixtures(app: () => TestApp) {
  let sourceCounter = 0;

  /** A member straight in the table: the boards need many people, not many sessions. */
  async function member(name: string, title: string | null, kind = 'member'): Promise<number> {
    const [row] = await app()
      .database.db.insert(users)
      .values({ name, title, kind, registeredAt: new Date('2026-01-01T00:00:00Z') })
      .returning({ id: users.id });
    if (!row) throw new Error('no user');
    return row.id;
  }

  async function award(userId: number, points: number, at: Date) {
    sourceCounter++;
    await app()
      .database.db.insert(pointsLedger)
      .values({ userId, points, reason: '测试', sourceKey: `test:${sourceCounter}`, createdAt: at });
  }

  async function list(id: number | string, query: string, headers: Record<string, string>) {
    const response = await app().app.inject({
      method: 'GET',
      url: `/api/platform/member/ranking-list/${id}${query}`,
      headers,
    });
    return { status: response.statusCode, body: response.json() as Envelope<RankingList> };
  }

  return { member, award, list };
}
