import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../services/src/accounts/reset.testing';
import { consentToken } from '../../../services/src/families/families.testing';
import {
  browserSkipReason,
  collectPageErrors,
  launchBrowser,
  newContext,
  screenshot,
  seriousA11yViolations,
  signedInContext,
  VIEWPORTS,
} from '../../../services/src/testing/browser';
import { startTestServer, type TestServer } from '../../../services/src/testing/test-server';

const skipReason = browserSkipReason('web-public');
if (skipReason) console.warn(`Family browser suite skipped: ${skipReason}`);

describe.skipIf(skipReason)('a family in a browser', { timeout: 120_000 }, () => {
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

  it('a parent adds a child, consents from the mailed link, then erases the child and sees "removed"', async () => {
    const { context: parent, username } = await signedInContext(browser, server.url, 'parent');
    const page = await parent.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/profile/family');
    await page.getByRole('heading', { level: 1, name: 'Family' }).waitFor();
    await page.getByLabel('First name').fill('Tibby');
    await page.getByLabel('Last name').fill('Fontenot');
    await page.getByLabel('Birth date').fill('2017-08-21');
    await page.getByRole('button', { name: 'Add child' }).click();
    await page.getByRole('cell', { name: /Tibby Fontenot/ }).waitFor();
    await page.getByText('Consent link mailed').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'family-desktop');

    // The link from the mail: signed out it asks for the parent account of its address.
    const token = consentToken(await mailsTo(server, `${username}@example.com`));
    const visitor = await newContext(browser, server.url, 'phone');
    const signedOut = await visitor.newPage();
    await signedOut.goto(`/profile/family/consent?token=${encodeURIComponent(token)}`);
    await signedOut.getByText('Tibby F.').waitFor();
    expect(await signedOut.getByText('Fontenot').count()).toBe(0);
    await signedOut.getByRole('link', { name: 'Sign in to consent' }).waitFor();
    expect(await signedOut.getByRole('button', { name: 'I give my consent' }).count()).toBe(0);
    expect(await seriousA11yViolations(signedOut)).toEqual([]);
    // Opened by the parent, signed in with that address.
    const link = await parent.newPage();
    await link.setViewportSize(VIEWPORTS.phone);
    await link.goto(`/profile/family/consent?token=${encodeURIComponent(token)}`);
    await link.getByText('Tibby F.').waitFor();
    await link.getByRole('button', { name: 'I give my consent' }).click();
    await link.getByText('Thank you: your consent is on record').waitFor();
    await screenshot(link, 'family-consent-phone');
    await link.reload();
    await link.getByText(/was used already/).waitFor();

    await page.reload();
    await page.getByText('Consent given, not verified').waitFor();
    await page.getByRole('button', { name: 'Verify with a card check' }).waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Erase data' }).click();
    await page.getByRole('cell', { name: /^removed/ }).waitFor();
    await page.getByText('Erased', { exact: true }).waitFor();
    expect(await page.getByText('Tibby').count()).toBe(0);
    expect(errors).toEqual([]);
    await visitor.close();
    await parent.close();
  });
});
