import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAgent } from '../../../services/src/testing/agents';
import {
  browserGet,
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
if (skipReason) console.warn(`Matchups browser suite skipped: ${skipReason}`);

type Width = keyof typeof VIEWPORTS;

/** Wider than the screen: the page scrolls sideways (what a phone must never do). */
const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The header's bell, its name saying the unread count. */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
const unreadOf = async (page: Page) => {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread/.exec(name)?.[1] ?? 0);
};

/** Each pass has its own athlete and coach; the athlete's value meets the coach's alert. */
const PASSES = {
  phone: {
    athlete: { first: 'Jonathan', last: 'Broussard', school: 'Jesuit High', positions: ['SS'] },
    coach: 'Coach Ray Landry',
    value: '91.3',
    event: { name: 'Fall showcase', place: 'Metairie' },
  },
  desktop: {
    athlete: { first: 'Marcus', last: 'Thibodeaux', school: 'Brother Martin', positions: ['CF'] },
    coach: 'Coach Dana Pierre',
    value: '93.4',
    event: { name: 'Crescent City Classic', place: 'Kenner' },
  },
} as const;

/**
 * Matchups' acceptance path (issue 38) through the built site and the real API, at 375 and at
 * 1440 px: an athlete records a value → a verified coach with a real-time alert verifies it →
 * the alert's notification arrives live on the bell → the coach watches the athlete and moves the
 * card through the pipeline (Move to, and once by dragging) → the report prints. Then /matchups
 * shows its live counters at both widths. Every screen visited is axe clean.
 */
describe.skipIf(skipReason)('Matchups in a browser', { timeout: 120_000 }, () => {
  let server: TestServer;
  let browser: Browser;
  const errors: string[] = [];
  const started = Date.now();

  /** A page that records its uncaught errors into the suite's list. */
  async function open(context: BrowserContext, path: string) {
    const page = await context.newPage();
    const pageErrors = collectPageErrors(page);
    page.on('close', () => errors.push(...pageErrors));
    await page.goto(path);
    return page;
  }

  /** A fresh browser profile with a new account of this role signed in, and its id. */
  async function registered(role: 'athlete' | 'coach', width: Width) {
    const context = await newContext(browser, server.url, width);
    const username = `${role}_${randomUUID().slice(0, 8)}`;
    const response = await context.request.post('/api/register', {
      data: { username, email: `${username}@example.com`, password: 'batting-cage', role },
      headers: { Origin: server.url },
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    return { context, username, id };
  }

  /** Axe clean, and nothing wider than the screen. */
  async function checkScreen(page: Page, name: string) {
    await screenshot(page, name);
    expect(await fitsTheScreen(page), `${name} fits the screen`).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  }

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    console.log(`[matchups] the suite took ${Date.now() - started} ms`);
  });

  for (const width of ['phone', 'desktop'] as const) {
    describe(`at ${VIEWPORTS[width].width} px`, () => {
      const pass = PASSES[width];
      const fullName = `${pass.athlete.first} ${pass.athlete.last}`;
      let athlete: BrowserContext;
      let coach: BrowserContext;
      let athleteId = '';

      afterAll(async () => {
        await athlete?.close();
        await coach?.close();
      });

      it('an athlete saves a profile and records a value on the athlete dashboard', async () => {
        const signedIn = await registered('athlete', width);
        athlete = signedIn.context;
        athleteId = signedIn.id;
        const page = await open(athlete, '/matchups/athlete-dashboard');
        await page.getByRole('heading', { level: 1, name: 'Athlete dashboard' }).waitFor();
        // Nothing saved yet: the completeness meter says so, and values wait for the profile.
        const record = page.getByRole('region', { name: 'Record a metric' });
        await record.getByText(/save the profile above, then record values/).waitFor();

        const profile = page.getByRole('form', { name: 'Athlete profile' });
        await profile.getByLabel(/^First name/).fill(pass.athlete.first);
        await profile.getByLabel(/^Last name/).fill(pass.athlete.last);
        await profile.getByLabel(/^Birth date/).fill('2010-03-04');
        await profile.getByLabel(/^Graduation year/).fill('2028');
        // Not searchable: its field is a sliver inside the pills, the box around it takes the click.
        await profile.getByLabel(/^Positions/).click({ force: true });
        for (const position of pass.athlete.positions) {
          await page.getByRole('option', { name: position, exact: true }).click();
        }
        await page.keyboard.press('Escape');
        await profile.getByLabel(/^School/).fill(pass.athlete.school);
        await profile.getByLabel(/^City/).fill('New Orleans');
        await profile.getByLabel(/^State/).selectOption('LA');
        await profile.getByLabel(/^Height/).fill('70');
        await profile.getByLabel(/^Weight/).fill('165');
        await profile.getByRole('button', { name: 'Save profile' }).click();
        await page.getByText('Profile saved').waitFor();
        await page.getByRole('link', { name: 'See the profile as coaches do' }).waitFor();

        // A value outside the plausible range is refused in place, naming the range.
        const form = page.getByRole('form', { name: 'Record a metric' });
        await form.getByLabel(/^Metric/).selectOption('exit_velocity');
        await form.getByLabel(/^Value/).fill('150');
        await form.getByRole('button', { name: 'Record value' }).click();
        await form.getByText('Exit velocity must be between 30 and 120 mph').waitFor();
        await form.getByLabel(/^Value/).fill(pass.value);
        await form.getByLabel(/^Notes/).fill('Measured with a radar gun at the showcase');
        await form.getByRole('button', { name: 'Record value' }).click();
        await page.getByText('Value recorded', { exact: true }).waitFor();

        const history = page.getByRole('region', { name: 'Metric history' });
        const row = history.getByTestId('metric-value').filter({ hasText: `${pass.value} mph` });
        await row.getByText('Self-reported').waitFor();
        await checkScreen(page, `matchups-athlete-dashboard-${width}`);
        await page.close();
      });

      it('a verified coach with a real-time alert verifies it, and the alert arrives live on the bell', async () => {
        const signedIn = await registered('coach', width);
        coach = signedIn.context;
        // Verified as staff do it (matchups.testing.ts's verifiedCoach): a profile, then the
        // back office's verification.
        const profiled = await coach.request.post('/api/user-profile', {
          data: { displayName: pass.coach },
          headers: { Origin: server.url },
        });
        expect(profiled.status()).toBe(200);
        await (await adminAgent(server))
          .put(`/api/admin/users/${signedIn.id}`)
          .send({ verificationStatus: 'verified' })
          .expect(200);

        const page = await open(coach, '/matchups/coach-dashboard');
        await page.getByRole('heading', { level: 1, name: 'Coach dashboard' }).waitFor();
        await expect
          .poll(
            async () =>
              (await browserGet<{ mayVerify: boolean }>(page, '/api/matchups/me')).body.mayVerify,
          )
          .toBe(true);
        await page.reload();

        // The alert: exit velocity of 90 mph or more, in real time.
        const alerts = page.getByRole('region', { name: 'Alerts' });
        await alerts.getByText('No alerts yet.', { exact: false }).waitFor();
        const newAlert = alerts.getByRole('form', { name: 'New alert' });
        await newAlert.getByLabel(/^Metric/).selectOption('exit_velocity');
        await newAlert.getByLabel(/^Operator/).selectOption('>=');
        await newAlert.getByLabel(/^Target/).fill('90');
        await newAlert.getByLabel(/^Frequency/).selectOption('real_time');
        await newAlert.getByRole('button', { name: 'Create alert' }).click();
        await alerts
          .getByRole('list', { name: 'Your alerts' })
          .getByText('Exit velocity ≥ 90.0 mph · Real time')
          .waitFor();

        // A verified coach finds the athlete by first name, and sees the full name.
        const search = page.getByRole('form', { name: 'Search athletes' });
        await search.getByLabel(/^Name or school/).fill(pass.athlete.first);
        await search.getByRole('button', { name: 'Search' }).click();
        const result = page.getByRole('article', { name: fullName });
        await result.getByText('No verified values yet').waitFor();
        await checkScreen(page, `matchups-coach-dashboard-${width}`);

        await result.getByRole('link', { name: fullName }).click();
        await page.waitForURL((url) => url.pathname === `/matchups/athletes/${athleteId}`);
        await page.getByRole('heading', { level: 1, name: fullName }).waitFor();
        const history = page.getByRole('region', { name: 'Metric history and verification' });
        const row = history.getByTestId('metric-value').filter({ hasText: `${pass.value} mph` });
        await row.getByText('Self-reported').waitFor();
        // The table of values, its status and Verify and Reject with it, inside its card.
        const [table, card] = await Promise.all([
          history.getByRole('table').boundingBox(),
          history.getByRole('article', { name: 'Exit velocity' }).boundingBox(),
        ]);
        expect(table && card && table.x + table.width <= card.x + card.width).toBe(true);
        await bell(page).waitFor();
        const unread = await unreadOf(page);
        await checkScreen(page, `matchups-athlete-coach-view-${width}`);

        await row.getByRole('button', { name: /^Verify Exit velocity/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Verify a value' });
        const verify = dialog.getByRole('form', { name: 'Verify the value' });
        await verify.getByLabel(/^Event name/).fill(pass.event.name);
        await verify.getByLabel(/^Place/).fill(pass.event.place);
        expect(await seriousA11yViolations(page)).toEqual([]);
        const verified = Date.now();
        await verify.getByRole('button', { name: 'Verify value' }).click();
        await dialog.waitFor({ state: 'detached' });
        await row.getByText('Verified', { exact: true }).waitFor();
        // Where and when the event was stays with staff and the family (PLATFORM.md §0).
        await row.getByText('Evidence: An event (where and when are kept private)').waitFor();
        const bests = page.getByRole('region', { name: 'Verified bests' });
        await bests
          .getByRole('article', { name: 'Exit velocity' })
          .getByText(`${pass.value} mph`)
          .waitFor();

        // The page was never reloaded: the notification came on the stream.
        const named = page.getByRole('button', { name: `Notifications, ${unread + 1} unread` });
        await named.waitFor({ timeout: 5_000 });
        console.log(
          `[matchups ${width}] the alert reached the bell ${Date.now() - verified} ms after Verify`,
        );
        // From the top, so the screenshot shows the bell's list under the header.
        await page.evaluate(() => window.scrollTo(0, 0));
        await named.click();
        const item = page.getByRole('button', { name: 'Unread: Metric alert' });
        await item.waitFor();
        await item
          .getByText(
            `A newly verified Exit velocity of ${pass.value} mph matches your alert (≥ 90 mph).`,
          )
          .waitFor();
        const box = await item.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= VIEWPORTS[width].width).toBe(true);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await screenshot(page, `matchups-alert-notification-${width}`);
        await item.click();
        await page
          .getByRole('button', { name: `Notifications, ${unread} unread` })
          .or(page.getByRole('button', { name: 'Notifications', exact: true }))
          .waitFor();
        await page.keyboard.press('Escape');
        await page.close();
      });

      it('the coach watches the athlete and moves the card through the pipeline, by Move to and by dragging', async () => {
        const page = await open(coach, `/matchups/athletes/${athleteId}`);
        await page.getByRole('heading', { level: 1, name: fullName }).waitFor();
        await page.getByRole('button', { name: 'Watch', exact: true }).click();
        const watch = page.getByRole('form', { name: `Watch ${fullName}` });
        await watch.getByText('High', { exact: true }).click();
        await watch.getByLabel(/^Notes/).fill('Quick hands; see him again at the spring showcase');
        await watch.getByRole('button', { name: `Watch ${fullName}` }).click();
        await page.getByText(`Watching ${fullName}`).waitFor();
        await page.getByText('On your watchlist', { exact: true }).waitFor();
        expect(await page.getByRole('button', { name: 'Watch', exact: true }).count()).toBe(0);

        await page.goto('/matchups/coach-dashboard');
        const pipeline = page.getByRole('region', { name: 'Pipeline' });
        const column = (stage: string) =>
          pipeline.getByRole('region', { name: stage, exact: true });
        const card = (stage: string) => column(stage).getByRole('listitem', { name: fullName });
        await card('Identified').getByText('high priority').waitFor();
        await checkScreen(page, `matchups-pipeline-${width}`);

        const stageOnServer = async () =>
          (
            await browserGet<{ athlete: { id: string }; stage: string }[]>(
              page,
              '/api/matchups/watchlist',
            )
          ).body.find((w) => w.athlete.id === athleteId)?.stage;
        const said = pipeline.getByText(/ moved to /);
        const moveTo = async (from: string, to: string) => {
          await card(from)
            .getByRole('combobox', { name: `Move ${fullName} to` })
            .selectOption({ label: to });
          await card(to).waitFor();
          await said.filter({ hasText: `${fullName} moved to ${to}` }).waitFor();
        };

        // With the keyboard: the card's Move to list, focused, then the arrow down a stage.
        await card('Identified')
          .getByRole('combobox', { name: `Move ${fullName} to` })
          .focus();
        await page.keyboard.press('ArrowDown');
        await card('Contacted').waitFor();
        await said.filter({ hasText: `${fullName} moved to Contacted` }).waitFor();
        await moveTo('Contacted', 'Evaluating');
        expect(await stageOnServer()).toBe('evaluating');

        // By dragging the handle with the mouse (dnd-kit's pointer sensor) onto Offered.
        const dragged = card('Evaluating');
        await dragTo(
          page,
          dragged,
          dragged.getByRole('button', { name: `Drag ${fullName}` }),
          column('Offered'),
        );
        await card('Offered').waitFor();
        await said.filter({ hasText: `${fullName} moved to Offered` }).waitFor();
        expect(await stageOnServer()).toBe('offered');

        await moveTo('Offered', 'Committed');
        expect(await stageOnServer()).toBe('committed');
        await page.reload();
        await card('Committed').getByText('high priority').waitFor();
        expect(await column('Identified').getByRole('listitem').count()).toBe(0);
        await checkScreen(page, `matchups-pipeline-committed-${width}`);
        await page.close();
      });

      it('the performance report prints: no header or buttons, the bests table shown', async () => {
        const page = await open(coach, `/matchups/athletes/${athleteId}/report`);
        await page.getByRole('heading', { level: 1, name: fullName }).waitFor();
        const bests = page.getByRole('region', { name: 'Verified bests against the cohort' });
        const table = bests.getByRole('table');
        await table
          .getByRole('row')
          .filter({ hasText: 'Exit velocity' })
          .getByText(`${pass.value} mph`)
          .waitFor();
        await page.getByRole('article', { name: 'Exit velocity trend' }).waitFor();
        await checkScreen(page, `matchups-report-${width}`);

        await page.emulateMedia({ media: 'print' });
        await page.locator('header').first().waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: 'Print' }).waitFor({ state: 'hidden' });
        await page.getByRole('link', { name: 'Back to the profile' }).waitFor({ state: 'hidden' });
        expect(await page.locator('footer').first().isVisible()).toBe(false);
        expect(await table.isVisible()).toBe(true);
        await screenshot(page, `matchups-report-print-${width}`);
        if (width === 'desktop') {
          const pdf = await page.pdf({ format: 'Letter', printBackground: true });
          expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
          expect(pdf.length).toBeGreaterThan(10_000);
        }
        await page.emulateMedia({ media: 'screen' });
        await page.getByRole('button', { name: 'Print' }).waitFor();
        await page.close();
      });
    });
  }

  it('/matchups shows the live counters, and /matchups/user-flows its steps, at 375 and at 1440', async () => {
    const visitor = await newContext(browser, server.url, 'phone');
    for (const width of ['phone', 'desktop'] as const) {
      const page = await open(visitor, '/matchups');
      await page.setViewportSize(VIEWPORTS[width]);
      await page.getByRole('heading', { level: 1, name: 'Matchups' }).waitFor();
      const live = page.getByRole('region', { name: 'Live on Matchups' });
      // Two coaches' alerts, no matchups yet (part 2), two athletes watched.
      for (const [label, count] of [
        ['Active alerts', '2'],
        ['Live matchups', '0'],
        ['Athletes tracked', '2'],
      ] as const) {
        await live
          .getByText(label, { exact: true })
          .locator('..')
          .getByText(count, { exact: true })
          .waitFor();
      }
      await checkScreen(page, `matchups-home-${width}`);

      await page.getByRole('link', { name: 'How it works' }).click();
      await page.waitForURL((url) => url.pathname === '/matchups/user-flows');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await checkScreen(page, `matchups-user-flows-${width}`);
      await page.close();
    }
    await visitor.close();
    expect(errors).toEqual([]);
  });
});

/**
 * Drags a card by its handle with the mouse as a person does: press, move past dnd-kit's 5 px
 * activation distance, then in steps (each a pointermove) until the card's top-left lies just
 * inside the target column, where the most of the card is over it, and release there once the
 * column says it is the one under the card.
 *
 * The whole path lies in the middle of the window: dnd-kit scrolls the window while the pointer
 * is in its top or bottom fifth (auto-scroll), as fast as time passes, so a path that started
 * 120 px from the top (as it did) scrolled the page under the pointer by an amount that depended
 * on the machine's load, and on a loaded CI run the card was dropped above the column.
 */
async function dragTo(page: Page, card: Locator, handle: Locator, target: Locator) {
  const boxes = async () => {
    const [from, box, to] = await Promise.all([
      handle.boundingBox(),
      card.boundingBox(),
      target.boundingBox(),
    ]);
    if (!from || !box || !to) throw new Error('the card or its target is not shown');
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    return { start, end: { x: start.x + (to.x - box.x) + 6, y: start.y + (to.y - box.y) + 6 } };
  };
  const height = page.viewportSize()?.height ?? 0;
  const before = await boxes();
  await page.evaluate((by) => window.scrollBy(0, by), (before.start.y + before.end.y - height) / 2);
  const { start, end } = await boxes();
  const band = AUTO_SCROLL_BAND * height;
  for (const y of [start.y, end.y])
    if (y <= band || y >= height - band)
      throw new Error(
        `the drag would pass through dnd-kit's auto-scroll band (y ${y} of ${height})`,
      );
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 8, start.y + 8, { steps: 2 });
  // The drag has begun (the card says so) and a frame has passed, in which dnd-kit measures the
  // columns: a move before that finds no column under the card (under load it did).
  await card.and(page.locator('[data-dragging]')).waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await target.and(page.locator('[data-over]')).waitFor();
  await page.mouse.up();
}

/** dnd-kit's default auto-scroll threshold: a fifth of the scroll container at each edge. */
const AUTO_SCROLL_BAND = 0.2;
