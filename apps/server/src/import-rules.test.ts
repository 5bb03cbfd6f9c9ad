import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from './config';

// The import rules of .dependency-cruiser.cjs, run by `npm run check:deps`, on a throwaway copy
// of the server's layout: they pass on features that depend one way and fail on a planted cycle.

const repositoryRoot = path.resolve(serverRoot, '../..');
const checkDeps = path.join(repositoryRoot, 'scripts', 'check-deps.mjs');
const folders: string[] = [];

/** A temporary app folder with the server's rules and the given source files. */
function plantApp(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-import-rules-'));
  folders.push(dir);
  fs.copyFileSync(
    path.join(serverRoot, '.dependency-cruiser.cjs'),
    path.join(dir, '.dependency-cruiser.cjs'),
  );
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', strict: true } }),
  );
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'src', file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'src', file), text);
  }
  return dir;
}

function check(dir: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [checkDeps, dir], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('check:deps on the server rules', () => {
  const points = {
    'modules/points/index.ts': "export { award } from './points.service';\n",
    'modules/points/points.service.ts': 'export const award = (n: number) => n;\n',
  };

  it('passes features that depend one way, through the index', () => {
    const dir = plantApp({
      ...points,
      'modules/learning/index.ts': "export { learn } from './learning.service';\n",
      'modules/learning/learning.service.ts':
        "import { award } from '../points';\nexport const learn = () => award(1);\n",
    });
    const { status, output } = check(dir);
    expect(output).toContain('no dependency violations found');
    expect(status).toBe(0);
  }, 120_000);

  it('fails on a cycle planted between two features', () => {
    const dir = plantApp({
      'modules/points/index.ts': "export { award } from './points.service';\n",
      'modules/points/points.service.ts':
        "import type { learn } from '../learning';\nexport const award = (n: number, _l?: typeof learn) => n;\n",
      'modules/learning/index.ts': "export { learn } from './learning.service';\n",
      'modules/learning/learning.service.ts':
        "import { award } from '../points';\nexport const learn = () => award(1);\n",
    });
    const { status, output } = check(dir);
    expect(output).toContain('no-circular');
    expect(status).toBe(1);
  }, 120_000);

  it("fails when a feature reaches into another's internals", () => {
    const dir = plantApp({
      ...points,
      'modules/learning/learning.service.ts':
        "import { award } from '../points/points.service';\nexport const learn = () => award(1);\n",
    });
    const { status, output } = check(dir);
    expect(output).toContain('feature-through-its-index');
    expect(status).toBe(1);
  }, 120_000);
});
