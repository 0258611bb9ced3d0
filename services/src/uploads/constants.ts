/**
 * What an upload's address looks like, once: the server makes and checks them (files.ts) and the
 * profile's contract refuses any other photo URL. Imports nothing, so a site can bundle it.
 */

/** Where uploads are served from, and the only photo URLs a profile accepts. */
export const UPLOADS_PATH = '/uploads';

/** The shape of the URLs this site gives its uploads, e.g. /uploads/3f…e1.webp. */
export const UPLOAD_URL = new RegExp(`^${UPLOADS_PATH}/[a-f0-9]{32}\\.webp$`);

export const isUploadUrl = (url: string): boolean => UPLOAD_URL.test(url);
