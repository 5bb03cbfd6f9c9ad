// The check `npm run start:cluster -- --check` runs through nginx (issue 13): the app, console and
// API answer, and the live room works across nodes: two viewers' event streams, opened through
// nginx, land on two nodes (least_conn), and a comment posted through nginx reaches both within 1 s.
// Also runnable alone against a running cluster: node scripts/cluster-check.mjs [base] [node ports…]
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';

const LIVE_WITHIN_MS = 1000;

async function json(response) {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${response.url}: expected JSON, got ${response.status} ${text.slice(0, 120)}`);
  }
}

async function liveStreams(port) {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const match = /^live_room_streams (\d+)$/m.exec(text);
  if (!match) throw new Error(`node on ${port}: /metrics has no live_room_streams`);
  return Number(match[1]);
}

/** Opens a live stream; `text()` is everything received so far. */
async function openStream(base, meetingId, headers) {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/platform/meeting/live-events/${meetingId}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  if (response.status !== 200) throw new Error(`live stream through nginx answered ${response.status}`);
  let received = '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const reading = (async () => {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return;
      received += decoder.decode(chunk.value, { stream: true });
    }
  })().catch(() => {});
  return {
    text: () => received,
    async close() {
      abort.abort();
      await reading;
    },
  };
}

async function within(what, ms, probe) {
  const started = Date.now();
  for (;;) {
    if (probe()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Returns one line per check passed; throws on the first that fails. */
export async function checkCluster({ base, nodePorts }) {
  const report = [];
  for (const [page, marker] of [
    ['/h5/', '<div id="root"'],
    ['/admin/', '<div id="root"'],
  ]) {
    const response = await fetch(`${base}${page}`);
    const body = await response.text();
    if (response.status !== 200 || !body.includes(marker))
      throw new Error(`${page} through nginx: ${response.status}`);
  }
  const ready = await json(await fetch(`${base}/readyz`));
  if (ready.status !== 'ok' || ready.redis !== 'up')
    throw new Error(`/readyz through nginx: ${JSON.stringify(ready)}`);
  if ((await fetch(`${base}/metrics`)).status !== 404) throw new Error('/metrics is reachable through nginx');
  report.push('app /h5/, console /admin/ and /readyz (ok, Redis up) answer through nginx; /metrics does not');

  const login = async () => {
    const answer = await json(
      await fetch(`${base}/api/sandbox/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ role: 'certified' }),
      }),
    );
    if (answer.code !== 1000) throw new Error(`sandbox login through nginx: ${JSON.stringify(answer)}`);
    return { authorization: `Bearer ${answer.data.token}` };
  };
  const [viewerA, viewerB, author] = [await login(), await login(), await login()];
  const meetings = await json(await fetch(`${base}/api/platform/meeting?pageSize=50`, { headers: viewerA }));
  const live = meetings.data?.data?.find((row) => row.state === 'live');
  if (!live) throw new Error('no live meeting in the demo data (is SEED_DEMO off?)');

  const before = await Promise.all(nodePorts.map(liveStreams));
  const streams = [await openStream(base, live.id, viewerA), await openStream(base, live.id, viewerB)];
  try {
    for (const stream of streams)
      await within('the first live event', 5000, () => stream.text().includes('event: live'));
    const after = await Promise.all(nodePorts.map(liveStreams));
    const holding = nodePorts.filter((_, index) => after[index] > before[index]);
    if (nodePorts.length > 1 && holding.length < 2) {
      throw new Error(
        `both streams landed on one node (${holding.join(', ')}): least_conn should spread them`,
      );
    }
    report.push(`two live streams through nginx are held by nodes on ports ${holding.join(' and ')}`);

    const text = `经 nginx 的评论 ${randomBytes(3).toString('hex')}`;
    const postedAt = Date.now();
    const posted = await json(
      await fetch(`${base}/api/platform/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...author },
        body: JSON.stringify({ content_id: live.id, type: 4, content: text }),
      }),
    );
    if (posted.code !== 1000) throw new Error(`comment through nginx: ${JSON.stringify(posted)}`);
    const times = [];
    for (const stream of streams) {
      await within('the comment on a stream', LIVE_WITHIN_MS, () => stream.text().includes(text));
      times.push(Date.now() - postedAt);
    }
    if (Math.max(...times) > LIVE_WITHIN_MS)
      throw new Error(`the comment took ${Math.max(...times)} ms to reach every stream`);
    report.push(
      `a comment posted through nginx reached both streams within ${Math.max(...times)} ms of the post (limit ${LIVE_WITHIN_MS})`,
    );
  } finally {
    for (const stream of streams) await stream.close();
  }
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [base = 'http://127.0.0.1:3000', ...ports] = process.argv.slice(2);
  const basePort = Number(new URL(base).port || 80);
  const nodePorts = ports.length > 0 ? ports.map(Number) : [basePort + 1, basePort + 2];
  checkCluster({ base, nodePorts })
    .then((report) => {
      for (const line of report) console.log(`✔ ${line}`);
    })
    .catch((error) => {
      console.error(`✖ ${error.message}`);
      process.exit(1);
    });
}
