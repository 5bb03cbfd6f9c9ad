import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// One Vitest run, four projects: units (node), the web app's units (jsdom),
// and the API suite twice, once per database (TEST_DB picks it; see apps/server/src/test/helper.ts).
const apiTests = ['apps/server/src/**/*.routes.test.ts'];
// Tests that start real server processes on PostgreSQL and Redis (issue 13's scale-out): their own
// project, run by scripts/test.mjs when PostgreSQL answers (they skip without redis-server).
const clusterTests = ['apps/server/src/**/*.cluster.test.ts'];
// Prepares the run's migrated template database once; every test database starts as a copy.
const databaseTemplate = 'apps/server/src/test/global-setup.ts';

// Most files share their worker's modules (`isolate: false`): importing the server's 360 modules,
// or React and the UI kits, once per worker instead of once per file halves the run. A file that
// replaces a module (`vi.mock`) or the clock needs a module graph of its own, so it runs isolated. Each file
// still gets a fresh database or DOM, and the setup files undo what a test may leave behind.
const webRoots = ['apps/web/src', 'apps/admin/src'];
const webTestPattern = /\.test\.tsx?$/;
function listTests(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return listTests(file);
    return webTestPattern.test(entry.name) ? [file] : [];
  });
}
// A file that fakes the clock runs isolated too: an animation loop the UI kits keep in a module
// (react-spring's frame loop) can be left waiting on a fake timer that never fires again.
const needsIsolation = (file: string) => /\bvi\.(mock|useFakeTimers)\(/.test(fs.readFileSync(file, 'utf8'));
const webTests = webRoots.flatMap(listTests);
const isolatedWebTests = webTests.filter(needsIsolation);
const webEnvironment = {
  environment: 'jsdom',
  setupFiles: ['apps/web/src/lib/testing/preload-antd-mobile.ts'],
  // Pages render through lazy imports that are transformed on first use; in a full run on
  // a loaded 2-core machine one page can take several seconds (the render helpers wait
  // up to 15 s for what a test looks for, so the test itself must be allowed longer).
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    // Vitest's default leaves one CPU free, which on this project's 2-core machines means one
    // worker: every file waits for the one before it. The files are independent (a fresh database
    // or DOM each), so use every CPU.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: [...apiTests, ...clusterTests],
          environment: 'node',
          globalSetup: [databaseTemplate],
          // A few units open an embedded database (planner statistics, verification codes):
          // starting one takes seconds on a loaded 2-core machine, and its first statements run
          // before the database's WebAssembly has warmed up (a first ANALYZE: 2 s under load).
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/admin/src/**/*.test.{ts,tsx}'],
          exclude: isolatedWebTests,
          isolate: false,
          ...webEnvironment,
        },
      },
      {
        test: { name: 'web-isolated', include: isolatedWebTests, ...webEnvironment },
      },
      {
        test: {
          name: 'api-pglite',
          isolate: false,
          include: apiTests,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: [databaseTemplate],
          testTimeout: 30_000,
          // A file's beforeAll builds its database and the app (and seeds demo data where asked). In
          // `npm test` this project shares two cores with Chromium and the e2e server, niced: one
          // fresh-clone run saw two setups pass 60 s.
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          isolate: false,
          include: apiTests,
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          globalSetup: [databaseTemplate],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'cluster',
          include: clusterTests,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
