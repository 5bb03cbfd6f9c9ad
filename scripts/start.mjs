// `npm start`: install what is missing, build what changed, then run the server (which
// migrates the embedded database and seeds demo data on first start) on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
buildIfStale();

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
