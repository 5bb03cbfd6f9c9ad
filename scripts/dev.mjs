// `npm run dev`: the server in watch mode (port 3000) and the two Vite dev servers with hot reload,
// which proxy /api to it. Open http://localhost:5173/h5/ and http://localhost:5174/admin/.
import { ensureInstalled, run } from './lib.mjs';

ensureInstalled();
run('npx', [
  'concurrently',
  '--kill-others-on-fail',
  '--names',
  'server,web,admin',
  '--prefix-colors',
  'blue,green,magenta',
  'npm run dev -w @ia/server',
  'npm run dev -w @ia/web',
  'npm run dev -w @ia/admin',
]);
