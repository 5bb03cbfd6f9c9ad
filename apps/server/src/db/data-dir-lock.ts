import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: two servers on one data folder would corrupt it.
 * A pid file in the folder refuses the second one with a clear message.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.pid');
  if (fs.existsSync(lockFile)) {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `Another server (pid ${pid}) is using ${dataDir}. Stop it first, or set DATA_DIR or DATABASE_URL.`,
      );
    }
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (Number(fs.readFileSync(lockFile, 'utf8')) === process.pid) fs.unlinkSync(lockFile);
    } catch {
      // already gone
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
