import { randomBytes } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';

/** Where uploads are served from, and the only photo URLs a profile accepts. */
export const UPLOADS_PATH = '/uploads';

/** The shape of the URLs this site gives its uploads, e.g. /uploads/3f…e1.webp. */
export const UPLOAD_URL = new RegExp(`^${UPLOADS_PATH}/[a-f0-9]{32}\\.webp$`);

export const uploadsDir = (dataDir: string): string => path.join(dataDir, 'uploads');

// Names are made here (128 random bits), never taken from the client.
export const newStoredName = (): string => `${randomBytes(16).toString('hex')}.webp`;

export const uploadUrl = (name: string): string => `${UPLOADS_PATH}/${name}`;

export const isUploadUrl = (url: string): boolean => UPLOAD_URL.test(url);

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
