import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { Request, Response } from 'express';
import { type Encoding, preferredEncoding } from './encoding';

/**
 * What a page of the public site shows on its first screen when it is asked for: the address to
 * render it at (its path, and only the query it depends on, so any other query gets the same
 * page), and the API's answers it shows, by the call's path (`/api/shop/products`), each what that
 * call would answer now. An area offers these for its routes (ServiceArea.firstScreens).
 */
export type FirstScreen = (
  req: Request,
) => Promise<{ url: string; answers: Readonly<Record<string, unknown>> }>;

/** web-public/src/entry-server.tsx, as the build leaves it (build-tools/prerender.ts). */
type Renderer = {
  renderDocument(template: string, url: string, answersJson: string): Promise<string>;
};

/** A page as rendered once, and its compressed copies, each made when first asked for. */
type Rendered = { html: string; copies: Map<Encoding, Promise<Buffer>> };

/** Pages kept: each is one address's first screen at one state of its answers. */
const KEPT = 32;

const compress: Record<Encoding, (html: string) => Promise<Buffer>> = {
  br: (html) => promisify(brotliCompress)(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html) => promisify(gzip)(html, { level: 6 }),
};

/**
 * The public site's pages rendered when they are asked for, with what their first screen shows
 * now (the shop's catalogue with its stock), not what it showed when the site was built: the
 * browser paints the products before any script has run, and React adopts them as they stand.
 * `rendererDir` is the site's renderer (web-public/dist-server: its entry and each prerendered
 * route's empty page); without it, or when rendering fails, `send` answers false and the caller
 * sends the page the build wrote, whose script then asks the API itself. A page is rendered once
 * per address and state of its answers: the answers are read on every request, the markup only
 * when they change.
 */
export function livePages(rendererDir: string, screens: ReadonlyMap<string, FirstScreen>) {
  const entry = path.join(rendererDir, 'entry-server.mjs');
  const available = screens.size > 0 && existsSync(entry);
  let renderer: Promise<Renderer> | undefined;
  const templates = new Map<string, Promise<string>>();
  const kept = new Map<string, Rendered>();

  const render = async (page: string, url: string, answersJson: string): Promise<Rendered> => {
    const key = `${url}\n${createHash('sha256').update(answersJson).digest('base64url')}`;
    const hit = kept.get(key);
    if (hit) {
      // The most recently used go last: the first is the one to forget.
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    renderer ??= import(pathToFileURL(entry).href) as Promise<Renderer>;
    if (!templates.has(page)) {
      templates.set(page, readFile(path.join(rendererDir, 'pages', page), 'utf8'));
    }
    const html = await (await renderer).renderDocument(
      // biome-ignore lint/style/noNonNullAssertion: set just above.
      await templates.get(page)!,
      url,
      answersJson,
    );
    const rendered = { html, copies: new Map() };
    kept.set(key, rendered);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
    return rendered;
  };

  return {
    /** Whether `route` is one of these pages (and there is a renderer to render it). */
    has: (route: string) => available && screens.has(route),

    /**
     * Sends `route`'s page (the build's `page` file) rendered now; false, having sent nothing,
     * when it could not be (the error is logged).
     */
    async send(req: Request, res: Response, route: string, page: string): Promise<boolean> {
      const screen = screens.get(route);
      if (!available || !screen) return false;
      let rendered: Rendered;
      try {
        const { url, answers } = await screen(req);
        rendered = await render(page, url, JSON.stringify(answers));
      } catch (error) {
        console.error(`the page ${route} could not be rendered; sending the built one`, error);
        return false;
      }
      res.set('Cache-Control', 'no-cache').vary('Accept-Encoding').type('html');
      const encoding = preferredEncoding(req);
      if (!encoding) {
        res.send(rendered.html);
        return true;
      }
      let copy = rendered.copies.get(encoding);
      if (!copy) {
        copy = compress[encoding](rendered.html);
        rendered.copies.set(encoding, copy);
      }
      res.set('Content-Encoding', encoding).send(await copy);
      return true;
    },
  };
}
