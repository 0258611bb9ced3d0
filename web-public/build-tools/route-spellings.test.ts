import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSpa } from '../../services/src/core/http/spa';
import { NOT_FOUND_PAGE, sitePages } from '../src/app/route-table';
import { PAGES_FILE, ROUTES_FILE, routeFiles } from './route-pages';

// The server answering the tables the build writes from the real route table (vite.config.ts:
// routePages(sitePages(), NOT_FOUND_PAGE)), each page a file that names its module.
let dir: string;
let app: express.Express;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'spellings-'));
  const { known, pages } = routeFiles(sitePages(), NOT_FOUND_PAGE);
  writeFileSync(path.join(dir, ROUTES_FILE), JSON.stringify(known));
  writeFileSync(path.join(dir, PAGES_FILE), JSON.stringify(pages));
  writeFileSync(path.join(dir, 'index.html'), '<title>index</title>');
  for (const file of [...Object.values(pages), known.notFound])
    writeFileSync(path.join(dir, file), `<title>${file}</title>`);
  app = express();
  serveSpa(app, '/', dir);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('YouScout under both spellings, as the server answers the built site', () => {
  it.each([
    ['/you-scout', 'you-scout.html'],
    ['/youscout', 'you-scout.html'],
    ['/you-scout/leaderboard', 'you-scout-leaderboard.html'],
    ['/youscout/leaderboard', 'you-scout-leaderboard.html'],
    // A path with a `:id` segment gets index.html, and the router picks its page.
    ['/you-scout/nomination/0f8c7a52-5d0e-4c8e-9a0c-3b1f9d2e7a11', 'index'],
    ['/youscout/nomination/0f8c7a52-5d0e-4c8e-9a0c-3b1f9d2e7a11', 'index'],
  ])('answers %s 200 with its page', async (url, file) => {
    const page = await request(app).get(url);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<title>${file}</title>`);
  });

  it.each(['/you-scout/xyz', '/youscout/xyz', '/youscout/leaderboard/extra', '/you-scouting'])(
    'answers %s, which the table lacks, 404 with the not-found page',
    async (url) => {
      const page = await request(app).get(url);
      expect(page.status).toBe(404);
      expect(page.text).toContain('<title>not-found.html</title>');
    },
  );
});
