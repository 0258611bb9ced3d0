import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserSkipReason,
  launchBrowser,
  seriousA11yViolations,
} from '../../../services/src/testing/browser';

const skipReason = browserSkipReason('web-public');

/** The check every browser suite leans on finds what it should. */
describe.skipIf(skipReason)('the accessibility check of the browser suites', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('names each serious violation of a page, and none of a sound one', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head>
      <body><main><h1>Check</h1>
        <button type="button"></button>
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
        <p style="color:#777;background:#888">Hard to read</p>
        <iframe srcdoc="<p>inside</p>"></iframe>
      </main></body></html>`);
    const found = await seriousA11yViolations(page);
    expect(found.map((line) => line.split(' ')[0]).sort()).toEqual([
      'button-name',
      'color-contrast',
      'frame-title',
      'image-alt',
    ]);
    // A frame's element is checked (its title), not what it shows: the sites' only frames are
    // video players of other sites (see seriousA11yViolations).

    await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head>
      <body><main><h1>Check</h1><button type="button">Vote</button>
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="A dot">
        <iframe title="A note" srcdoc="<p>inside</p>"></iframe></main></body></html>`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });
});
