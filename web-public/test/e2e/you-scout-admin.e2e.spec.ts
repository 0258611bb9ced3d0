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

const skipReason = browserSkipReason('web-public') ?? browserSkipReason('web-admin');
if (skipReason) console.warn(`YouScout staff browser suite skipped: ${skipReason}`);

type Viewport = keyof typeof VIEWPORTS;

/** Document 2's four addresses of YouScout's staff screen, both spellings. */
const OLD_PATHS = [
  '/you-scout/admin',
  '/youscout/admin',
  '/you-scout/actual-admin',
  '/youscout/actual-admin',
];
const QUEUE = '/admin/you-scout/nominations';
const REJECTION = 'The video shows a practice, not a game';

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

/** A row of the back office's nominations list, by the athlete's first name. */
const rowOf = (page: Page, firstName: string) =>
  page.getByRole('row').filter({ hasText: `${firstName} Thibodeaux-Fontenot` });

/**
 * YouScout's staff work is the back office's (issue 37 item 7): the public site's old staff
 * addresses lead an admin there, and the review, removal, comments and badges are done there.
 */
describe.skipIf(skipReason)(
  'YouScout staff, from the public site to the back office',
  {
    timeout: 120_000,
  },
  () => {
    let server: TestServer;
    let browser: Browser;
    let admin: BrowserContext;

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
      admin = await adminContext(browser, server, 'desktop');
    }, 240_000);

    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    for (const path of OLD_PATHS) {
      it(`${path} takes an admin to the back office's review queue`, async () => {
        const tab = await admin.newPage();
        const errors = collectPageErrors(tab);
        await tab.goto(path, { waitUntil: 'commit' });
        await tab.waitForURL((url) => url.pathname === QUEUE);
        await tab.getByRole('heading', { name: 'YouScout nominations', level: 1 }).waitFor();
        // The queue: pending ones only, oldest first, the child's waiting for consent.
        await rowOf(tab, 'Maximilian-Alexander').waitFor();
        const names = await tab
          .getByRole('row')
          .filter({ hasText: 'Pending review' })
          .allTextContents();
        expect(names.map((text) => text.includes('Jamal'))).toEqual([true, false]);
        await rowOf(tab, 'Jamal').getByText('Awaiting guardian consent').waitFor();
        expect(await tab.getByText('Awaiting guardian consent').count()).toBe(1);
        expect(errors).toEqual([]);
        await tab.close();
      });

      it(`${path} refuses a signed-in non-admin: Access Denied, then home`, async () => {
        const { context } = await signedInContext(browser, server.url, 'fan');
        const tab = await context.newPage();
        await tab.goto(path, { waitUntil: 'domcontentloaded' });
        await tab.getByText('You need administrator privileges to access this area.').waitFor();
        await tab.waitForURL((url) => url.pathname === '/');
        expect(tab.url()).not.toContain('/admin/');
        await context.close();
      });
    }

    it('an admin approves one: it leaves the pending queue, and its history says so', async () => {
      const tab = await admin.newPage();
      await tab.goto('/you-scout/admin', { waitUntil: 'commit' });
      await rowOf(tab, 'Maximilian-Alexander').getByRole('link').click();
      const review = tab.getByRole('region', { name: 'Review' });
      await review.getByRole('button', { name: 'Approve' }).click();
      await tab.getByText('Nomination approved').waitFor();
      await review.getByRole('button', { name: 'Feature' }).waitFor();
      const history = tab.getByRole('list', { name: 'Status history, oldest first' });
      await history.getByRole('listitem').filter({ hasText: 'Approved' }).waitFor();
      await screenshot(tab, 'you-scout-staff-approved-desktop');
      await tab.goBack();
      await rowOf(tab, 'Jamal').waitFor();
      await rowOf(tab, 'Maximilian-Alexander').waitFor({ state: 'detached' });
      await tab.close();
    });

    it('an admin rejects one only with a reason, which its history keeps', async () => {
      const tab = await admin.newPage();
      await tab.goto('/youscout/admin', { waitUntil: 'commit' });
      await rowOf(tab, 'Jamal').getByRole('link').click();
      await tab
        .getByRole('region', { name: 'Review' })
        .getByRole('button', { name: 'Reject' })
        .click();
      const dialog = tab.getByRole('dialog', { name: 'Reject this nomination?' });
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await dialog.getByText('A reason is required').waitFor();
      await dialog.getByLabel(/^Reason/).fill(REJECTION);
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await tab.getByText('Nomination rejected').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await tab
        .getByRole('list', { name: 'Status history, oldest first' })
        .getByText(`Reason: ${REJECTION}`, { exact: false })
        .waitFor();
      await tab.close();
    });

    it("an admin removes one on the family's request, after a warning", async () => {
      const tab = await admin.newPage();
      await tab.goto(`${QUEUE}?${new URLSearchParams({ filter: '{"status":"approved"}' })}`);
      await rowOf(tab, 'Maximilian-Alexander').getByRole('link').click();
      await tab.getByRole('button', { name: 'Remove and erase' }).click();
      const dialog = tab.getByRole('dialog', { name: 'Remove this nomination?' });
      await dialog.getByText(/This cannot be undone/).waitFor();
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await tab
        .getByText("Nomination removed; the athlete's personal data has been erased")
        .waitFor();
      await tab.getByRole('region', { name: 'Review' }).getByText('Removed').waitFor();
      await tab.close();
    });

    it('phone: the nominations, comments and badges screens fit, and the award dialog opens', async () => {
      const staff = await adminAgent(server);
      await staff
        .post('/api/admin/you-scout/badges')
        .set('Origin', server.url)
        .send({
          name: 'Community Helper of the Season',
          description: 'Went out of their way to help other families find their footing.',
          icon: 'medal',
          requirements: 'Given by staff',
          rule: null,
        })
        .expect(201);
      const context = await adminContext(browser, server, 'phone');
      const tab = await context.newPage();
      const errors = collectPageErrors(tab);
      await tab.goto('/you-scout/actual-admin', { waitUntil: 'commit' });
      await tab.waitForURL((url) => url.pathname === QUEUE);
      for (const [path, ready] of [
        [QUEUE, () => tab.getByRole('heading', { name: 'YouScout nominations' }).waitFor()],
        ['/admin/you-scout/comments', () => tab.getByText('No comments match.').waitFor()],
        [
          '/admin/you-scout/badges',
          () => tab.getByText('Community Helper of the Season').first().waitFor(),
        ],
      ] as const) {
        if (!tab.url().endsWith(path)) await tab.goto(path);
        await ready();
        expect(await overflow(tab), path).toBeLessThanOrEqual(0);
        await screenshot(tab, `you-scout-staff-${path.split('/').at(-1)}-phone`);
      }
      await tab.getByText('Community Helper of the Season').first().click();
      await tab.getByRole('button', { name: 'Award' }).click();
      await tab.getByRole('dialog', { name: /^Award "Community Helper/ }).waitFor();
      await screenshot(tab, 'you-scout-staff-award-phone');
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);
