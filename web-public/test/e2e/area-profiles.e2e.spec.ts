import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserSkipReason,
  collectPageErrors,
  launchBrowser,
  newContext,
  screenshot,
  seriousA11yViolations,
} from '../../../services/src/testing/browser';
import { startTestServer, type TestServer } from '../../../services/src/testing/test-server';

const skipReason = browserSkipReason('web-public');
if (skipReason) console.warn(`Area profiles browser suite skipped: ${skipReason}`);

describe.skipIf(skipReason)('area profiles in a browser', { timeout: 90_000 }, () => {
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

  it('a coach registers through Matchups, finds the Matchups profile, and adds a Connect one', async () => {
    const context = await newContext(browser, server.url, 'desktop');
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // /auth shows the Matchups variant when the path mentions it (document 2 §2).
    await page.goto('/auth?for=matchups');
    await page.getByRole('tab', { name: 'Register' }).click();
    const username = `coach_${randomUUID().slice(0, 8)}`;
    const register = page.getByRole('form', { name: 'Register' });
    await register.getByLabel(/^Username/).fill(username);
    await register.getByLabel(/^Email/).fill(`${username}@example.com`);
    await register.getByLabel(/^Password/).fill('batting-cage');
    await register.getByLabel(/^Confirm password/).fill('batting-cage');
    await register.getByRole('radio', { name: /Coach/ }).click();
    await register.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname !== '/auth');

    await page.goto('/profile');
    const areas = page.getByRole('region', { name: 'Your area profiles' });
    const matchups = areas.getByRole('article', { name: 'Matchups' });
    await matchups.getByText('Role: Coach').waitFor();
    await matchups.getByText('Not verified yet', { exact: true }).waitFor();

    await areas.getByRole('button', { name: 'Add a Connect profile' }).click();
    const form = areas.getByRole('form', { name: 'Add a Connect profile' });
    await form.getByRole('button', { name: 'Add Connect profile' }).click();
    await form.getByText('Choose whether you are a sponsor, organizer, athlete').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await form.getByRole('radio', { name: 'Organizer' }).click();
    await form.getByLabel('Company or organization name').fill('Crescent City Classic');
    await form.getByLabel('Website').fill('https://cc-classic.example');
    await form.getByLabel('Typical budget (minimum)').fill('500');
    await form.getByLabel('Typical budget (maximum)').fill('2500');
    await form.getByRole('button', { name: 'Add Connect profile' }).click();
    const connect = areas.getByRole('article', { name: 'Connect' });
    await connect.getByText('Crescent City Classic').waitFor();

    await page.reload();
    await connect.getByText('$500 – $2,500').waitFor();
    await matchups.getByText('Role: Coach').waitFor();
    expect(await areas.getByRole('button', { name: 'Add a Connect profile' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'profile-area-profiles-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
