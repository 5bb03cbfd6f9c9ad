// The scenarios' signed-in doctors, written straight into the database before the server starts:
// 10 000 sandbox logins through HTTP would take minutes. Each viewer is what POST /api/sandbox/login
// with role 'certified' creates (sandbox.service.ts): a member registered and consented 60 days ago,
// certified 50 days ago, with a WeChat identity of the sandbox app and one live session whose token
// hash is the SHA-256 hex of a token the bench knows. That passes the 'learning' access level.
import { randomBytes } from 'node:crypto';

/** The app id the server uses when WECHAT_APP_ID is not set (apps/server/src/config.ts). */
export const SANDBOX_WECHAT_APP_ID = 'wx_sandbox_app';
const NICKNAME_PREFIX = '基准观众 ';

/** A secret of this bench process: tokens are `bench.<secret>.<user id>`, unguessable per run. */
const tokenSecret = randomBytes(16).toString('hex');

/** @param {number} userId */
const viewerToken = (userId) => `bench.${tokenSecret}.${userId}`;

/**
 * Makes sure at least `count` bench viewers exist, each with a session for this run's tokens.
 * Plain SQL, the same on PGlite and PostgreSQL (sha256() is built in since PostgreSQL 11).
 * @param {import('./databases.mjs').SeedDatabase} database
 * @param {number} count
 */
export async function seedBenchViewers(database, count) {
  const [existing] = await database.query('select count(*)::int as n from users where nickname like $1', [
    `${NICKNAME_PREFIX}%`,
  ]);
  const missing = count - Number(existing?.n ?? 0);
  if (missing > 0) {
    await database.query(
      `insert into users (kind, nickname, registered_at, consented_at, certified_at)
       select 'member', $2 || i, now() - interval '60 days', now() - interval '60 days', now() - interval '50 days'
       from generate_series(1, $1::int) as i`,
      [missing, NICKNAME_PREFIX],
    );
    await database.query(
      `insert into wechat_identities (user_id, app_id, openid, unionid)
       select u.id, $2, 'bench_viewer_' || u.id, 'union_bench_viewer_' || u.id
       from users u
       where u.nickname like $1 and not exists (select 1 from wechat_identities w where w.user_id = u.id)`,
      [`${NICKNAME_PREFIX}%`, SANDBOX_WECHAT_APP_ID],
    );
  }
  await database.query(
    `insert into sessions (token_hash, user_id, openid, created_at, expires_at)
     select encode(sha256(convert_to('bench.' || $2 || '.' || u.id, 'UTF8')), 'hex'), u.id, 'bench_viewer_' || u.id,
            now(), now() + interval '30 days'
     from users u where u.nickname like $1
     on conflict (token_hash) do nothing`,
    [`${NICKNAME_PREFIX}%`, tokenSecret],
  );
}

/**
 * The bench viewers, oldest first, with their session tokens.
 * @param {import('./databases.mjs').SeedDatabase} database
 * @returns {Promise<import('./open-loop.mjs').BenchViewer[]>}
 */
export async function loadBenchViewers(database) {
  const rows = await database.query('select id from users where nickname like $1 order by id', [
    `${NICKNAME_PREFIX}%`,
  ]);
  return rows.map((row) => {
    const id = Number(row.id);
    return {
      id,
      token: viewerToken(id),
      openid: `bench_viewer_${id}`,
      unionid: `union_bench_viewer_${id}`,
    };
  });
}
