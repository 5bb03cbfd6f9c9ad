// `node bench/first-load.mjs`: only the mobile app's first load (bench/lib/first-load.mjs), the
// step `npm run bench` ends with. Needs the built server and apps (`npm run build`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopAllChildren } from './lib/children.mjs';
import { FIRST_LOAD_BUDGET_SECONDS, runFirstLoadStep } from './lib/first-load.mjs';
import { readSettings } from './lib/settings.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
for (const built of ['apps/server/dist/server.js', 'apps/web/dist/index.html']) {
  if (!fs.existsSync(path.join(root, built))) {
    console.error(`✖ ${built} is missing: run "npm run build" first`);
    process.exit(1);
  }
}

const stop = async (/** @type {string} */ reason) => {
  console.error(`\n✖ ${reason}`);
  await stopAllChildren();
  process.exit(1);
};
process.once('SIGINT', () => stop('interrupted'));
setTimeout(
  () => stop(`took longer than its ${FIRST_LOAD_BUDGET_SECONDS} s budget`),
  FIRST_LOAD_BUDGET_SECONDS * 1000,
).unref();

/** @type {string[]} */
const failures = [];
// BENCH_FIRST_LOAD_ORIGIN: measure a server already running there (e.g. `npm start` while working
// on the app) instead of starting one.
const origin = process.env.BENCH_FIRST_LOAD_ORIGIN || undefined;
await runFirstLoadStep({ root, settings: readSettings(process.env), failures, origin });
if (failures.length > 0) {
  console.error(`✖ ${failures.length} goal(s) missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
