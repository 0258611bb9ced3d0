import { describe, expect, it } from 'vitest';
import { fillSlots, HEAD_SLOT, ROOT_SLOT } from './page-slots';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>NOLA Sports</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/home-D4.js">
    ${HEAD_SLOT}
  </head>
  <body><div id="root">${ROOT_SLOT}</div></body>
</html>`;

describe('fillSlots', () => {
  it("puts React's hints in the head and its markup in #root, the page's scripts untouched", () => {
    const html = fillSlots(
      PAGE,
      '<link rel="preload" as="image" href="/hero.avif"/><main><h1>More than a game</h1></main>',
    );
    expect(html).toContain('<link rel="preload" as="image" href="/hero.avif"/>\n  </head>');
    expect(html).toContain('<div id="root"><main><h1>More than a game</h1></main></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-D4.js">');
  });

  it('empties both slots of a page the browser renders', () => {
    const html = fillSlots(PAGE);
    expect(html).not.toContain('<!--');
    expect(html).toContain('<div id="root"></div>');
  });

  it('writes markup with `$` in it as it is', () => {
    expect(fillSlots(PAGE, "<p>$& $' $$</p>")).toContain("<p>$& $' $$</p>");
  });

  it('refuses a page without its slots', () => {
    expect(() => fillSlots(PAGE.replace(ROOT_SLOT, ''))).toThrow(/no <!--app-head--> or/);
  });
});
