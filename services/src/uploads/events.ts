import { z } from 'zod';

/** One stream per stored file, named by its server-made id: the audit trail of who sent what. */
export const uploadStream = (fileId: string): string => `upload-${fileId}`;

export const photoUploadedSchema = z.object({
  type: z.literal('PhotoUploaded'),
  data: z.object({
    userId: z.string(),
    fileUrl: z.string(),
    uploadedAt: z.iso.datetime({ offset: true }),
  }),
});
export type PhotoUploaded = z.infer<typeof photoUploadedSchema>;
