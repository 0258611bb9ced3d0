import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../../services/src/accounts/admin';
import { untilProjected } from '../../../services/src/testing/agents';
import {
  browserSkipReason,
  collectPageErrors,
  launchBrowser,
  newContext,
  screenshot,
  signedInContext,
} from '../../../services/src/testing/browser';
import { startTestServer, type TestServer } from '../../../services/src/testing/test-server';
import { expectAccessible, signIn } from './admin-steps';
import { visitAll } from './screens';

const skipReason = browserSkipReason('web-admin');
if (skipReason) console.warn(`YouScout back-office browser suite skipped: ${skipReason}`);

const ADMIN = { username: 'e2e_youscout', password: 'levee-walk-2026' };

describe.skipIf(skipReason)('YouScout in the back office', { timeout: 120_000 }, () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let nominationId: string;
  let member: { id: string; username: string };

  beforeAll(async () => {
    server = await startTestServer();
    await ensureAdmin(server.ctx, ADMIN);
    browser = await launchBrowser();
    // A member nominates an athlete through the API, as the public site's form does.
    const { context: fan, username } = await signedInContext(browser, server.url, 'fan');
    member = {
      id: ((await (await fan.request.get('/api/user')).json()) as { id: string }).id,
      username,
    };
    const created = await fan.request.post('/api/you-scout/nominations', {
      headers: { Origin: server.url },
      data: {
        firstName: 'Jamie',
        lastName: 'Broussard',
        age: 15,
        sport: 'baseball',
        position: 'SS',
        school: 'Jesuit High School',
        city: 'Metairie',
        state: 'LA',
        performance: 'Three hits and a diving catch in the ninth inning.',
        submittedByName: 'Dana Coach',
        submittedByEmail: 'dana@example.com',
      },
    });
    expect(created.status()).toBe(201);
    // The dashboard reads its counts once: the nomination must be in the read tables first.
    await untilProjected(server, created.headers(), ['NominationSubmitted']);
    nominationId = ((await created.json()) as { id: string }).id;
    await fan.close();
    page = await (await newContext(browser, server.url)).newPage();
    errors = collectPageErrors(page);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('staff find the nomination pending, approve it and see the change in its history', async () => {
    await signIn(page, ADMIN);
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    // The dashboard's YouScout card counts it as waiting for review.
    const card = page.getByRole('region', { name: 'YouScout' });
    await card.getByRole('link', { name: 'Pending review' }).waitFor();
    expect(await card.locator('dd').first().textContent()).toBe('1');

    await page.getByRole('menuitem', { name: 'Scout nominations' }).click();
    await page.waitForURL('**/admin/you-scout/nominations**');
    const row = page.getByRole('row').filter({ hasText: 'Jamie Broussard' });
    await row.getByText('Pending review').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'youscout-admin-nominations');

    await row.getByRole('link', { name: 'Jamie Broussard' }).click();
    await page.waitForURL(`**/admin/you-scout/nominations/${nominationId}/show`);
    const review = page.getByRole('region', { name: 'Review' });
    await review.getByRole('button', { name: 'Approve' }).waitFor();
    // Only what the server allows from pending: approve and reject.
    expect(await review.getByRole('button', { name: /Feature|Archive|Withdraw/ }).count()).toBe(0);

    await review.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Nomination approved').waitFor();
    await review.getByRole('button', { name: 'Feature' }).waitFor();
    const history = page.getByRole('list', { name: 'Status history, oldest first' });
    // The actor shows as a short id until the users resource answers with the name: wait for it.
    await history
      .getByRole('listitem')
      .filter({ hasText: 'Approved' })
      .filter({ hasText: `by ${ADMIN.username}` })
      .waitFor();
    expect(await history.getByRole('listitem').count()).toBe(2);
    await expectAccessible(page);
    await screenshot(page, 'youscout-admin-nomination-approved');

    // The event log shows YouScout's events without further work.
    await page.goto(`/admin/events?stream=nomination-${nominationId}`);
    await page.getByText('NominationApproved').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('staff add a badge to the catalogue, award it by hand, and see who has it', async () => {
    await page.getByRole('menuitem', { name: 'Scout badges' }).click();
    await page.getByText('No badges yet.').waitFor();
    await page.getByRole('link', { name: 'New badge' }).click();
    await page.getByLabel(/^Name/).fill('Scout of the month');
    await page.getByLabel(/^Description/).fill('Chosen by staff for their scouting');
    await page.getByLabel(/^Icon/).fill('star');
    await page.getByLabel(/^Requirements/).fill('Staff give it by hand');
    await page.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Scout of the month' });
    await row.getByText('By hand').waitFor();
    // The icon column draws the icon (issue 36: it showed the name "star" as large text).
    const icon = row.getByRole('img', { name: 'star' });
    await icon.waitFor();
    expect(await icon.locator('svg').count()).toBe(1);
    expect(await row.getByText('star', { exact: true }).count()).toBe(0);
    await expectAccessible(page);

    // The edit page loads the one badge (the list answers for it) and saves a change.
    await row.getByRole('link', { name: 'Scout of the month' }).click();
    await page.waitForURL(/\/admin\/you-scout\/badges\/[0-9a-f-]{36}$/);
    await page.getByLabel(/^Description/).fill('Chosen by staff each month');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row').filter({ hasText: 'Chosen by staff each month' }).waitFor();

    await row.getByRole('button', { name: 'Award' }).click();
    const dialog = page.getByRole('dialog', { name: 'Award "Scout of the month"' });
    // By username: the dialog finds the account's id.
    await dialog.getByLabel(/^User/).fill(member.username);
    await dialog.getByLabel(/^Reason/).fill('Ran the spring tryouts');
    await dialog.getByRole('button', { name: 'Award' }).click();
    await page.getByText('Badge awarded: "Scout of the month"').waitFor();

    await page.getByRole('menuitem', { name: 'Awarded badges' }).click();
    const award = page.getByRole('row').filter({ hasText: member.username });
    await award.getByText('By hand: Ran the spring tryouts').waitFor();
    await award.getByText(ADMIN.username).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'youscout-admin-awarded-badges');

    await page.getByRole('menuitem', { name: 'Scout comments' }).click();
    await page.getByText('No comments match.').waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it("shows every YouScout screen within a phone's width", async () => {
    const screens = [
      {
        name: 'youscout-nominations',
        path: '/admin/you-scout/nominations',
        title: 'YouScout nominations',
        ready: 'Jamie Broussard',
      },
      {
        name: 'youscout-nomination',
        path: `/admin/you-scout/nominations/${nominationId}/show`,
        title: /Broussard/,
        ready: 'Three hits and a diving catch in the ninth inning.',
      },
      {
        name: 'youscout-badges',
        path: '/admin/you-scout/badges',
        title: 'YouScout badges',
        ready: 'Scout of the month',
      },
      {
        name: 'youscout-user-badges',
        path: '/admin/you-scout/user-badges',
        title: 'YouScout user badges',
        ready: member.username,
      },
      {
        name: 'youscout-comments',
        path: '/admin/you-scout/comments',
        title: 'YouScout comments',
        ready: 'No comments match.',
      },
    ];
    // The admin's session (signed in by the first step), on a phone.
    await visitAll(browser, page, screens, 'phone', expectAccessible);
  });
});
