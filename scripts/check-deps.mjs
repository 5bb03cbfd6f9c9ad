#!/usr/bin/env node
// Runs dependency-cruiser for every app with a `.dependency-cruiser.cjs` (apps/<app>/), over that
// app's `src`, and fails when any reports a violation. Adding an app's rules = adding its config.
//   node scripts/check-deps.mjs            every app with a config
//   node scripts/check-deps.mjs <dir> …    only these app folders (used by the planted-cycle test)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = '.dependency-cruiser.cjs';
const depcruise = path.join(
  root,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'depcruise.cmd' : 'depcruise',
);

const given = process.argv.slice(2).map((dir) => path.resolve(dir));
const appsDir = path.join(root, 'apps');
const dirs = given.length
  ? given
  : fs
      .readdirSync(appsDir)
      .map((name) => path.join(appsDir, name))
      .filter((dir) => fs.existsSync(path.join(dir, CONFIG)));

if (dirs.length === 0) {
  console.error(`check-deps: no ${CONFIG} found under apps/`);
  process.exit(1);
}

let failed = 0;
for (const dir of dirs) {
  const label = path.relative(root, dir) || dir;
  console.log(`check-deps: ${label}`);
  const result = spawnSync(depcruise, ['src', '--config', CONFIG, '--output-type', 'err'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
