import type { ApiArea, Operation } from '../core/http/openapi';
import { uploadedPhotoAnswer } from './schemas';

/** The calls of uploadsApi, by name: the routers bind them with `route`. */
export const uploadsOperations = {
  upload: {
    method: 'post',
    path: '/upload',
    summary: 'Upload a photo: stored re-encoded as WebP under /uploads',
    access: 'signed-in',
    body: 'image',
    responses: {
      200: { description: 'The stored photo', schema: uploadedPhotoAnswer },
      413: 'Over 5 MB',
      429: 'More than 60 uploads in an hour',
    },
  },
} satisfies Record<string, Operation>;

export const uploadsApi: ApiArea = {
  tag: 'Profile',
  description: "The signed-in user's own profile",
  operations: Object.values(uploadsOperations),
};
