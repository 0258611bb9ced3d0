import { randomBytes } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { isUploadUrl, UPLOADS_PATH } from './constants';

export const uploadsDir = (dataDir: string): string => path.join(dataDir, 'uploads');

// Names are made here (128 random bits), never taken from the client.
export const newStoredName = (): string => `${randomBytes(16).toString('hex')}.webp`;

export const uploadUrl = (name: string): string => `${UPLOADS_PATH}/${name}`;

/** True when the upload a URL names is on disk. */
export async function uploadExists(dataDir: string, url: string): Promise<boolean> {
  if (!isUploadUrl(url)) return false;
  try {
    await access(path.join(uploadsDir(dataDir), url.slice(UPLOADS_PATH.length + 1)));
    return true;
  } catch {
    return false;
  }
}
