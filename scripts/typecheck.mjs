// Type-checks every workspace. Each tsconfig is noEmit and resolves @ia/shared from source.
//
// The check runs on TypeScript 7, the native compiler (the `typescript-7` alias): the same checker
// in about a third of the time. TypeScript 5.9 stays as `typescript` because dependency-cruiser
// and knip read the sources through its JavaScript API, which TypeScript 7 does not offer
// (decision 024).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript-7/package.json')), 'bin', 'tsc');

const projects = ['packages/shared', 'apps/server', 'apps/web', 'apps/admin', 'e2e'];
let failed = false;
for (const project of projects) {
  const result = spawnSync(process.execPath, [tsc, '-p', `${project}/tsconfig.json`], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
  else console.log(`typecheck ok: ${project}`);
}
process.exit(failed ? 1 : 0);
