import type { UploadedPhoto } from '@/features/profiles/types';
import { ApiError } from '@/lib/api-client';

export const MAX_UPLOAD_MB = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
export const TOO_LARGE = `File size exceeds the maximum limit of ${MAX_UPLOAD_MB}MB`;
export const UPLOAD_FAILED = 'Upload failed';
export const SERVER_RESPONSE_ERROR = 'Server response error';
export const NO_FILE_URL = 'Upload failed - no file URL returned';

/** Refused before a byte is sent: the server would answer 413 anyway. */
export const sizeProblem = (file: File): string | null =>
  file.size > MAX_UPLOAD_BYTES ? TOO_LARGE : null;

/**
 * The stored photo's address, or the reason there is none. Document 2 §8 has the page check the
 * answer rather than trust it, so this takes whatever part of it arrived.
 */
export function fileUrlOf(answer: Partial<UploadedPhoto> | undefined): string {
  if (!answer?.success || !answer.fileUrl) throw new Error(NO_FILE_URL);
  return answer.fileUrl;
}

/** What to tell the uploader when it failed (document 2 §8). */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.body === SERVER_RESPONSE_ERROR) return SERVER_RESPONSE_ERROR;
    return (
      error.serverMessage ??
      (error.status === 0 ? UPLOAD_FAILED : `${UPLOAD_FAILED} (${error.status})`)
    );
  }
  return error instanceof Error && error.message ? error.message : UPLOAD_FAILED;
}
