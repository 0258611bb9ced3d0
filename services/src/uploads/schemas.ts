import { z } from 'zod';
import { isUploadUrl } from './files';

/** POST /api/upload: where the stored photo is served, for the profile form's photoUrl. */
export const uploadedPhotoAnswer = z.strictObject({
  success: z.literal(true),
  fileUrl: z.string().refine(isUploadUrl, 'fileUrl must be a /uploads/<name>.webp address'),
  message: z.string(),
});
export type UploadedPhoto = z.output<typeof uploadedPhotoAnswer>;
