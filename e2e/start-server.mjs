// Starts the product for the browser tests exactly as `npm start` does, on a fresh embedded
// database in .tmp/e2e-data, so every run begins from the same demo data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '3100';
// One data folder per port, so two runs on different ports never share a database.
const dataDir = path.join(root, '.tmp', port === '3100' ? 'e2e-data' : `e2e-data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // A heartbeat every 3 s of learning or watching instead of 15 s: the specs watch seconds of
    // video, not minutes, and still see several heartbeats (decision 012; the server's sequence
    // check uses the same interval).
    HEARTBEAT_INTERVAL_S: '3',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
