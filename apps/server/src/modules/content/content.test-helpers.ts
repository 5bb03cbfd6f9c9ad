import type { TestApp } from '../../test/helper';

// Helpers of the content API tests (content.routes.test.ts, content-lists.routes.test.ts, content-home.routes.test.ts).

export type Headers = { authorization: string };

export async function userIdOf(t: TestApp, headers: Headers): Promise<number> {
  const viewer = await t.services.sessions.resolve(headers.authorization.slice('Bearer '.length));
  if (!viewer) throw new Error('no viewer');
  return viewer.user.id;
}

export function get(t: TestApp, url: string, headers: Headers | Record<string, never> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/platform/${url}`, headers });
}

export const ids = (list: { id: number }[]) => list.map((item) => item.id);
export const day = 86_400_000;
