import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAgent } from '../../../services/src/testing/agents';
import {
  browserSkipReason,
  collectPageErrors,
  launchBrowser,
  newContext,
  screenshot,
  signedInContext,
  type VIEWPORTS,
} from '../../../services/src/testing/browser';
import { startTestServer, type TestServer } from '../../../services/src/testing/test-server';
import { NOT_FOUND_PAGE, PAGES, type PagePath } from '../../src/app/route-table';

const skipReason = browserSkipReason('web-public');
if (skipReason) console.warn(`Public screens browser suite skipped: ${skipReason}`);

type Viewport = keyof typeof VIEWPORTS;
const SIZES: Viewport[] = ['phone', 'desktop'];

/** How much wider than the screen the page is; 0 when it fits (no sideways scrolling). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Waits until the page has painted its content: its h1, its fonts, its lazy parts. */
/**
 * Requests under way, by page, but for the notification bell's live stream, which stays open for
 * as long as the page does (so Playwright's 'networkidle' never comes on a signed-in page).
 */
const underWay = new WeakMap<Page, Set<unknown>>();
function trackRequests(page: Page): void {
  const open = new Set<unknown>();
  underWay.set(page, open);
  page.on('request', (request) => {
    if (!request.url().includes('/api/notifications/stream')) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/** The page is drawn: its heading is there, its fonts are in, and no request has run for 500 ms. */
async function settled(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const open = underWay.get(page);
  if (!open) throw new Error('trackRequests(page) before it navigates');
  let quietSince = Date.now();
  const deadline = Date.now() + 10_000;
  while (Date.now() - quietSince < 500) {
    if (Date.now() > deadline)
      throw new Error(
        `Still under way after 10 s: ${[...open].map((r) => (r as { url(): string }).url()).join(', ')}`,
      );
    if (open.size > 0) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
}

async function picture(page: Page, name: string) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await screenshot(page, name);
}

/** Both boxes on screen at once, overlapping. */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.skipIf(skipReason)('every public screen at 375 and 1440 px', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    // A few prospects, so the board's screens have rows (one with a long name and school).
    const admin = await adminAgent(server);
    const prospects = [
      ['Andre', 'Batiste', 'SS', 'Jesuit High School', 2026],
      ['Maximilian-Alexander', 'Thibodeaux-Fontenot', 'RHP', 'Archbishop Shaw High School', 2030],
      ['Beau', 'Guidry', 'C', 'Holy Cross', 2027],
    ] as const;
    for (const [i, [firstName, lastName, positionPrimary, school, gradYear]] of prospects.entries())
      await admin
        .post('/api/admin/prospects')
        .send({ firstName, lastName, positionPrimary, school, gradYear, nolaRank: i + 1 })
        .expect(201);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A browser profile at this size, signed in as a new coach when asked, or as an admin. */
  async function visitor(
    viewport: Viewport,
    signedIn: boolean,
    admin = false,
  ): Promise<BrowserContext> {
    if (!signedIn && !admin) return newContext(browser, server.url, viewport);
    const { context } = await signedInContext(browser, server.url, 'coach', viewport);
    if (admin) {
      // The admin guard's pages: the server's admin makes this account an admin.
      const me = (await (await context.request.get('/api/user')).json()) as { id: string };
      await (await adminAgent(server))
        .put(`/api/admin/users/${me.id}`)
        .set('Origin', server.url)
        .send({ role: 'admin' })
        .expect(200);
    }
    return context;
  }

  // The old staff addresses leave the site for the back office (you-scout-admin.e2e.spec.ts).
  const pages = (Object.entries(PAGES) as [PagePath, (typeof PAGES)[PagePath]][]).filter(
    ([, page]) => page.module !== 'you-scout-back-office',
  );

  for (const viewport of SIZES) {
    it.each(pages)(
      `${viewport}: %s fits the screen, titled as its table says`,
      async (path, page) => {
        const context = await visitor(viewport, 'signedIn' in page, 'admin' in page);
        const tab = await context.newPage();
        trackRequests(tab);
        const errors = collectPageErrors(tab);
        const response = await tab.goto(path);
        expect(response?.status()).toBe(200);
        await settled(tab);
        expect(await tab.title()).toBe(page.title);
        expect(await overflow(tab)).toBeLessThanOrEqual(0);
        await picture(tab, `screen-${page.module}-${viewport}`);
        expect(errors).toEqual([]);
        await context.close();
      },
    );

    it(`${viewport}: an unknown path answers 404 with the not-found page, which fits`, async () => {
      const context = await visitor(viewport, false);
      const tab = await context.newPage();
      trackRequests(tab);
      const response = await tab.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      expect(await response?.text()).toContain(`<title>${NOT_FOUND_PAGE.title}</title>`);
      await tab.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      expect(await tab.title()).toBe(NOT_FOUND_PAGE.title);
      expect(await overflow(tab)).toBeLessThanOrEqual(0);
      await picture(tab, `screen-not-found-${viewport}`);
      await context.close();
    });

    it(`${viewport}: the register tab, the reset overlay and the board's other states fit`, async () => {
      const context = await visitor(viewport, false);
      const tab = await context.newPage();
      trackRequests(tab);
      await tab.goto('/auth');
      await settled(tab);
      await tab.getByRole('tab', { name: 'Register' }).click();
      await tab.getByRole('button', { name: 'Create account' }).waitFor();
      expect(await overflow(tab)).toBeLessThanOrEqual(0);
      await picture(tab, `screen-auth-register-${viewport}`);

      await tab.goto('/leaderboard');
      await tab.locator('[data-testid="prospect-row"]').first().waitFor();
      await tab.getByText('Community Rankings', { exact: true }).click();
      expect(await overflow(tab)).toBeLessThanOrEqual(0);
      await picture(tab, `screen-leaderboard-community-${viewport}`);
      await tab.getByLabel('Search').fill('nobody by this name');
      const empty = tab.getByText('No prospects found. Try adjusting your filters.');
      await empty.waitFor();
      expect(await overflow(tab)).toBeLessThanOrEqual(0);
      await picture(tab, `screen-leaderboard-empty-${viewport}`);
      await context.close();
    });

    it(`${viewport}: a toast covers none of the header`, async () => {
      const context = await visitor(viewport, false);
      const tab = await context.newPage();
      trackRequests(tab);
      await tab.goto('/auth');
      await settled(tab);
      const form = tab.getByRole('form', { name: 'Login' });
      await form.getByLabel(/^Username/).fill('nobody_here');
      await form.getByLabel(/^Password/).fill('not-the-password');
      await form.getByRole('button', { name: 'Sign in' }).click();
      const toast = tab.getByRole('alert').filter({ hasText: 'Login failed' });
      await toast.waitFor();
      await expect.poll(async () => (await toast.boundingBox())?.y ?? -1).toBeGreaterThan(100);
      const [toastBox, headerBox] = await Promise.all([
        toast.boundingBox(),
        tab.locator('header').first().boundingBox(),
      ]);
      expect(toastBox && headerBox).toBeTruthy();
      if (toastBox && headerBox) expect(overlap(toastBox, headerBox)).toBe(false);
      await picture(tab, `screen-toast-${viewport}`);
      await context.close();
    });
  }

  it('phone: the hero keeps a label on each of its four pills', async () => {
    const context = await visitor('phone', false);
    const tab = await context.newPage();
    trackRequests(tab);
    await tab.goto('/');
    await settled(tab);
    const pills = tab.getByRole('group', { name: 'Hero background' }).getByRole('button');
    expect(await pills.count()).toBe(4);
    const labels = await pills.evaluateAll((buttons) =>
      buttons.map((button) => {
        const label = button.querySelector('span');
        return label
          ? {
              text: label.textContent,
              shown: label.getBoundingClientRect().width > 0,
              whole: label.scrollWidth <= label.clientWidth,
            }
          : null;
      }),
    );
    expect(labels).toEqual([
      { text: '01Baseball', shown: true, whole: true },
      { text: '02Football', shown: true, whole: true },
      { text: '03Basketball', shown: true, whole: true },
      { text: '04Track & Field', shown: true, whole: true },
    ]);
    await context.close();
  });
});
