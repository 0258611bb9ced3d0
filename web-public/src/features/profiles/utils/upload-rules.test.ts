import { describe, expect, it } from 'vitest';
import { fileUrlOf, sizeProblem, uploadErrorMessage } from '@/features/profiles/utils/upload-rules';
import { ApiError } from '@/lib/api-client';

const fileOf = (bytes: number) =>
  new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' });

describe('photo upload rules', () => {
  it('refuses a file over 5 MB before sending it', () => {
    expect(sizeProblem(fileOf(5 * 1024 * 1024 + 1))).toBe(
      'File size exceeds the maximum limit of 5MB',
    );
    expect(sizeProblem(fileOf(5 * 1024 * 1024))).toBeNull();
  });

  it('an answer without a file address is a failure', () => {
    expect(() => fileUrlOf({ success: true })).toThrow('Upload failed - no file URL returned');
    expect(fileUrlOf({ success: true, fileUrl: '/uploads/a.webp' })).toBe('/uploads/a.webp');
  });

  it('shows the server message, or says the answer was not readable', () => {
    expect(uploadErrorMessage(new ApiError(400, '{"message":"Not an image"}'))).toBe(
      'Not an image',
    );
    expect(uploadErrorMessage(new ApiError(200, 'Server response error'))).toBe(
      'Server response error',
    );
    expect(uploadErrorMessage(new ApiError(0, 'Upload failed'))).toBe('Upload failed');
  });
});
