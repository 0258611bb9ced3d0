import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { PRIVATE_FILE_MODE } from './private-files';

/**
 * What the lock file says: who owns the data directory, and once it listens, the private
 * directory of its database's Unix socket (closed to other users: naming it gives them nothing).
 */
export type Owner = { pid: number; started: string | null; token: string; socket?: string };

export type Lock = {
  /** Adds the socket's directory to the record, so this user's other processes can attach. */
  announce(socket: string): Promise<void>;
  release(): Promise<void>;
};

/** Lock files this process holds: a second open in the same process attaches, as before. */
const heldHere = new Set<string>();

/**
 * Takes the lock file at `file`, or answers the live owner that holds it. The file names its
 * owner's process id and start time, so a lock whose owner has died (kill -9, a crash, a power
 * cut) is stale at once: no waiting for a timestamp to age. The start time tells a live process
 * that was given a dead owner's pid (a restarted container's process is often pid 1 again).
 */
export async function lockDataDir(file: string): Promise<{ lock: Lock } | { owner: Owner }> {
  for (;;) {
    const mine: Owner = { pid: process.pid, started: startTime(process.pid), token: randomUUID() };
    if (!heldHere.has(file) && (await createExclusive(file, mine))) {
      heldHere.add(file);
      return { lock: ownedLock(file, mine) };
    }
    const owner = await readOwner(file);
    if (owner === 'gone') continue;
    if (owner !== 'unreadable' && (heldHere.has(file) || isAlive(owner))) return { owner };
    await removeStale(file, owner);
  }
}

/** Reads the lock file: its owner, 'gone' when there is none, 'unreadable' when it is not ours. */
export async function readOwner(file: string): Promise<Owner | 'gone' | 'unreadable'> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    if ((error as NodeJS.ErrnoException).code === 'EISDIR')
      throw new Error(
        `${file} is a lock directory left by an older version of the server: stop that server, or remove the directory if none runs`,
      );
    throw error;
  }
  try {
    const owner = JSON.parse(text) as Owner;
    return Number.isInteger(owner.pid) && typeof owner.token === 'string' ? owner : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** Whether the owner's process still runs: its pid answers and, where the OS says, started when it did. */
export function isAlive(owner: Owner): boolean {
  if (owner.pid === process.pid) return false; // our pid, and not held here: a dead owner's
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTime(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

/**
 * A process's start time in clock ticks since boot (field 22 of /proc/PID/stat), null where
 * there is no /proc; there the pid alone decides.
 */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Writes the whole record under a private name, then links it into place: no one reads half. */
async function createExclusive(file: string, owner: Owner): Promise<boolean> {
  const draft = `${file}.${owner.token}`;
  await writeFile(draft, JSON.stringify(owner), { mode: PRIVATE_FILE_MODE });
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(draft);
  }
}

/**
 * Removes a dead owner's lock. Two starters may find the same stale lock: each moves the file
 * aside first (only one move succeeds), and should it have moved a lock newly taken by the
 * other, it puts that one back.
 */
async function removeStale(file: string, stale: Owner | 'unreadable'): Promise<void> {
  const aside = `${file}.stale-${randomUUID()}`;
  try {
    await rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = await readOwner(aside);
  const same =
    moved === 'unreadable'
      ? stale === 'unreadable'
      : typeof moved === 'object' && typeof stale === 'object' && moved.token === stale.token;
  // Putting it back fails only if a third starter took the free name in this instant: three
  // starts at once on one directory, which no supervisor does.
  if (!same) await link(aside, file);
  await unlink(aside);
}

function ownedLock(file: string, mine: Owner): Lock {
  return {
    async announce(socket) {
      const draft = `${file}.${mine.token}`;
      await writeFile(draft, JSON.stringify({ ...mine, socket }), { mode: PRIVATE_FILE_MODE });
      await rename(draft, file);
    },
    async release() {
      heldHere.delete(file);
      const owner = await readOwner(file).catch(() => 'gone' as const);
      if (typeof owner === 'object' && owner.token === mine.token) await unlink(file);
    },
  };
}
