import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import type { CommandContext } from '../core/context';
import { every } from '../core/every';
import { isUploadUrl, UPLOADS_PATH } from './constants';
import { uploadsDir, uploadUrl } from './files';
import { uploadOwner } from './owner';

/** An upload no profile takes up within this time was abandoned (the form was left). */
export const ATTACH_WITHIN_MS = 24 * 60 * 60 * 1000;
/** How often each API process looks for abandoned uploads (and once at start). */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

const fileOf = (dataDir: string, url: string) =>
  path.join(uploadsDir(dataDir), url.slice(UPLOADS_PATH.length + 1));

/** The photo URLs profiles show: all of them, or those among `urls`. */
async function inUse(knex: Knex, urls?: readonly string[]): Promise<Set<string>> {
  const query = knex('user_profiles').whereNotNull('photo_url').distinct('photo_url');
  if (urls) query.whereIn('photo_url', urls);
  const rows: { photo_url: string }[] = await query;
  return new Set(rows.map((row) => row.photo_url));
}

async function remove(file: string): Promise<void> {
  await unlink(file).catch((error: NodeJS.ErrnoException) => {
    // Another process swept it first.
    if (error.code !== 'ENOENT') throw error;
  });
}

/**
 * A photo its uploader replaced or removed: deleted now, unless another profile shows it too.
 * Only the uploader's own dropping deletes: a member who detaches someone else's upload from
 * their profile (one put there before uploads were checked to be the member's own) leaves the
 * file alone. Should this not run (a crash, a lagging read model), the sweep deletes it later.
 */
export async function deleteIfUnused(
  ctx: Pick<CommandContext, 'knex' | 'store'>,
  dataDir: string,
  url: string,
  droppedBy: string,
): Promise<boolean> {
  if (!isUploadUrl(url) || (await uploadOwner(ctx.store, url)) !== droppedBy) return false;
  if ((await inUse(ctx.knex, [url])).has(url)) return false;
  await remove(fileOf(dataDir, url));
  return true;
}

/**
 * Deletes every stored upload that no profile shows and that is older than `olderThanMs`
 * (a younger one may be on its way into a profile form). Answers the URLs deleted, or
 * 'read-model-behind' without deleting anything while the profiles read model has not caught
 * up with the log: a photo saved a moment ago would look unused.
 */
export async function sweepUploads(
  ctx: CommandContext,
  dataDir: string,
  options: { olderThanMs?: number; now?: Date } = {},
): Promise<string[] | 'read-model-behind'> {
  // Compared with the files' mtimes, which the machine's clock wrote: not ctx.clock.
  const olderThan =
    (options.now ?? new Date()).getTime() - (options.olderThanMs ?? ATTACH_WITHIN_MS);
  const head = await ctx.store.headPosition();
  const behind = await ctx.watcher.waitFor(head, ['UserProfileUpdated'], 5_000, ['user_profiles']);
  if (behind.length > 0) return 'read-model-behind';

  const names = await readdir(uploadsDir(dataDir)).catch(() => [] as string[]);
  const old: string[] = [];
  for (const url of names.map(uploadUrl).filter(isUploadUrl)) {
    const stats = await stat(fileOf(dataDir, url)).catch(() => undefined);
    if (stats && stats.mtimeMs < olderThan) old.push(url);
  }
  const used = await inUse(ctx.knex);
  const unused = old.filter((url) => !used.has(url));
  for (const url of unused) await remove(fileOf(dataDir, url));
  return unused;
}

/**
 * Sweeps now and then every SWEEP_EVERY_MS; answers the function that stops it, which waits
 * for a sweep under way to end. Several API processes may each sweep: deleting is idempotent.
 */
export function sweepUploadsPeriodically(
  ctx: CommandContext,
  dataDir: string,
): () => Promise<void> {
  return every(SWEEP_EVERY_MS, 'upload sweep', async () => {
    const deleted = await sweepUploads(ctx, dataDir);
    if (Array.isArray(deleted) && deleted.length > 0)
      console.log(`deleted ${deleted.length} upload(s) no profile uses`);
  });
}
