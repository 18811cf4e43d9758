import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One process at a time on an embedded database's data folder. PGlite keeps the database in the process that
 * opened it and writes the folder back as it goes: a second process on the same folder (a command run while the
 * server runs) works on a copy of its own, and whichever writes last silently loses the other's changes. So the
 * folder holds a lock file with the owner's pid; another process refuses to open it while that pid lives. A lock
 * left by a process that died (kill -9) is taken over.
 */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The app is running on ${dataDir} (pid ${pid}). Stop it first, then run this again. ` +
        '(On PostgreSQL, with DATABASE_URL set, commands and the app can run at the same time.)',
    );
    this.name = 'DataDirInUse';
    // What a person at the command line needs is the sentence, not where it was thrown.
    this.stack = `${this.name}: ${this.message}`;
  }
}

const LOCK_FILE = 'everystore.pid';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder for this process; throws DataDirInUse while another live process holds it. Returns the release. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
    }
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) throw new DataDirInUse(dataDir, owner);
    // Its owner is gone (or it is ours, left by a database this process did not close): take it over.
    rmSync(file, { force: true });
  }
}
