import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file that says which process uses an embedded database's folder (as PostgreSQL's own
 * postmaster.pid does for a server's). */
export const LOCK_FILE = 'kaamkaj.pid';

/** Another live server holds the folder: this one must not open the database. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by another Kaamkaj server (process ${pid}). ` +
        'Stop that one first, or start this one with another DATA_DIR (and PORT).',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * When a process started, in clock ticks since boot (Linux's /proc/<pid>/stat, field 22), or
 * null where there is no /proc or no such process. With the pid it names one process for good:
 * a pid is given again to another process after its own has ended.
 */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command's name, which may itself hold spaces and brackets
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null; // field 22 of the line; the name was field 2
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // it exists, under another user
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process a lock file names still runs: the same pid, started at the same time. */
function holderRuns(pid: number, started: string | null): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  if (!alive(pid)) return false;
  // a pid now used by another process (after a reboot, or a container's restart) is stale
  const now = processStart(pid);
  return started === null || now === null || now === started;
}

/**
 * issue 15 (never lost data): PGlite runs PostgreSQL inside this process, with no server
 * between two processes that open the same folder; each would keep its own buffers and write
 * over the other's pages. `npm start` run twice (another terminal, a server left running)
 * opened the same DATA_DIR/db and wrote to it (the demo's dates) before the second stopped at
 * its busy port. The folder is taken before anything opens it: a file naming this process is
 * made exclusively, and one left by a process that no longer runs (killed, a reboot) is taken
 * over (two starts in the same instant over a stale file are not told apart). Answers the
 * function that gives it back, which also runs when the process exits.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const mine = `${process.pid}\n${processStart(process.pid) ?? ''}\n`;
  for (;;) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let held = '';
    try {
      held = readFileSync(file, 'utf8');
    } catch {
      continue; // given back meanwhile: try again
    }
    const [pid = '', started = ''] = held.split('\n');
    if (holderRuns(Number(pid), started || null)) throw new DataDirInUseError(dir, Number(pid));
    // stale: only a file that still says what it said is removed
    try {
      if (readFileSync(file, 'utf8') === held) rmSync(file);
    } catch {
      // another process took it over or removed it: try again
    }
  }
  const release = () => {
    process.off('exit', release);
    try {
      if (readFileSync(file, 'utf8') === mine) rmSync(file);
    } catch {
      // gone already
    }
  };
  process.on('exit', release);
  return release;
}
