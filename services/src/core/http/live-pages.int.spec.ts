import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirstScreen } from './live-pages';
import { serveSpa } from './spa';

/**
 * A built site as the build leaves it (web-public/build-tools/prerender.ts): dist/ with the
 * built /shop page, and dist-server/ beside it with a renderer and the page's empty template.
 * The renderer here writes what it was given into the page and counts its renders in a global
 * (it is loaded as its own module, as the server loads the real one).
 */
let root: string;
let stock: { name: string; left: number }[];
let failReads = false;
let app: express.Express;

const renders = () => (globalThis as { liveRenders?: number }).liveRenders ?? 0;

const RENDERER = `
export async function renderDocument(template, url, answersJson) {
  globalThis.liveRenders = (globalThis.liveRenders ?? 0) + 1;
  const products = JSON.parse(answersJson)['/api/products'];
  if (products.some((p) => p.name === 'Broken')) throw new Error('the page cannot be drawn');
  const cards = products.map((p) => '<article>' + p.name + ': ' + p.left + ' left</article>').join('');
  return template.replace('<!--app-html-->', '<h1>' + url + '</h1>' + cards)
    .replace('<!--app-head-->', '<script type="application/json">' + answersJson + '</script>');
}
`;

const shopScreen: FirstScreen = async (req) => {
  if (failReads) throw new Error('the read model is away');
  const category = req.query.category === 'caps' ? '?category=caps' : '';
  return { url: `/shop${category}`, answers: { '/api/products': stock } };
};

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'live-pages-'));
  const dist = path.join(root, 'dist');
  const server = path.join(root, 'dist-server');
  mkdirSync(dist);
  mkdirSync(path.join(server, 'pages'), { recursive: true });
  const template =
    '<!doctype html><head><!--app-head--></head><div id="root"><!--app-html--></div>';
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>site</title>');
  writeFileSync(path.join(dist, 'shop.html'), template.replace('<!--app-html-->', 'built page'));
  writeFileSync(path.join(dist, 'pages.json'), JSON.stringify({ '/shop': 'shop.html' }));
  writeFileSync(path.join(server, 'entry-server.mjs'), RENDERER);
  writeFileSync(path.join(server, 'pages', 'shop.html'), template);
  app = express();
  serveSpa(app, '/', dist, new Map([['/shop', shopScreen]]));
});

beforeEach(() => {
  stock = [{ name: 'Crest cap', left: 3 }];
  failReads = false;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('a page rendered when it is asked for', () => {
  it('shows what its answers say now, and carries them in its head', async () => {
    const res = await request(app).get('/shop').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<article>Crest cap: 3 left</article>');
    expect(res.text).toContain('"/api/products":[{"name":"Crest cap","left":3}]');
    expect(res.text).not.toContain('built page');

    stock = [{ name: 'Crest cap', left: 1 }];
    expect((await request(app).get('/shop').expect(200)).text).toContain('Crest cap: 1 left');
  });

  it('is rendered once for each address and state of its answers, whatever else the query says', async () => {
    stock = [{ name: `Tee ${Math.random()}`, left: 5 }];
    const before = renders();
    for (const url of ['/shop', '/shop?utm_source=mail', '/shop/']) {
      expect((await request(app).get(url).expect(200)).text).toContain('<h1>/shop</h1>');
    }
    expect(renders() - before).toBe(1);

    const caps = await request(app).get('/shop?category=caps').expect(200);
    expect(caps.text).toContain('<h1>/shop?category=caps</h1>');
    expect(renders() - before).toBe(2);
  });

  it('goes out compressed as the browser accepts', async () => {
    const br = await request(app).get('/shop').set('Accept-Encoding', 'br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.text).toContain('Crest cap: 3 left');
    const gzip = await request(app).get('/shop').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toContain('Crest cap: 3 left');
  });

  it('is the built page when its answers cannot be read, or it cannot be drawn, and the error is logged', async () => {
    failReads = true;
    const away = await request(app).get('/shop').expect(200);
    expect(away.text).toContain('built page');

    failReads = false;
    stock = [{ name: 'Broken', left: 1 }];
    const broken = await request(app).get('/shop').expect(200);
    expect(broken.text).toContain('built page');
    expect(console.error).toHaveBeenCalledTimes(2);
    expect(vi.mocked(console.error).mock.calls[1]?.[1]).toEqual(
      new Error('the page cannot be drawn'),
    );
  });

  it('is the built page on a site whose renderer was not built', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'live-pages-bare-'));
    try {
      mkdirSync(path.join(bare, 'dist'));
      writeFileSync(path.join(bare, 'dist', 'index.html'), '<!doctype html><p>bare site</p>');
      const plain = express();
      serveSpa(plain, '/', path.join(bare, 'dist'), new Map([['/shop', shopScreen]]));
      expect((await request(plain).get('/shop').expect(200)).text).toContain('bare site');
      expect(console.error).not.toHaveBeenCalled();
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
