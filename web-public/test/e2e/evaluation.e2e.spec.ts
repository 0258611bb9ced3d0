import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserSkipReason,
  collectPageErrors,
  launchBrowser,
  newContext,
  screenshot,
  seriousA11yViolations,
  signedInContext,
  type VIEWPORTS,
} from '../../../services/src/testing/browser';
import { startTestServer, type TestServer } from '../../../services/src/testing/test-server';

const skipReason = browserSkipReason('web-public');
if (skipReason) console.warn(`Prospect evaluation browser suite skipped: ${skipReason}`);

const MESSAGES = [
  'Name is required',
  'Invalid email address',
  'Valid phone number is required',
  'Player name is required',
  'Valid age is required',
  'Position is required',
  'School/team is required',
];

describe.skipIf(skipReason)('the prospect evaluation request in a browser', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A browser profile signed in as a newly registered parent (the cookie lands in it). */
  const signedIn = async (viewport: keyof typeof VIEWPORTS): Promise<BrowserContext> =>
    (await signedInContext(browser, server.url, 'parent', viewport)).context;

  async function openForm(page: Page) {
    await page.goto('/prospect-evaluation');
    await page.getByRole('heading', { name: "Think You're a Top Prospect?" }).waitFor();
  }

  it('signed out, the page sends the visitor to /auth', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/prospect-evaluation');
    await page.waitForURL((url) => url.pathname === '/auth');
    await context.close();
  });

  it('an empty submit shows every message beside its field', async () => {
    const context = await signedIn('desktop');
    const page = await context.newPage();
    await openForm(page);
    const form = page.getByRole('form', { name: 'Evaluation request' });
    await form.getByRole('button', { name: 'Request an Evaluation' }).click();
    for (const message of MESSAGES) await form.getByText(message, { exact: true }).waitFor();
    expect(await form.getByLabel(/^Player age/).getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });

  it('signed in, a parent sends a request and is thanked', async () => {
    const context = await signedIn('desktop');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await openForm(page);
    await page.getByRole('heading', { name: 'Why Get Evaluated?' }).waitFor();
    for (const benefit of [
      'Professional Assessment',
      'Elite Network',
      'Personalized Development Plan',
      'NOLA Top 100 Consideration',
      'Boost Confidence',
    ])
      await page.getByText(benefit, { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'evaluation-desktop');

    const form = page.getByRole('form', { name: 'Evaluation request' });
    await form.getByLabel(/^Parent\/guardian name/).fill('Monique Batiste');
    await form.getByLabel(/^Email/).fill('monique@example.com');
    await form.getByLabel(/^Phone/).fill('(504) 555-0123');
    await form.getByLabel(/^Player name/).fill('Andre Batiste');
    await form.getByLabel(/^Player age/).fill('15');
    await form.getByLabel(/^Primary position/).selectOption('SS');
    await form.getByLabel(/^School or team/).fill('Jesuit High School');
    await page
      .getByLabel(/^Additional information/)
      .fill('Hit .410 this spring; 84 mph exit velo.');
    await form.getByRole('button', { name: 'Request an Evaluation' }).click();

    await page.getByText('Evaluation Request Submitted', { exact: true }).waitFor();
    const thanks = page.getByRole('heading', { name: 'Thank You!' });
    await thanks.waitFor();
    expect(await form.count()).toBe(0);
    // The card is in view, its heading below the fixed header, not above the screen.
    const heading = await thanks.boundingBox();
    const viewport = page.viewportSize();
    expect(heading && viewport).toBeTruthy();
    if (heading && viewport) {
      expect(heading.y).toBeGreaterThanOrEqual(64);
      expect(heading.y + heading.height).toBeLessThanOrEqual(viewport.height);
    }
    const card = await page.getByTestId('thank-you').boundingBox();
    expect(card?.y).toBeGreaterThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'evaluation-thanks');

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Return to Top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('phone: the form fits the screen', async () => {
    const context = await signedIn('phone');
    const page = await context.newPage();
    await openForm(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'evaluation-phone');
    await context.close();
  });
});
