import { z } from 'zod';
import { UPLOAD_URL } from './constants';

/** POST /api/upload: where the stored photo is served, for the profile form's photoUrl. */
export const uploadedPhotoAnswer = z.strictObject({
  success: z.literal(true),
  fileUrl: z.string().regex(UPLOAD_URL, 'fileUrl must be a /uploads/<name>.webp address'),
  message: z.string(),
});
export type UploadedPhoto = z.output<typeof uploadedPhotoAnswer>;
