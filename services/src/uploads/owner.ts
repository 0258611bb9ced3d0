import path from 'node:path';
import type { EventStore } from '../core/event-store/event-store';
import { isUploadUrl } from './constants';
import { photoUploadedSchema, uploadStream } from './events';

/**
 * Who uploaded the file a URL names, from its `PhotoUploaded` on `upload-<id>`: an upload
 * belongs to its uploader. Undefined for a URL of no recorded upload.
 */
export async function uploadOwner(store: EventStore, url: string): Promise<string | undefined> {
  if (!isUploadUrl(url)) return undefined;
  const events = await store.readStream(uploadStream(path.parse(url).name));
  for (const event of events) {
    const uploaded = photoUploadedSchema.safeParse({ type: event.type, data: event.data });
    if (uploaded.success && uploaded.data.data.fileUrl === url) return uploaded.data.data.userId;
  }
  return undefined;
}
