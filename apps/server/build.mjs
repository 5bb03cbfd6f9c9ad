// Bundles the server and its CLIs into dist/ with esbuild. Dependencies stay external
// (installed in node_modules); the workspace's own @ia/shared is TypeScript source and is inlined.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@ia/'));

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    'cli/migrate': 'src/cli/migrate.ts',
    'cli/seed': 'src/cli/seed.ts',
    'cli/reset': 'src/cli/reset.ts',
    'cli/create-admin': 'src/cli/create-admin.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  splitting: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // ESM output still meets CommonJS dependencies that call require().
  banner: {
    js: "import { createRequire as __iaCreateRequire } from 'node:module'; const require = __iaCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('server built: apps/server/dist');
