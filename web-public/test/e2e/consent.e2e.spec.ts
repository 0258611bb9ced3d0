import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../../services/src/accounts/admin';
import { mailsTo } from '../../../services/src/accounts/reset.testing';
import { consentToken } from '../../../services/src/families/families.testing';
import {
  browserSkipReason,
  collectPageErrors,
  launchBrowser,
  newContext,
  signedInContext,
} from '../../../services/src/testing/browser';
import { startTestServer, type TestServer } from '../../../services/src/testing/test-server';

const skipReason = browserSkipReason('web-public');
if (skipReason) console.warn(`Consent browser suite skipped: ${skipReason}`);

const ADMIN = { username: 'consent_e2e_admin', password: 'dugout-coffee-42' };

/**
 * Issue 36 item 1, in the browser: a fan nominates an eight-year-old; the consent link goes to
 * the guardian's address; the guardian creates a parent account for it from the link's page and
 * consents; staff approve, and the child is still not public (e-mail alone is "email plus");
 * the guardian's card check (charged and refunded at once) verifies it, and the page is public.
 */
describe.skipIf(skipReason)('consent in a browser', { timeout: 300_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await ensureAdmin(server.ctx, ADMIN);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('from the nomination to the public page through a verified consent', async () => {
    const guardianName = `guardian_${randomUUID().slice(0, 8)}`;
    const guardianEmail = `${guardianName}@example.com`;

    // 1. A fan nominates an eight-year-old and names the guardian's address.
    const { context: fan, username: fanName } = await signedInContext(browser, server.url, 'fan');
    const nominate = await fan.newPage();
    const errors = collectPageErrors(nominate);
    await nominate.goto('/you-scout/nominate');
    const form = nominate.getByRole('form', { name: 'Nominate an athlete' });
    await form.getByLabel(/^First name/).fill('Tibby');
    await form.getByLabel(/^Last name/).fill('Fontenot');
    await form.getByLabel(/^Age/).fill('8');
    await form.getByLabel(/^Sport/).selectOption('baseball');
    await form.getByLabel(/^Primary position/).selectOption('SS');
    await form.getByLabel(/^State/).selectOption('LA');
    await form
      .getByLabel(/^What did they do/)
      .fill('Two hits and a diving stop at short to end the game with the bases loaded.');
    await form.getByLabel(/^Parent or guardian’s email/).fill(guardianEmail);
    const created = nominate.waitForResponse(
      (r) => r.url().endsWith('/api/you-scout/nominations') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Submit Nomination' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const nominationId = ((await response.json()) as { id: string }).id;
    // The link went to the guardian, never to the fan.
    expect(await mailsTo(server, `${fanName}@example.com`)).toEqual([]);
    const token = consentToken(await mailsTo(server, guardianEmail));

    // Staff approve it: the child under 13 is not public without a verified consent.
    const staff = request.agent(server.url);
    await staff.post('/api/login').send(ADMIN).expect(200);
    await staff.post(`/api/admin/you-scout/nominations/${nominationId}/approve`).expect(200);
    const visitor = await newContext(browser, server.url, 'phone');
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/you-scout/nomination/${nominationId}`);
    await publicPage.getByText('Nomination not found').waitFor();

    // 2. The guardian follows the link, creates a parent account for that address, consents.
    const guardian = await newContext(browser, server.url, 'phone');
    const link = await guardian.newPage();
    errors.push(...collectPageErrors(link));
    await link.goto(`/profile/family/consent?token=${encodeURIComponent(token)}`);
    await link.getByText('Tibby F.').waitFor();
    await link.getByText('g•••@example.com').waitFor();
    await link.getByRole('link', { name: 'Create a parent account' }).click();
    const register = link.getByRole('form', { name: 'Register' });
    await register.getByLabel(/^Username/).fill(guardianName);
    await register.getByLabel(/^Email/).fill(guardianEmail);
    await register.getByLabel(/^Password/).fill('batting-cage-lights');
    await register.getByLabel(/^Confirm password/).fill('batting-cage-lights');
    await register.getByRole('radio', { name: /^Parent/ }).click();
    await register.getByRole('button', { name: 'Create account' }).click();
    await link.getByText(`Signed in as ${guardianName}.`).waitFor();
    await link.getByRole('button', { name: 'I give my consent' }).click();
    await link.getByText('Thank you: your consent is on record').waitFor();

    // Staff see how it was given, by which address, whose, and when: e-mail only, not verified.
    const before = await staff.get(`/api/admin/you-scout/nominations/${nominationId}`).expect(200);
    expect(before.body.consent).toMatchObject({
      method: 'email',
      address: guardianEmail,
      addressBelongsToNominator: false,
      givenBy: { username: guardianName },
      verification: null,
    });
    await publicPage.reload();
    await publicPage.getByText('Nomination not found').waitFor();

    // 3. The card check: the sandbox's hosted page, a test card, back to the site, verified.
    await link.getByRole('button', { name: 'Verify with a card check' }).click();
    await link.waitForURL(/\/pay\/sandbox\//);
    await link.getByLabel('Card number').fill('4242 4242 4242 4242');
    await link.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await link.getByLabel('CVC').fill('123');
    await link.getByLabel('Name on card').fill('Pat Fontenot');
    await link.getByRole('button', { name: /^Pay \$0\.50/ }).click();
    await link.waitForURL(/\/profile\/family\/card-check\?/);
    await link.getByText(/your consent is verified/).waitFor();
    await link.goto('/profile/family');
    await link.getByText('Consent given and verified').waitFor();

    const after = await staff.get(`/api/admin/you-scout/nominations/${nominationId}`).expect(200);
    expect(after.body.consent.verification).toMatchObject({
      method: 'card',
      paymentId: expect.any(String),
    });
    const payment = await server.ctx.store.readStream(
      `payment-${after.body.consent.verification.paymentId as string}`,
    );
    expect(payment.map((e) => e.type)).toEqual([
      'PaymentRequested',
      'PaymentSucceeded',
      'PaymentRefunded',
    ]);

    // 4. The public page shows the child, as anyone may see them.
    await publicPage.reload();
    await publicPage.getByRole('heading', { name: /Tibby F\./ }).waitFor();
    expect(await publicPage.getByText('Fontenot').count()).toBe(0);
    expect(errors).toEqual([]);
    await Promise.all([fan.close(), guardian.close(), visitor.close()]);
  });
});
