import { randomUUID } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAgent } from '../testing/agents';
import { sessionCookie, startTestServer, type TestServer } from '../testing/test-server';
import { MAX_UPLOAD_BYTES } from './images';
import {
  fetchBytes,
  GPS_POINTER,
  HTML_PAGE,
  makeJpegWithGps,
  makePng,
  storedUploads,
} from './test-images';

const TOO_LARGE = 'File size exceeds the maximum limit of 5MB';
const CSP = "default-src 'none'; img-src 'self'; sandbox";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const signedIn = async () => {
  const agent = await userAgent(server, 'athlete');
  return { agent, id: agent.userId };
};

const storedFiles = () => storedUploads(server.ctx.config.dataDir);

describe('uploading a photo', () => {
  it('stores a PNG as a WebP under a name of its own and serves it as an inert image', async () => {
    const { agent, id } = await signedIn();
    const response = await agent
      .post('/api/upload')
      .attach('file', await makePng(40, 20), {
        filename: '../../etc/me.png',
        contentType: 'image/png',
      })
      .expect(200);
    expect(response.body).toEqual({
      success: true,
      fileUrl: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.webp$/),
      message: 'File uploaded successfully',
    });

    const served = await fetchBytes(server.url, response.body.fileUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(CSP);
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({
      format: 'webp',
      width: 40,
      height: 20,
    });

    const recorded = await server.ctx.store.readAll({ types: ['PhotoUploaded'] });
    expect(recorded.map((e) => e.data)).toContainEqual({
      userId: id,
      fileUrl: response.body.fileUrl,
      uploadedAt: expect.any(String),
    });
  });

  it('serves a phone photo upright and without its EXIF or GPS position', async () => {
    const { agent } = await signedIn();
    const photo = await makeJpegWithGps(40, 20);
    expect((await sharp(photo).metadata()).exif?.includes(GPS_POINTER)).toBe(true);
    const response = await agent
      .post('/api/upload')
      .attach('file', photo, { filename: 'IMG_0001.jpg', contentType: 'image/jpeg' })
      .expect(200);
    const served = await fetchBytes(server.url, response.body.fileUrl).expect(200);
    const metadata = await sharp(served.body as Buffer).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
    expect((served.body as Buffer).includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('refuses an HTML page named .jpg and sent as image/jpeg, and stores nothing', async () => {
    const { agent } = await signedIn();
    const before = await storedFiles();
    const response = await agent
      .post('/api/upload')
      .attach('file', HTML_PAGE, { filename: 'cute-cat.jpg', contentType: 'image/jpeg' })
      .expect(400);
    expect(response.body.message).toBe('Only images can be uploaded: JPEG, PNG, WebP or GIF');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file one byte over 5 MB with 413 and the specification message', async () => {
    const { agent } = await signedIn();
    const response = await agent
      .post('/api/upload')
      .attach('file', Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), {
        filename: 'big.png',
        contentType: 'image/png',
      })
      .expect(413);
    expect(response.body.message).toBe(TOO_LARGE);
  });

  it('refuses a request that announces far more than 5 MB before reading any of it', async () => {
    const registered = await request(server.url)
      .post('/api/register')
      .send({
        username: `big_${randomUUID().slice(0, 8)}`,
        email: 'big@example.com',
        password: 'pass-word',
        role: 'fan',
      })
      .expect(201);
    const cookie = sessionCookie(registered) ?? '';
    const { port } = new URL(server.url);
    // Only the headers are sent: the answer must come without waiting for 50 MB of body.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const call = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/upload',
          headers: {
            cookie,
            'content-type': 'multipart/form-data; boundary=xyz',
            'content-length': String(50 * 1024 * 1024),
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      call.on('error', reject);
      call.flushHeaders();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe(TOO_LARGE);
  });

  it('reads a file of exactly 5 MB (and then judges it by its content)', async () => {
    const { agent } = await signedIn();
    const response = await agent
      .post('/api/upload')
      .attach('file', Buffer.alloc(MAX_UPLOAD_BYTES, 1), {
        filename: 'big.png',
        contentType: 'image/png',
      })
      .expect(400);
    expect(response.body.message).toBe('Only images can be uploaded: JPEG, PNG, WebP or GIF');
  });

  it('answers malformed uploads with 400 and what to do, never 500', async () => {
    const { agent } = await signedIn();
    const png = await makePng();
    const cases = [
      [
        agent.post('/api/upload').attach('file', png, 'a.png').attach('file', png, 'b.png'),
        'Send one file at a time',
      ],
      [
        agent.post('/api/upload').attach('photo', png, 'a.png'),
        'The image must be sent in the form field "file"',
      ],
      [
        agent.post('/api/upload').field('caption', 'me').attach('file', png, 'a.png'),
        'Send only the file, with no other form fields',
      ],
      [
        agent.post('/api/upload').field('caption', 'me'),
        'Send only the file, with no other form fields',
      ],
      [
        agent.post('/api/upload').send({ file: 'data:image/png;base64,AAAA' }),
        'No file was sent: choose an image and send it in the form field "file"',
      ],
      [
        agent
          .post('/api/upload')
          .set('Content-Type', 'multipart/form-data; boundary=xyz')
          .send(
            '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
          ),
        'The upload was not a well-formed multipart form',
      ],
    ] as const;
    for (const [call, message] of cases) {
      const response = await call;
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });

  it('needs a signed-in user, and stores nothing for anyone else', async () => {
    const before = await storedFiles();
    const response = await request(server.url)
      .post('/api/upload')
      .attach('file', await makePng(), 'a.png')
      .expect(401);
    expect(response.body.message).toEqual(expect.any(String));
    expect(await storedFiles()).toEqual(before);
  });

  it('limits uploads per user with 429', async () => {
    const { agent, id } = await signedIn();
    await server.ctx.limits.uploadsByUser.penalty(id, server.ctx.limits.uploadsByUser.points);
    const response = await agent
      .post('/api/upload')
      .attach('file', await makePng(), 'a.png')
      .expect(429);
    expect(response.body.message).toMatch(/too many uploads/i);
  });
});

describe('serving uploads', () => {
  it('answers an unknown file or the folder itself with 404, not the site', async () => {
    for (const url of [
      `/uploads/${'0'.repeat(32)}.webp`,
      '/uploads/',
      '/uploads',
      '/uploads/../package.json',
    ]) {
      const response = await request(server.url).get(url).expect(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
