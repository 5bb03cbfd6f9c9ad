import type { LearnSession } from '@ia/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/helper';
import { learningProgress } from './learning.table';

// Fixtures of the learning API tests (learning.routes.test.ts, learning-heartbeats.routes.test.ts):
// opening a session, sending a heartbeat, reading progress.

export const PLATFORM = '/api/platform';
export type Headers = { authorization: string };

/** Request helpers; `t` is called on each use, so the app may be built later (in `beforeAll`). */
export function learningApi(t: () => TestApp) {
  const userIdOf = async (headers: Headers) => {
    const viewer = await t().services.sessions.resolve(headers.authorization.slice('Bearer '.length));
    if (!viewer) throw new Error('no viewer');
    return viewer.user.id;
  };

  async function open(headers: Headers, contentId: number, type = 1): Promise<LearnSession> {
    const response = await t().app.inject({
      method: 'POST',
      url: `${PLATFORM}/learnlog/create`,
      headers,
      payload: { content_id: contentId, type, page_url: '/course/detail' },
    });
    expect(response.json()).toMatchObject({ code: 1000 });
    return response.json().data as LearnSession;
  }

  function beat(
    headers: Headers,
    session: string,
    contentId: number,
    fields: { sequence: number; total_tims: number; position?: number; type?: number; finish?: number },
  ) {
    return t().app.inject({
      method: 'POST',
      url: `${PLATFORM}/learn-log`,
      headers,
      payload: {
        session_num: session,
        content_id: contentId,
        type: fields.type ?? 1,
        action_type: 'LEARN',
        ...fields,
      },
    });
  }

  async function progressOf(userId: number, contentId: number) {
    const [row] = await t()
      .database.db.select()
      .from(learningProgress)
      .where(and(eq(learningProgress.userId, userId), eq(learningProgress.contentId, contentId)));
    return row;
  }

  return { userIdOf, open, beat, progressOf };
}
