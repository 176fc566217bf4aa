/**
 * An exclusive lock on a PGlite data folder. PGlite is PostgreSQL in one process: a second process
 * that opens the same folder (`npm run db:seed` while the server runs, a restart that overlaps the
 * old process) silently loses the first one's writes or corrupts the folder. So the first opener
 * writes `<folder>.lock` (created exclusively, as PostgreSQL's postmaster.pid) with its process id,
 * host, start time and command; any other opener fails at once with a message naming that process.
 * A lock whose process is gone (kill -9, a crash) is stale and taken over; the owner removes it when
 * it closes the database or exits.
 */
import fs from 'node:fs';
import os from 'node:os';

interface Owner {
  pid: number;
  host: string;
  /** The process's start time in clock ticks since boot (Linux), so a reused pid is not mistaken for the owner. */
  started: string | null;
  command: string;
  since: string;
}

/** The folder is open in another process (or already in this one). */
export class DataFolderLockedError extends Error {
  readonly code = 'EDATADIRLOCKED';
  constructor(
    readonly folder: string,
    readonly owner: Owner,
  ) {
    super(
      `The database folder ${folder} is in use by another process (pid ${owner.pid}${
        owner.command ? `: ${owner.command}` : ''
      }, since ${owner.since}). PGlite allows one process per folder: stop that process first ` +
        `(e.g. the server before \`npm run db:seed\`), or run on PostgreSQL (DATABASE_URL). ` +
        `If no such process runs, delete ${folder}.lock.`,
    );
    this.name = 'DataFolderLockedError';
  }
}

function startTime(pid: number): string | null {
  try {
    // field 22 of /proc/<pid>/stat, after the command in parentheses
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(owner: Owner): boolean {
  if (owner.host !== os.hostname()) return true; // another machine's process: cannot tell, assume it runs
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = startTime(owner.pid);
  return !(owner.started && now && owner.started !== now);
}

function readOwner(file: string): Owner | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Owner;
  } catch {
    return undefined;
  }
}

export interface FolderLock {
  release(): void;
}

/** Takes the folder's lock or throws DataFolderLockedError at once. */
export function lockDataFolder(folder: string): FolderLock {
  const file = `${folder.replace(/[/\\]+$/, '')}.lock`;
  const me: Owner = {
    pid: process.pid,
    host: os.hostname(),
    started: startTime(process.pid),
    command: process.argv.slice(1, 3).join(' ').slice(0, 200),
    since: new Date().toISOString(),
  };
  const unknown: Owner = { pid: 0, host: me.host, started: null, command: 'unknown', since: 'just now' };
  let taken = false;
  for (let attempt = 0; attempt < 2 && !taken; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      taken = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      // no readable owner: a process writing its lock this very moment
      if (!owner || alive(owner)) throw new DataFolderLockedError(folder, owner ?? unknown);
      // stale: its process is gone (kill -9, a crash); take it over
      fs.rmSync(file, { force: true });
    }
  }
  if (!taken) throw new DataFolderLockedError(folder, readOwner(file) ?? unknown);
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    // only our own lock: never one a later opener took over
    if (readOwner(file)?.pid === me.pid && readOwner(file)?.since === me.since) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { release };
}
