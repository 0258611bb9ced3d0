import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, adminAgent, untilCaughtUp } from '../../../services/src/testing/agents';
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
import { YOUSCOUT_EVENT_TYPES } from '../../../services/src/youscout/events';
import { contrastOf } from './contrast';

const skipReason = browserSkipReason('web-public');
if (skipReason) console.warn(`Visitor audit browser suite skipped: ${skipReason}`);

/** WCAG AA for ordinary text, as axe checks it. */
const AA = 4.5;
const BADGE = 'Sharp Eye';
const SCREENSHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../.data/screenshots',
);
const COMMENT = 'Great arm, see you at the game Saturday!';

/**
 * What a visitor sees at 375 and 1440 px (issue 36, items 23-26): colours measured as painted,
 * what the phone's menus offer, the header's current section, and a nomination's counts.
 */
describe.skipIf(skipReason)('what a visitor sees', { timeout: 120_000 }, () => {
  let server: TestServer;
  let browser: Browser;
  let staff: Agent;
  let parent: BrowserContext;
  let parentName = '';
  let nominationId = '';

  const post = (agent: Agent, path: string, body: object = {}) =>
    agent.post(path).set('Origin', server.url).send(body);

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    staff = await adminAgent(server);
    // A parent nominates a 16-year-old (staff approve it) and an 11-year-old (left waiting
    // for the guardian's consent), and holds a badge given by hand.
    ({ context: parent, username: parentName } = await signedInContext(
      browser,
      server.url,
      'parent',
    ));
    const me = (await (await parent.request.get('/api/user')).json()) as { id: string };
    const nominate = async (firstName: string, age: number) => {
      const response = await parent.request.post('/api/you-scout/nominations', {
        headers: { Origin: server.url },
        data: {
          firstName,
          lastName: 'Fontenot',
          age,
          sport: 'baseball',
          position: 'RHP',
          secondaryPosition: 'CF',
          school: 'Holy Cross High School',
          city: 'New Orleans',
          state: 'LA',
          performance: 'Struck out eleven over six innings and doubled in the go-ahead run.',
          submittedByName: parentName,
          submittedByEmail: `${parentName}@example.com`,
          ...(age < 13 ? { guardianEmail: 'guardian.fontenot@example.com' } : {}),
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    nominationId = await nominate('Beau', 16);
    await nominate('Jules', 11);
    await untilCaughtUp(server.ctx, YOUSCOUT_EVENT_TYPES);
    await post(staff, `/api/admin/you-scout/nominations/${nominationId}/approve`).expect(200);
    const badge = await post(staff, '/api/admin/you-scout/badges', {
      name: BADGE,
      description: 'Spotted a player before anyone else did',
      icon: 'binoculars',
      requirements: 'Staff give it by hand',
    }).expect(201);
    await post(staff, `/api/admin/you-scout/badges/${badge.body.id}/award`, {
      userId: me.id,
    }).expect(201);
    // A vote this week (the home page's top list) and a comment that staff then hide.
    const vote = await fetch(`${server.url}/api/you-scout/nominations/${nominationId}/vote`, {
      method: 'POST',
      headers: { Origin: server.url },
    });
    expect(vote.status).toBe(201);
    const { context: fan } = await signedInContext(browser, server.url, 'fan');
    const comment = await fan.request.post(`/api/you-scout/nominations/${nominationId}/comments`, {
      headers: { Origin: server.url },
      data: { comment: COMMENT },
    });
    expect(comment.status(), await comment.text()).toBe(201);
    const commentId = ((await comment.json()) as { id: string }).id;
    await fan.close();
    await untilCaughtUp(server.ctx, YOUSCOUT_EVENT_TYPES);
    await post(staff, `/api/admin/you-scout/comments/${commentId}/hide`, {
      reason: 'Names a game the family asked us to keep private',
    }).expect(200);
    await untilCaughtUp(server.ctx, YOUSCOUT_EVENT_TYPES);
  }, 240_000);

  /** What a test opened, closed after it whether it passed or not. */
  const opened: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (const item of opened.splice(0).reverse()) await item.close().catch(() => {});
  });

  afterAll(async () => {
    await parent?.close();
    await browser?.close();
    await server?.close();
  });

  async function open(
    address: string,
    viewport: keyof typeof VIEWPORTS,
    context?: BrowserContext,
  ): Promise<{ page: Page; errors: string[]; done: () => Promise<void> }> {
    const owned = context ? undefined : await newContext(browser, server.url, viewport);
    const page = await (context ?? (owned as BrowserContext)).newPage();
    if (owned) opened.push(owned);
    opened.push(page);
    // Each test's first page is a cold start (the route's scripts, the first queries): beside
    // other suites on two cores it took over the contexts' 10 s.
    page.setDefaultTimeout(30_000);
    if (context) await page.setViewportSize(viewport === 'phone' ? PHONE : DESKTOP);
    const errors = collectPageErrors(page);
    // The page's own content, not every image and frame: a busy machine loads those late.
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    return {
      page,
      errors,
      done: async () => {
        await page.close();
        await owned?.close();
      },
    };
  }
  const PHONE = { width: 375, height: 812 };

  /**
   * Opens the phone menu once React has the page: before that the button opens the page's own
   * early menu (early-menu.tsx), which knows nothing of the account.
   */
  async function openMenu(page: Page) {
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect
      .poll(
        () =>
          button.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))),
        { timeout: 20_000 },
      )
      .toBe(true);
    await button.click();
    return page.getByRole('dialog');
  }
  const DESKTOP = { width: 1440, height: 900 };

  it("23: the nominator's badges read as labels, not solid bars, at 375 and 1440", async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, errors, done } = await open(`/you-scout/nomination/${nominationId}`, viewport);
      const badges = page.getByRole('list', { name: `${parentName}'s badges` });
      const label = badges.getByRole('listitem').filter({ hasText: BADGE }).locator('span', {
        hasText: BADGE,
      });
      await label.waitFor();
      const contrast = await contrastOf(label);
      expect(contrast.ratio, JSON.stringify(contrast)).toBeGreaterThanOrEqual(AA);
      // The badge's icon draws (binoculars), beside the label.
      expect(await badges.getByRole('listitem').locator('svg').count()).toBe(1);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `visitor-nominator-badges-${viewport}`);
      expect(errors).toEqual([]);
      await done();
    }
  });

  it('23: in the back office, "Awaiting guardian consent" reads at 4.5:1 or better; the badges draw icons', async () => {
    // A staff member: an account the back office's role change made an admin.
    const { context: admin } = await signedInContext(browser, server.url, 'coach');
    opened.push(admin);
    const me = (await (await admin.request.get('/api/user')).json()) as { id: string };
    await staff
      .put(`/api/admin/users/${me.id}`)
      .set('Origin', server.url)
      .send({ role: 'admin' })
      .expect(200);
    for (const viewport of ['desktop', 'phone'] as const) {
      // The public site's old staff address leads to the back office's review queue.
      const { page, errors, done } = await open('/you-scout/admin', viewport, admin);
      await page.waitForURL((url) => url.pathname === '/admin/you-scout/nominations');
      // A chip in the desktop's table; the phone's list says it in the row's second line.
      const awaiting = page.getByText(
        viewport === 'desktop' ? /^Awaiting guardian consent$/ : /Awaiting guardian consent$/,
      );
      await awaiting.waitFor();
      const contrast = await contrastOf(awaiting);
      expect(contrast.ratio, JSON.stringify(contrast)).toBeGreaterThanOrEqual(AA);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `visitor-consent-queue-${viewport}`);
      // The badges list draws each badge's icon, not its name in large letters.
      await page.goto('/admin/you-scout/badges');
      const icon = page.getByRole('img', { name: 'binoculars' });
      await icon.first().waitFor();
      expect(await icon.first().locator('svg').count()).toBe(1);
      expect(await page.getByText('binoculars', { exact: true }).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `visitor-admin-badges-${viewport}`);
      expect(errors).toEqual([]);
      await done();
    }
  });

  it("24: the home page's matchups section has no invisible text", async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, errors, done } = await open('/', viewport);
      const section = page.locator('#matchups');
      await section.scrollIntoViewIfNeeded();
      const actions = section.getByRole('link', { name: 'Explore Matchups Module' });
      await actions.scrollIntoViewIfNeeded();
      expect(await actions.isVisible()).toBe(true);
      // Both of the section's closing buttons are readable where they are painted.
      for (const text of [actions, section.getByRole('button', { name: 'Watch Demo' })]) {
        const contrast = await contrastOf(text);
        expect(contrast.ratio, JSON.stringify(contrast)).toBeGreaterThanOrEqual(AA);
      }
      await section.screenshot({
        path: path.join(SCREENSHOTS, `visitor-matchups-${viewport}.png`),
      });
      expect(errors).toEqual([]);
      await done();
    }
  });

  it("26: on a phone, the week's top nominations keep their whole facts line", async () => {
    const { page, errors, done } = await open('/youscout', 'phone');
    const row = page.getByTestId('top-week').filter({ hasText: 'Beau F.' });
    const facts = row.getByText('Baseball · RHP / CF · Ages 16-18 · LA', { exact: true });
    await facts.waitFor();
    // Shown whole: nothing clipped off its end, and still within the screen.
    const cut = await facts.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut).toBe(false);
    const box = await facts.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(page, 'visitor-top-week-phone');
    expect(errors).toEqual([]);
    await done();
  });

  it("26: the signed-out phone menu has the desktop's Admin button; the signed-in one has Family", async () => {
    const desktop = await open('/terms-of-service', 'desktop');
    const admin = desktop.page
      .getByRole('banner')
      .getByRole('link', { name: 'Admin', exact: true });
    expect(await admin.getAttribute('href')).toBe('/admin');
    await desktop.done();

    const signedOut = await open('/terms-of-service', 'phone');
    let menu = await openMenu(signedOut.page);
    await menu.getByRole('link', { name: 'Admin Login' }).waitFor();
    const phoneAdmin = menu.getByRole('link', { name: 'Admin', exact: true });
    expect(await phoneAdmin.isVisible()).toBe(true);
    expect(await phoneAdmin.getAttribute('href')).toBe('/admin');
    await signedOut.page.waitForTimeout(300);
    expect(await seriousA11yViolations(signedOut.page)).toEqual([]);
    await screenshot(signedOut.page, 'visitor-menu-signed-out-phone');
    expect(signedOut.errors).toEqual([]);
    await signedOut.done();

    // Signed in: the avatar menu's items at 1440, the same in the phone's menu.
    const wide = await open('/terms-of-service', 'desktop', parent);
    await wide.page.getByRole('button', { name: `Account menu for ${parentName}` }).click();
    await wide.page.getByRole('menuitem', { name: 'Family' }).waitFor();
    await wide.done();
    const signedIn = await open('/terms-of-service', 'phone', parent);
    menu = await openMenu(signedIn.page);
    await menu.getByText(`@${parentName}`).waitFor();
    const family = menu.getByRole('link', { name: 'Family', exact: true });
    expect(await family.isVisible()).toBe(true);
    expect(await family.getAttribute('href')).toBe('/profile/family');
    await signedIn.page.waitForTimeout(300);
    await screenshot(signedIn.page, 'visitor-menu-signed-in-phone');
    await family.click();
    await signedIn.page.waitForURL((url) => url.pathname === '/profile/family');
    expect(signedIn.errors).toEqual([]);
    await signedIn.done();
  });

  it('26: the header marks YouScout as the current section under both spellings', async () => {
    for (const path of [
      '/you-scout',
      '/youscout',
      '/you-scout/leaderboard',
      '/youscout/leaderboard',
      `/youscout/nomination/${nominationId}`,
    ]) {
      const { page, errors, done } = await open(path, 'desktop');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'YouScout' }).waitFor();
      expect(
        await nav.getByRole('link', { name: 'YouScout' }).getAttribute('aria-current'),
        path,
      ).toBe('page');
      expect(await nav.getByRole('link', { name: 'NOLA 100' }).getAttribute('aria-current')).toBe(
        null,
      );
      expect(errors).toEqual([]);
      await done();
    }
    const { page, done } = await open('/youscout/leaderboard', 'phone');
    const link = (await openMenu(page)).getByRole('link', { name: 'YouScout' });
    await link.waitFor();
    expect(await link.getAttribute('aria-current')).toBe('page');
    await done();
    const board = await open('/leaderboard', 'desktop');
    const nav = board.page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'NOLA 100' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await nav.getByRole('link', { name: 'YouScout' }).getAttribute('aria-current')).toBe(
      null,
    );
    await board.done();
  });

  it('26: a nomination counts only its shown comments, as My nominations does', async () => {
    const mine = await open('/you-scout/my-nominations', 'phone', parent);
    const card = mine.page.getByRole('article', { name: 'Beau Fontenot' });
    await card.waitFor();
    await screenshot(mine.page, 'visitor-my-nominations-phone');
    await card.getByText('0 comments', { exact: true }).waitFor();
    await mine.done();
    const { page, errors, done } = await open(`/youscout/nomination/${nominationId}`, 'phone');
    // The hidden comment's placeholder shows; the count leaves it out.
    await page
      .getByTestId('comment')
      .getByText(/removed by a moderator/)
      .waitFor();
    await page.getByRole('heading', { name: /^Comments/ }).waitFor();
    expect(await page.getByRole('heading', { name: /^Comments/ }).textContent()).toBe(
      'Comments (0)',
    );
    expect(errors).toEqual([]);
    await done();
  });
});
