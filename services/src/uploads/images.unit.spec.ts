import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CARRIES_MARKUP,
  MAX_DIMENSION,
  NOT_AN_IMAGE,
  NotAnImage,
  reencodeImage,
  TOO_MANY_PIXELS,
  UNREADABLE_IMAGE,
} from './images';
import { GPS_POINTER, HTML_PAGE, makeGif, makeJpegWithGps, makePng } from './test-images';

describe('re-encoding an upload', () => {
  it('turns a PNG into a WebP of the same size', async () => {
    const stored = await reencodeImage(await makePng(40, 20));
    expect(await sharp(stored.data).metadata()).toMatchObject({
      format: 'webp',
      width: 40,
      height: 20,
    });
    expect(stored).toMatchObject({ width: 40, height: 20 });
  });

  it('accepts a GIF', async () => {
    const stored = await reencodeImage(await makeGif());
    expect((await sharp(stored.data).metadata()).format).toBe('webp');
  });

  it('drops EXIF and GPS from a phone photo and stands it upright', async () => {
    const photo = await makeJpegWithGps(40, 20);
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes(GPS_POINTER)).toBe(true);
    expect(before.orientation).toBe(6);

    const stored = await reencodeImage(photo);
    const after = await sharp(stored.data).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.data.includes(Buffer.from('PhoneCo'))).toBe(false);
    // Orientation 6 means "turn a quarter": the stored image is upright, so portrait.
    expect([after.width, after.height]).toEqual([20, 40]);
  });

  it('scales a large image down to fit, keeping its shape, and never enlarges a small one', async () => {
    const stored = await reencodeImage(await makePng(4096, 1024));
    expect([stored.width, stored.height]).toEqual([MAX_DIMENSION, MAX_DIMENSION / 4]);
    const small = await reencodeImage(await makePng(10, 10));
    expect([small.width, small.height]).toEqual([10, 10]);
  });

  it('refuses an HTML page, whatever it is called', async () => {
    await expect(reencodeImage(HTML_PAGE)).rejects.toThrow(NotAnImage);
    await expect(reencodeImage(HTML_PAGE)).rejects.toThrow(NOT_AN_IMAGE);
  });

  it('refuses other file types that are not the four accepted images', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    await expect(reencodeImage(pdf)).rejects.toThrow(NOT_AN_IMAGE);
    const tiff = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#000' },
    })
      .tiff()
      .toBuffer();
    await expect(reencodeImage(tiff)).rejects.toThrow(NOT_AN_IMAGE);
  });

  it('refuses a file that starts like a PNG but cannot be decoded', async () => {
    const png = await makePng(40, 20);
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    await expect(reencodeImage(broken)).rejects.toThrow(UNREADABLE_IMAGE);
    const error = await reencodeImage(broken).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
  });

  it('refuses a real image that also carries markup or script, in any case, anywhere', async () => {
    const png = await makePng();
    for (const markup of [
      '<SCRIPT>',
      '<Html>',
      '<svg/onload=x>',
      '<SVG xmlns="http://www.w3.org/2000/svg">',
      '<?php echo 1;',
      '<!DocType',
      'JavaScript:',
    ]) {
      await expect(reencodeImage(Buffer.concat([png, Buffer.from(markup)]))).rejects.toThrow(
        CARRIES_MARKUP,
      );
    }
    // Look-alikes that are no tag pass.
    const plain = Buffer.concat([png, Buffer.from('<svgs and scripts> <svg> <html5 <?phpx')]);
    await expect(reencodeImage(plain)).resolves.toMatchObject({ width: 40 });
  });

  it('refuses a canvas over 50 megapixels from its header alone', async () => {
    const png = await makePng(40, 20);
    // IHDR's width and height sit at bytes 16–23; claim 10,000 × 10,000 (CRC left stale).
    const huge = Buffer.from(png);
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(10_000, 20);
    await expect(reencodeImage(huge)).rejects.toThrow(TOO_MANY_PIXELS);
  });
});
