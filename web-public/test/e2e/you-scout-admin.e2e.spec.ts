import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAgent, untilProjected } from '../../../services/src/testing/agents';
import {
  browserSkipReason,
  collectPageErrors,
  launchBrowser,
  screenshot,
  signedInContext,
  type VIEWPORTS,
} from '../../../services/src/testing/browser';
import { startTestServer, type TestServer } from '../../../services/src/testing/test-server';

const skipReason = browserSkipReason('web-public');
if (skipReason) console.warn(`YouScout admin browser suite skipped: ${skipReason}`);

type Viewport = keyof typeof VIEWPORTS;

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * A browser signed in as a new account that the server's admin made an admin (the back office's
 * role change), so the page's guard and GET /api/check-admin both see an admin.
 */
async function adminContext(
  browser: Browser,
  server: TestServer,
  viewport: Viewport,
): Promise<BrowserContext> {
  const { context } = await signedInContext(browser, server.url, 'coach', viewport);
  const me = (await (await context.request.get('/api/user')).json()) as { id: string };
  const staff = await adminAgent(server);
  await staff
    .put(`/api/admin/users/${me.id}`)
    .set('Origin', server.url)
    .send({ role: 'admin' })
    .expect(200);
  return context;
}

describe.skipIf(skipReason)('the YouScout admin panel in a browser', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    // Two pending nominations (one under 13, so consent shows), from a coach's account.
    const { context } = await signedInContext(browser, server.url, 'coach');
    for (const [firstName, age] of [
      ['Jamal', 11],
      ['Maximilian-Alexander', 16],
    ] as const) {
      const response = await context.request.post('/api/you-scout/nominations', {
        headers: { Origin: server.url },
        data: {
          firstName,
          lastName: 'Thibodeaux-Fontenot',
          age,
          sport: 'baseball',
          position: 'SS',
          secondaryPosition: 'CF',
          state: 'LA',
          school: 'Archbishop Shaw High School',
          performance: 'Three hits and a diving catch in the sixth inning to save the game.',
          submittedByName: 'Coach Landry',
          submittedByEmail: 'landry@example.com',
          guardianEmail: 'parent@example.com',
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      await untilProjected(server, response.headers(), ['NominationSubmitted']);
    }
    await context.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    for (const path of ['/you-scout/admin', '/you-scout/actual-admin']) {
      it(`${viewport}: an admin sees the review queue at ${path}, and it fits`, async () => {
        const context = await adminContext(browser, server, viewport);
        const tab = await context.newPage();
        const errors = collectPageErrors(tab);
        await tab.goto(path, { waitUntil: 'domcontentloaded' });
        await tab.getByRole('heading', { name: 'YouScout admin', level: 1 }).waitFor();
        await tab.getByTestId('nomination-row').first().waitFor();
        expect(await tab.getByTestId('nomination-row').count()).toBe(2);
        await expect(tab.getByText('Awaiting guardian consent').count()).resolves.toBe(1);
        expect(await tab.title()).toBe('YouScout Admin | NOLA Sports');
        expect(await overflow(tab)).toBeLessThanOrEqual(0);
        await screenshot(
          tab,
          `you-scout-admin-${viewport}${path.endsWith('actual-admin') ? '-actual' : ''}`,
        );
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('an admin approves a nomination and it leaves the pending queue', async () => {
    const context = await adminContext(browser, server, 'desktop');
    const tab = await context.newPage();
    await tab.goto('/you-scout/admin', { waitUntil: 'domcontentloaded' });
    await tab.getByRole('button', { name: /^Approve Maximilian-Alexander/ }).click();
    await tab.getByText('Nomination approved').waitFor();
    await tab.getByRole('button', { name: /^Approve Maximilian-Alexander/ }).waitFor({
      state: 'detached',
    });
    expect(await tab.getByTestId('nomination-row').count()).toBe(1);
    await tab.getByRole('button', { name: /^Details of / }).click();
    await tab.getByRole('region', { name: 'Status history' }).waitFor();
    await screenshot(tab, 'you-scout-admin-details-desktop');
    await context.close();
  });

  it('phone: every tab fits the screen, and the badge dialog opens', async () => {
    const staff = await adminAgent(server);
    await staff
      .post('/api/admin/you-scout/badges')
      .set('Origin', server.url)
      .send({
        name: 'Community Helper of the Season',
        description: 'Went out of their way to help other families find their footing.',
        icon: '🤝',
        requirements: 'Given by staff',
        rule: null,
      })
      .expect(201);
    const context = await adminContext(browser, server, 'phone');
    const tab = await context.newPage();
    const errors = collectPageErrors(tab);
    await tab.goto('/you-scout/admin', { waitUntil: 'domcontentloaded' });
    await tab.getByTestId('nomination-row').first().waitFor();
    for (const [name, ready] of [
      ['Comments', () => tab.getByText('No comments are waiting for review.').waitFor()],
      ['Removal', () => tab.getByTestId('removal-row').first().waitFor()],
      ['Badges', () => tab.getByTestId('badge-row').first().waitFor()],
    ] as const) {
      await tab.getByRole('tab', { name }).click();
      await ready();
      expect(await overflow(tab), name).toBeLessThanOrEqual(0);
      await screenshot(tab, `you-scout-admin-${name.toLowerCase()}-phone`);
    }
    await tab.getByRole('button', { name: /^Award Community Helper/ }).click();
    await tab.getByRole('dialog', { name: /^Award Community Helper/ }).waitFor();
    await screenshot(tab, 'you-scout-admin-award-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-in non-admin gets Access Denied and goes home', async () => {
    const { context } = await signedInContext(browser, server.url, 'fan');
    const tab = await context.newPage();
    await tab.goto('/you-scout/admin', { waitUntil: 'domcontentloaded' });
    await tab.getByText('You need administrator privileges to access this area.').waitFor();
    await tab.waitForURL((url) => url.pathname === '/');
    expect(await tab.getByTestId('nomination-row').count()).toBe(0);
    await context.close();
  });
});
