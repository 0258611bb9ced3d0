import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import request from 'supertest';
import { uploadsDir } from './files';

/** Small real images for the upload tests, made on the spot. */
const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } });

export const makePng = (width = 40, height = 20): Promise<Buffer> =>
  canvas(width, height).png().toBuffer();

export const makeGif = (): Promise<Buffer> => canvas(16, 16).gif().toBuffer();

/** A phone photo: camera make and a GPS position in its EXIF, stored sideways (orientation 6). */
export const makeJpegWithGps = (width = 40, height = 20): Promise<Buffer> =>
  canvas(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 57/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** The EXIF tag that points at the GPS block, as it appears in little-endian EXIF. */
export const GPS_POINTER = Buffer.from([0x25, 0x88]);

export const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

/** The names of the files stored in the uploads folder of a data directory, sorted. */
export const storedUploads = async (dataDir: string): Promise<string[]> =>
  (await readdir(uploadsDir(dataDir)).catch(() => [] as string[])).sort();

/** Fetches a served upload as its bytes, whatever its type. */
export const fetchBytes = (baseUrl: string, url: string) =>
  request(baseUrl)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
