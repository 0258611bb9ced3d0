import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { preferredEncoding } from './encoding';
import { type FirstScreen, livePages } from './live-pages';

/** The page the build wrote for each of the site's routes (web-public/build-tools/route-pages.ts). */
function routePages(dir: string): Map<string, string> {
  const file = path.join(dir, 'pages.json');
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

/**
 * The site's route table as its build wrote it (`routes.json`, from web-public's
 * src/app/route-table.ts, the table its router is built from): a test of whether a path is one
 * of its pages, and the page for the others. Without the file (an older or a test build) every
 * path counts as a page, as the site's router decides alone.
 */
function routeTable(dir: string): { exists: (route: string) => boolean; notFound?: string } {
  const file = path.join(dir, 'routes.json');
  if (!existsSync(file)) return { exists: () => true };
  const table = JSON.parse(readFileSync(file, 'utf8')) as { paths: string[]; notFound: string };
  const patterns = table.paths.map(routePattern);
  return {
    exists: (route) => patterns.some((pattern) => pattern.test(route)),
    notFound: table.notFound,
  };
}

/**
 * A route path as react-router matches it: `:name` is one segment, a final `*` the rest; case
 * does not matter, nor a trailing slash (stripped before the test).
 */
export function routePattern(routePath: string): RegExp {
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${segments.join('') || '/'}$`, 'i');
}

/**
 * Serves a built single-page site under `mount`: its files, its page for each route it has one
 * for, its index.html for the other routes of its table (a `:id` path), and its not-found page
 * with a 404 for any path the table lacks. Text files go out as the Brotli or gzip copies the build wrote beside them
 * (scripts/precompress.ts), whichever the browser accepts, so nothing is compressed per request.
 * A route of `firstScreens` is rendered when asked for, with what it shows now (live-pages.ts),
 * by the renderer the build left beside `dir` (`dist-server`), and is otherwise its built page.
 */
export function serveSpa(
  app: express.Express,
  mount: string,
  dir: string,
  firstScreens: ReadonlyMap<string, FirstScreen> = new Map(),
): void {
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
  const table = routeTable(dir);
  // Which pages have compressed copies (scripts/precompress.ts), looked up once, not per request.
  const copies = new Set(
    ['index.html', ...pages.values(), ...(table.notFound ? [table.notFound] : [])]
      .flatMap((page) => [`${page}.br`, `${page}.gz`])
      .filter((copy) => existsSync(path.join(dir, copy))),
  );
  const live = livePages(path.join(path.dirname(dir), 'dist-server'), firstScreens);
  app.get(mount === '/' ? '/{*path}' : [mount, `${mount}/{*path}`], async (req, res) => {
    const route = req.path.length > 1 ? req.path.replace(/\/$/, '') : req.path;
    const local = mount === '/' ? route : route.slice(mount.length) || '/';
    const known = table.exists(local);
    const page = (known ? pages.get(route) : table.notFound) ?? 'index.html';
    if (known && live.has(route) && (await live.send(req, res, route, page))) return;
    if (!known) res.status(404);
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
