import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { preferredEncoding } from './encoding';

/** The page the build wrote for each of the site's routes (web-public/build-tools/route-pages.ts). */
function routePages(dir: string): Map<string, string> {
  const file = path.join(dir, 'pages.json');
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

/**
 * Serves a built single-page site under `mount`: its files, its page for each route it has one
 * for, and its index.html for every other path. Text files go out as the Brotli or gzip copies the build wrote beside them
 * (scripts/precompress.ts), whichever the browser accepts, so nothing is compressed per request.
 */
export function serveSpa(app: express.Express, mount: string, dir: string): void {
  app.use(
    mount,
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: {
        index: false,
        // Vite names built assets by their content hash, so those never change; the rest may.
        setHeaders: (res, file) =>
          res.setHeader(
            'Cache-Control',
            file.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          ),
      },
    }),
  );
  const pages = routePages(dir);
  // Which pages have compressed copies (scripts/precompress.ts), looked up once, not per request.
  const copies = new Set(
    ['index.html', ...pages.values()]
      .flatMap((page) => [`${page}.br`, `${page}.gz`])
      .filter((copy) => existsSync(path.join(dir, copy))),
  );
  app.get(mount === '/' ? '/{*path}' : [mount, `${mount}/{*path}`], (req, res) => {
    const route = req.path.length > 1 ? req.path.replace(/\/$/, '') : req.path;
    const page = pages.get(route) ?? 'index.html';
    res.set('Cache-Control', 'no-cache').vary('Accept-Encoding');
    // A prerendered page is large (its first screen is in it): its compressed copy, when taken.
    const encoding = preferredEncoding(req);
    const copy = encoding && `${page}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (encoding && copy && copies.has(copy)) {
      res.set('Content-Encoding', encoding).type('html').sendFile(path.join(dir, copy));
      return;
    }
    res.sendFile(path.join(dir, page));
  });
}
