import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { DomainError } from '../core/errors';

export const MAX_UPLOAD_MB = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** Stored images fit in this square; larger ones are scaled down, smaller ones left alone. */
export const MAX_DIMENSION = 2048;
// Caps decoding work: a small file can claim an enormous canvas.
const MAX_INPUT_PIXELS = 50_000_000;

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export const NOT_AN_IMAGE = 'Only images can be uploaded: JPEG, PNG, WebP or GIF';
export const UNREADABLE_IMAGE = 'The file could not be read as an image; it may be damaged';

export class NotAnImage extends DomainError {
  constructor(message = NOT_AN_IMAGE) {
    super(message, 400, { file: message });
  }
}

export type StoredImage = { data: Buffer; width: number; height: number };

/**
 * Decides by the bytes, never by the name or the declared type, that the file is one of the
 * accepted images; then decodes and re-encodes it as WebP: turned upright per its EXIF
 * orientation, scaled to fit, and with no metadata (EXIF, GPS, comments) carried over.
 */
export async function reencodeImage(input: Buffer): Promise<StoredImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw new NotAnImage();
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: MAX_DIMENSION,
        height: MAX_DIMENSION,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new NotAnImage(UNREADABLE_IMAGE);
  }
}
