import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE } from '../src/app/route-table';
import { withTitle } from './route-pages';

const PAGE = '<!doctype html><html><head><title>NOLA Sports — Train hard.</title></head></html>';

describe('withTitle', () => {
  it("gives a page its own title in place of index.html's, escaped", () => {
    expect(withTitle(PAGE, NOT_FOUND_PAGE.title)).toContain(
      '<title>404 Page Not Found | NOLA Sports</title>',
    );
    expect(withTitle(PAGE, 'Q&A <b> $& $1')).toContain('<title>Q&amp;A &lt;b> $&amp; $1</title>');
  });

  it('refuses a page without a title', () => {
    expect(() => withTitle('<html></html>', 'x')).toThrow(/no <title>/);
  });
});
