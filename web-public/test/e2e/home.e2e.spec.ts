import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserSkipReason,
  collectPageErrors,
  launchBrowser,
  newContext,
  screenshot,
  seriousA11yViolations,
  VIEWPORTS,
} from '../../../services/src/testing/browser';
import { startTestServer, type TestServer } from '../../../services/src/testing/test-server';

const skipReason = browserSkipReason('web-public');
if (skipReason) console.warn(`Home page browser suite skipped: ${skipReason}`);

/** Document 1 §2's sections that carry an anchor, in page order. */
const ANCHORS = [
  'hero',
  'about',
  'solutions',
  'relationship-management',
  'leadership',
  'podcast',
  'contact',
  'prospects',
  'matchups',
];

const CONTACT_MESSAGES = [
  'Name must be at least 2 characters',
  'Please enter a valid email address',
  'Organization must be at least 2 characters',
  'Message must be at least 10 characters',
];

const field = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });

/** Scrolls the whole page so every lazy image loads, then returns to the top. */
async function loadEverything(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) =>
        image.complete ? null : new Promise((resolve) => image.addEventListener('load', resolve)),
      ),
    ),
  );
}

describe.skipIf(skipReason)('the home page in a browser', { timeout: 120_000 }, () => {
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

  async function openHome(viewport: keyof typeof VIEWPORTS = 'desktop', path = '/') {
    const context = await newContext(browser, server.url, viewport);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: /train hard/i }).waitFor();
    return { context, page, errors };
  }

  it('renders every section anchor, in order, under one h1', async () => {
    const { context, page, errors } = await openHome();

    // The app shell's notification region is a section too; it is not the page's.
    const ids = await page.$$eval('section[id]:not(#notifications)', (sections) =>
      sections.map((s) => s.id),
    );
    expect(ids).toEqual(ANCHORS);
    expect(await page.locator('h1').count()).toBe(1);
    await page.getByRole('heading', { name: 'Ready to transform your sports program?' }).waitFor();
    await page.getByRole('heading', { name: 'Trusted by the people who run the parks' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('paints its first screen while its scripts are held back, then hydrates', async () => {
    // A visitor who has not asked for less motion (the suite's other pages have).
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: VIEWPORTS.phone,
      reducedMotion: 'no-preference',
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    // The module scripts do not hold back the first paint of the prerendered screen.
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('#hero [data-running]').count()).toBe(0);

    release();
    // Hydrated: the hero's data lines move once React has the page and the hero is in view.
    await page.locator('#hero [data-running]').waitFor({ state: 'attached' });

    // Sections off screen keep their lines still; the one on screen moves them.
    const running = (id: string) =>
      page.locator(`#${id} div[data-tone][aria-hidden="true"]`).getAttribute('data-running');
    expect(await running('hero')).toBe('true');
    expect(await running('matchups')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fetches its scripts only once the hero has painted, then hydrates', async () => {
    const { context, page, errors } = await openHome('phone');
    // Hydrated: React keeps its fiber on the nodes it has taken over.
    await page.waitForFunction(() => {
      const heading = document.querySelector('h1');
      return heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
    });
    const { heroPaint, firstScript } = await page.evaluate(async () => {
      const paints = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      const hero = paints.find((entry) =>
        (entry as LargestContentfulPaint).element?.closest('#hero img'),
      );
      // The page's own modules: all but the boot script that starts them.
      const scripts = performance
        .getEntriesByType('resource')
        .filter(({ name }) => /\/assets\/(?!boot-)[^/]+\.js$/.test(name));
      return {
        heroPaint: hero?.startTime ?? Number.NaN,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    });
    expect(heroPaint).toBeGreaterThan(0);
    expect(firstScript).toBeGreaterThan(heroPaint);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('validates the contact form, then sends it, toasts and empties it', async () => {
    const { context, page, errors } = await openHome('desktop', '/#contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    // Arriving at /#contact lands on the section, 80px below the top of the window.
    await page.waitForFunction(() => {
      const top = document.getElementById('contact')?.getBoundingClientRect().top ?? -1;
      return Math.abs(top - 80) <= 2;
    });

    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const message of CONTACT_MESSAGES) await form.getByText(message).waitFor();

    await field(form, 'Name').fill('Denise Broussard');
    await field(form, 'Email').fill('denise@crescentparks.org');
    await field(form, 'Organization').fill('Crescent City Parks');
    await field(form, 'Message').fill('We would like to talk about a summer baseball clinic.');
    expect(await form.getByText(CONTACT_MESSAGES[0] ?? '').count()).toBe(0);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await page.getByText('Message Sent').waitFor();
    await page
      .getByText('Your message has been saved successfully. Our team will contact you soon.')
      .waitFor();
    for (const label of ['Name', 'Email', 'Organization', 'Message']) {
      expect(await field(form, label).inputValue()).toBe('');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`has no serious accessibility finding at ${viewport} width, and fits it`, async () => {
      const { context, page, errors } = await openHome(viewport);
      await loadEverything(page);

      expect(await seriousA11yViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // A full-page capture of a long page outlasts the context's 10 s default on a busy machine.
      page.setDefaultTimeout(60_000);
      await screenshot(page, `home-${viewport}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
