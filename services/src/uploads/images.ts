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
export const TOO_MANY_PIXELS = 'The image is too large: at most 50 megapixels can be uploaded';
export const CARRIES_MARKUP =
  'The image also contains web page or script content, so it cannot be uploaded';

/**
 * Signs that an image file doubles as a web page or script (a polyglot). The stored copy is
 * re-encoded, so such bytes never reach anyone; the file is refused anyway, since a file built to
 * be two things at once is an attack, not a photo. Each marker is specific enough (an `<svg` tag
 * only with a namespace or an event handler) that the compressed pixels of a 5 MB photo match one
 * by chance a few times in a million.
 */
const MARKUP =
  /<script|<html[\s>]|<svg[\s/>][\s\S]{0,200}?(?:xmlns|\bon[a-z]+\s*=)|<\?php\s|<!doctype|javascript:/i;

export class NotAnImage extends DomainError {
  constructor(message = NOT_AN_IMAGE) {
    super(message, 400, { file: message });
  }
}

export type StoredImage = { data: Buffer; width: number; height: number };

/**
 * Decides by the bytes, never by the name or the declared type, that the file is one of the
 * accepted images and carries no markup; then decodes and re-encodes it as WebP: turned upright
 * per its EXIF orientation, scaled to fit, and with no metadata (EXIF, GPS, comments) carried over.
 */
export async function reencodeImage(input: Buffer): Promise<StoredImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw new NotAnImage();
  // latin1 maps each byte to one character, so the pattern sees the raw bytes.
  if (MARKUP.test(input.toString('latin1'))) throw new NotAnImage(CARRIES_MARKUP);
  // The header alone says how big the canvas is; refuse before anything is decoded.
  const size = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new NotAnImage(UNREADABLE_IMAGE);
    });
  if ((size.width ?? 0) * (size.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new NotAnImage(TOO_MANY_PIXELS);
  }
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
