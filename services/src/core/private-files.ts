import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Directories and files of the data directory: the site's user alone reads and writes them. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * New files and directories of this process are its user's alone (issue 36: PGlite's files and
 * the site's uploads and mail were readable, most even writable, by every user of the machine).
 */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

/** Makes `dir` (and its parents as needed) and closes it to other users, should it exist. */
export async function privateDirectory(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await closeToOthers(dir, PRIVATE_DIR_MODE);
}

async function closeToOthers(entry: string, mode: number): Promise<void> {
  try {
    await chmod(entry, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    throw new Error(
      `${entry} belongs to another user: the data directory must be the site's own user's (chown it to that user)`,
    );
  }
}

/**
 * Closes everything under `dir` to other users: directories 0700, files 0600 (PGlite writes
 * the files of a new database 0666 whatever the umask, and data directories made by older
 * versions are open too). Symbolic links are not followed; sockets keep their mode, the
 * directory around them is what guards them. Answers how many entries it changed.
 */
export async function makeTreePrivate(dir: string): Promise<number> {
  let changed = 0;
  const visit = async (entry: string): Promise<void> => {
    let stats: Awaited<ReturnType<typeof lstat>>;
    try {
      stats = await lstat(entry);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // removed meanwhile
      throw error;
    }
    const mode = stats.isDirectory()
      ? PRIVATE_DIR_MODE
      : stats.isFile()
        ? PRIVATE_FILE_MODE
        : undefined;
    if (mode === undefined) return;
    if ((stats.mode & 0o777) !== mode) {
      await closeToOthers(entry, mode);
      changed++;
    }
    if (!stats.isDirectory()) return;
    const names = await readdir(entry).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    for (const name of names) await visit(path.join(entry, name));
  };
  await visit(dir);
  return changed;
}
