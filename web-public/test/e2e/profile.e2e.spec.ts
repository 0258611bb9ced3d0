import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { untilProjected } from '../../../services/src/testing/agents';
import {
  browserSkipReason,
  collectPageErrors,
  launchBrowser,
  screenshot,
  seriousA11yViolations,
  signedInContext,
  type VIEWPORTS,
} from '../../../services/src/testing/browser';
import { startTestServer, type TestServer } from '../../../services/src/testing/test-server';

const skipReason = browserSkipReason('web-public');
if (skipReason) console.warn(`Profile browser suite skipped: ${skipReason}`);

describe.skipIf(skipReason)('the profile page in a browser', { timeout: 90_000 }, () => {
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

  /** A browser profile signed in as a newly registered user of this role. */
  const signedIn = (role: string, viewport: keyof typeof VIEWPORTS = 'desktop') =>
    signedInContext(browser, server.url, role, viewport);

  async function openProfile(page: Page, name: string) {
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    return page.getByRole('form', { name: 'Profile settings' });
  }

  it('a coach edits the profile, sees the banner, and finds it after a reload', async () => {
    const { context, username } = await signedIn('coach');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const form = await openProfile(page, username);
    await page.getByText('Verification Pending', { exact: true }).waitFor();

    await form.getByLabel(/^Display name/).fill('Dana Broussard');
    await form.getByLabel(/^Location/).fill('Metairie, LA');
    await form.getByLabel(/^Bio/).fill('Head coach of the Crescent City Bombers 14U.');
    await form.getByLabel(/^Team name/).fill('Crescent City Bombers');
    await form.getByLabel('Position', { exact: true }).click();
    await page.getByRole('option', { name: 'Strength & Conditioning' }).click();
    await form.getByLabel(/^Instagram/).fill('@cc_bombers');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Profile updated', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dana Broussard' }).waitFor();
    await page.getByText('Head coach of the Crescent City Bombers 14U.').first().waitFor();
    await page.getByText('Crescent City Bombers', { exact: true }).waitFor();
    expect(await page.getByTestId('team-position').textContent()).toBe('Strength & Conditioning');
    expect(await page.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://www.instagram.com/cc_bombers',
    );
    expect(await form.getByLabel(/^Display name/).inputValue()).toBe('Dana Broussard');
    expect(await page.getByTestId('profile-avatar').textContent()).toBe('DB');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'profile-coach-desktop');

    await page.getByRole('tab', { name: 'Activity History' }).click();
    const history = page.getByRole('list', { name: 'Activity history' });
    await history.getByText('Profile updated', { exact: true }).waitFor();
    await history.getByText('Account created', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'profile-activity-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('uploads a photo with the progress bar and shows it once saved', async () => {
    const { context, username } = await signedIn('parent');
    const page = await context.newPage();
    const form = await openProfile(page, username);
    const png = await sharp({
      create: { width: 320, height: 320, channels: 3, background: { r: 201, g: 26, b: 37 } },
    })
      .png()
      .toBuffer();
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await form.getByText('New photo ready: save your profile to keep it.').waitFor();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Profile updated', { exact: true }).waitFor();

    const photo = page.getByTestId('profile-avatar').locator('img');
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]+\.webp$/);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="profile-avatar"] img');
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'profile-photo-desktop');
    await context.close();
  });

  it('refuses a photo over 5 MB before sending it', async () => {
    const { context, username } = await signedIn('fan');
    const page = await context.newPage();
    const form = await openProfile(page, username);
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/upload')) uploads += 1;
    });
    await form.locator('input[type="file"]').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await form.getByText('File size exceeds the maximum limit of 5MB', { exact: true }).waitFor();
    expect(uploads).toBe(0);
    await context.close();
  });

  it('shows the display-name rule beside the field', async () => {
    const { context, username } = await signedIn('scout');
    const page = await context.newPage();
    const form = await openProfile(page, username);
    await form.getByLabel(/^Display name/).fill('D');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Display name must be at least 2 characters', { exact: true }).waitFor();
    await context.close();
  });

  it('reads well on a phone', async () => {
    const { context } = await signedIn('coach', 'phone');
    const saved = await context.request.post('/api/user-profile', {
      data: {
        displayName: 'Dana Broussard',
        teamName: 'Crescent City Bombers',
        teamPosition: 'strength_coach',
      },
      headers: { Origin: server.url },
    });
    expect(saved.ok()).toBe(true);
    await untilProjected(server, saved.headers(), ['UserProfileUpdated']);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await openProfile(page, 'Dana Broussard');
    await page.waitForTimeout(400);
    // The coach's position is a line of its own under the team, unbroken: no stray "·" line.
    const position = page.getByTestId('team-position');
    expect(await position.textContent()).toBe('Strength & Conditioning');
    const lines = await position.evaluate(
      (el) =>
        el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(Math.round(lines)).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'profile-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
