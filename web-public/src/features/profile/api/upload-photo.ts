import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '@/lib/api-client';

export type UploadAnswer = { success?: boolean; fileUrl?: string; message?: string };

/** POST /api/upload, multipart field `file`, reporting progress from 0 to 100. */
export const uploadPhoto = ({
  file,
  onProgress,
}: {
  file: File;
  onProgress?: (percent: number) => void;
}) => {
  const form = new FormData();
  form.append('file', file);
  return uploadFile<UploadAnswer>('/api/upload', form, onProgress);
};

export const useUploadPhoto = () => useMutation({ mutationFn: uploadPhoto });
