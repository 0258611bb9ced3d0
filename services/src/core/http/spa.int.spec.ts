import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../../scripts/precompress';
import { serveSpa } from './spa';

const script = `console.log(${JSON.stringify('NOLA 100 '.repeat(400))});`;
let dir: string;
let app: express.Express;

let server: Server;

/** The bytes as they came over the wire (supertest would undo the encoding). */
function raw(
  url: string,
  acceptEncoding: string,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ port, path: url, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'spa-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>site</title>');
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(
    path.join(dir, 'leaderboard.html'),
    `<!doctype html><title>board</title>${'<p>prerendered row</p>'.repeat(200)}`,
  );
  writeFileSync(
    path.join(dir, 'pages.json'),
    JSON.stringify({ '/leaderboard': 'leaderboard.html' }),
  );
  precompress(dir);
  app = express();
  serveSpa(app, '/', dir);
  server = app.listen(0);
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving a built site', () => {
  it('sends the Brotli copy to a browser that takes Brotli, as JavaScript, cached for good', async () => {
    const res = await raw('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.body.length).toBeLessThan(script.length / 10);
  });

  it('sends gzip to a client that takes only gzip, and the file itself to one that takes neither', async () => {
    const gz = await raw('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await raw('/assets/app-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('leaves small files alone and answers any other path with index.html', async () => {
    const robots = await request(app).get('/robots.txt').set('Accept-Encoding', 'br');
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.text).toBe('User-agent: *\n');

    const page = await request(app).get('/somewhere/else').set('Accept-Encoding', 'br');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toContain('<title>site</title>');
  });

  it('sends the Brotli copy of a route page to a browser that takes it', async () => {
    const res = await raw('/leaderboard', 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toContain('<title>board</title>');
  });

  it('answers a route with the page the build wrote for it, with or without a trailing slash', async () => {
    for (const url of ['/leaderboard', '/leaderboard/']) {
      const page = await request(app).get(url);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<title>board</title>');
    }
  });
});

describe('a site whose build wrote its route table (routes.json)', () => {
  let site: string;
  let routed: express.Express;

  beforeAll(() => {
    site = mkdtempSync(path.join(tmpdir(), 'spa-routes-'));
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>NOLA Sports</title>');
    writeFileSync(path.join(site, 'leaderboard.html'), '<!doctype html><title>NOLA 100</title>');
    writeFileSync(
      path.join(site, 'not-found.html'),
      '<!doctype html><title>404 Page Not Found | NOLA Sports</title>',
    );
    writeFileSync(
      path.join(site, 'pages.json'),
      JSON.stringify({ '/leaderboard': 'leaderboard.html' }),
    );
    writeFileSync(
      path.join(site, 'routes.json'),
      JSON.stringify({ paths: ['/', '/leaderboard', '/prospect/:id'], notFound: 'not-found.html' }),
    );
    precompress(site);
    routed = express();
    serveSpa(routed, '/', site);
  });

  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it.each(['/no-such-page', '/leaderboard/extra', '/prospect', '/prospect/1/2', '/you-scout'])(
    'answers %s, a path the site has no page for, 404 with the not-found page and its title',
    async (url) => {
      const page = await request(routed).get(url).set('Accept-Encoding', 'br');
      expect(page.status).toBe(404);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.text).toContain('<title>404 Page Not Found | NOLA Sports</title>');
    },
  );

  it.each([
    ['/', 'NOLA Sports'],
    ['/leaderboard', 'NOLA 100'],
    ['/LeaderBoard/', 'NOLA Sports'],
    ['/prospect/0f8c7a52-5d0e-4c8e-9a0c-3b1f9d2e7a11', 'NOLA Sports'],
  ])('answers %s, a route of the table (dynamic ones too), 200', async (url, title) => {
    const page = await request(routed).get(url);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<title>${title}</title>`);
  });

  it('still serves the files themselves, and 404s a missing one', async () => {
    expect((await request(routed).get('/index.html')).status).toBe(200);
    expect((await request(routed).get('/assets/missing-abc123.js')).status).toBe(404);
  });
});
