import { useMutation } from '@tanstack/react-query';
import type { UploadedPhoto } from '@/features/profiles/types';
import { uploadFile } from '@/lib/api-client';

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
  return uploadFile<UploadedPhoto>('/api/upload', form, onProgress);
};

export const useUploadPhoto = () => useMutation({ mutationFn: uploadPhoto });
