import { describe, expect, it } from 'vitest';
import { PAGE_MODULES_ID } from '../src/boot/page-modules';
import { deferModules } from './prerender';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>NOLA Sports</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
    <link rel="modulepreload" crossorigin href="/assets/home-D4.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

const listedModules = (html: string) => {
  const json = html.match(
    new RegExp(`<script type="application/json" id="${PAGE_MODULES_ID}">(.*?)</script>`),
  )?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

describe('deferModules', () => {
  it("hands the page's entry and chunks to the loader and leaves nothing that would fetch them", () => {
    const html = deferModules(PAGE, '/assets/boot-x.js');

    expect(listedModules(html)).toEqual({
      entry: '/assets/index-A1.js',
      preload: ['/assets/chunk-B2.js', '/assets/home-D4.js'],
    });
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script async src="/assets/boot-x.js"></script>');
    // The stylesheet stays where it was: the first screen needs it.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C3.css">');
    expect(html.indexOf('boot-x.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('writes the list so that no path in it can close its element', () => {
    const tricky = PAGE.replace('/assets/home-D4.js', '/assets/</script><script>x.js');
    const html = deferModules(tricky, '/assets/boot-x.js');
    expect(listedModules(html)?.preload).toContain('/assets/</script><script>x.js');
  });

  it('refuses a page without exactly one entry script', () => {
    const none = PAGE.replace(/<script type="module"[^>]*><\/script>/, '');
    expect(() => deferModules(none, '/b.js')).toThrow(/one entry script, it has 0/);
    const two = PAGE.replace(
      '</head>',
      '<script type="module" crossorigin src="/x.js"></script></head>',
    );
    expect(() => deferModules(two, '/b.js')).toThrow(/one entry script, it has 2/);
  });
});
