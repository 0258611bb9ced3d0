import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, userAgent } from '../../src/testing/agents';
import { startTestServer, type TestServer } from '../../src/testing/test-server';
import {
  fetchBytes,
  GPS_POINTER,
  makeJpegWithGps,
  makePng,
  storedUploads,
} from '../../src/uploads/test-images';

/**
 * Issue 7 item 11 (ASVS 5.0 V5 File handling), end to end through POST /api/upload as a
 * signed-in user: the size cap, files that are (also) web pages, metadata stripping, and an
 * image that claims a canvas far too large to decode.
 */
const MB = 1024 * 1024;
const TOO_LARGE = 'File size exceeds the maximum limit of 5MB';
/** The most the server's memory may grow while refusing the 50,000 × 50,000 image. */
const RSS_BUDGET_MB = Number(process.env.SECURITY_UPLOAD_RSS_MB ?? 200);

let server: TestServer;
let agent: Agent;
beforeAll(async () => {
  server = await startTestServer();
  agent = await userAgent(server, 'athlete');
});
afterAll(() => server?.close());

const storedCount = async () => (await storedUploads(server.ctx.config.dataDir)).length;

const upload = (bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
  agent.post('/api/upload').attach('file', bytes, { filename, contentType });

/** A PNG chunk: length, type, data and its CRC-32. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let crc = ~0;
  for (const byte of body) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(~crc >>> 0);
  return Buffer.concat([length, body, check]);
}

/** A valid-looking PNG of a few hundred bytes whose header claims width × height pixels. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  // The first rows only: a decoder that tried would have to allocate the whole canvas first.
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG with a comment segment (COM, 0xFFFE) inserted right after its start marker. */
function withJpegComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    text,
    jpeg.subarray(2),
  ]);
}

describe('upload size', () => {
  it('refuses 5 MB + 1 byte with 413 and the specification message, storing nothing', async () => {
    const before = await storedCount();
    const photo = await makeJpegWithGps();
    const oversized = Buffer.concat([photo, Buffer.alloc(5 * MB + 1 - photo.length)]);
    expect(oversized.length).toBe(5 * MB + 1);
    const response = await upload(oversized).expect(413);
    expect(response.body.message).toBe(TOO_LARGE);
    expect(await storedCount()).toBe(before);
    console.log(
      `[security] upload of ${oversized.length} bytes (5 MB + 1) answered ${response.status}`,
    );
  });
});

describe('files that are, or also are, web pages', () => {
  const page = '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>';
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

  const cases: Array<[string, () => Promise<Buffer>]> = [
    ['an HTML page renamed .jpg', async () => Buffer.from(page)],
    ['an SVG with script renamed .jpg', async () => Buffer.from(svg)],
    [
      'a JPEG carrying <script> in a comment segment',
      async () => withJpegComment(await makeJpegWithGps(), '<script>alert(1)</script>'),
    ],
    [
      'a JPEG with an HTML page appended after its end marker',
      async () => Buffer.concat([await makeJpegWithGps(), Buffer.from(page)]),
    ],
    [
      'a PNG with an SVG appended after IEND',
      async () => Buffer.concat([await makePng(), Buffer.from(svg)]),
    ],
    [
      'a PNG with PHP in a text chunk',
      async () =>
        sharp(await makePng())
          .png()
          .withMetadata()
          .toBuffer()
          .then((png) => {
            const iend = png.length - 12;
            const text = pngChunk('tEXt', Buffer.from('Comment\0<?php system($_GET[0]); ?>'));
            return Buffer.concat([png.subarray(0, iend), text, png.subarray(iend)]);
          }),
    ],
  ];

  it.each(cases)('refuses %s with 400 and stores nothing', async (_name, make) => {
    const before = await storedCount();
    const response = await upload(await make()).expect(400);
    expect(response.body.message).toMatch(/Only images can be uploaded|web page or script/);
    expect(response.body.errors).toEqual({ file: response.body.message });
    expect(await storedCount()).toBe(before);
  });

  it('still accepts the same JPEG without the markup', async () => {
    const response = await upload(withJpegComment(await makeJpegWithGps(), 'Shot at practice'));
    expect(response.status).toBe(200);
  });
});

describe('metadata', () => {
  it('serves a phone photo re-encoded as WebP with no EXIF and no GPS position', async () => {
    const photo = await makeJpegWithGps(64, 48);
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.includes(GPS_POINTER)).toBe(true);
    expect(photo.includes('PhoneCo')).toBe(true);

    const { body } = await upload(photo).expect(200);
    const served = await fetchBytes(server.url, body.fileUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');

    const bytes = served.body as Buffer;
    const stored = await sharp(bytes).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(bytes.includes('PhoneCo')).toBe(false);
    expect(bytes.includes(Buffer.from('EXIF'))).toBe(false);
    // Orientation 6 was applied to the pixels, not carried over as a tag.
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 48, height: 64 });
    console.log(
      `[security] EXIF bytes sent ${sent.exif?.length ?? 0}, EXIF bytes served ${stored.exif?.length ?? 0}`,
    );
  });
});

describe('decompression bombs', () => {
  it('refuses a 50,000 × 50,000 pixel image before decoding it, in bounded memory', async () => {
    const bomb = pngClaiming(50_000, 50_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 50_000,
      height: 50_000,
    });
    const before = await storedCount();
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    const response = await upload(bomb, 'huge.png', 'image/png');
    const elapsed = performance.now() - started;
    clearInterval(sample);
    peak = Math.max(peak, process.memoryUsage().rss);
    const riseMb = (peak - rssBefore) / MB;

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'The image is too large: at most 50 megapixels can be uploaded',
    );
    expect(await storedCount()).toBe(before);
    // Decoding would need 50,000² × 3 bytes = 7.5 GB; refusing it costs next to nothing.
    expect(riseMb).toBeLessThan(RSS_BUDGET_MB);
    console.log(
      `[security] 50,000 x 50,000 PNG (${bomb.length} bytes) refused with ${response.status} in ${elapsed.toFixed(0)} ms; RSS rise ${riseMb.toFixed(1)} MB (budget ${RSS_BUDGET_MB} MB)`,
    );
  });
});
