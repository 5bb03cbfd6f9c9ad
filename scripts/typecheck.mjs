// Type-checks every workspace. Each tsconfig is noEmit and resolves @ia/shared from source.
import { spawnSync } from 'node:child_process';

const projects = ['packages/shared', 'apps/server', 'apps/web', 'apps/admin', 'e2e'];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', `${project}/tsconfig.json`], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
  else console.log(`typecheck ok: ${project}`);
}
process.exit(failed ? 1 : 0);
