import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../../services/src/accounts/admin';
import {
  browserSkipReason,
  collectPageErrors,
  launchBrowser,
  newContext,
  screenshot,
} from '../../../services/src/testing/browser';
import { startTestServer, type TestServer } from '../../../services/src/testing/test-server';
import { expectAccessible, signIn } from './admin-steps';

const skipReason = browserSkipReason('web-admin');
if (skipReason) console.warn(`Payments browser suite skipped: ${skipReason}`);

const ADMIN = { username: 'e2e_payments', password: 'levee-walk-2026' };

describe.skipIf(skipReason)('paying with the sandbox', { timeout: 90_000 }, () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    server = await startTestServer();
    await ensureAdmin(server.ctx, ADMIN);
    browser = await launchBrowser();
    page = await (await newContext(browser, server.url)).newPage();
    errors = collectPageErrors(page);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('staff open a test payment, pay it on the hosted page, see it paid, and refund part', async () => {
    await signIn(page, ADMIN);
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();

    await page.getByRole('menuitem', { name: 'Payments' }).click();
    await page.getByText('No payments yet.').waitFor();
    await page.goto('/admin/payments/create');
    await page.getByLabel('Amount (USD)').fill('25.00');
    await page.getByLabel('Description').fill('Summer camp deposit');
    await page.getByLabel('Order or transaction').fill('order-e2e-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Payment: order-e2e-1').first().waitFor();
    await page.getByText('pending', { exact: true }).waitFor();

    await page.getByRole('link', { name: 'Open the checkout page' }).click();
    await page.waitForURL('**/pay/sandbox/**');
    await page.getByText('TEST PAYMENT (sandbox)').waitFor();
    await expectAccessible(page);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Pat Payer');
    await page.getByRole('button', { name: 'Pay $25.00' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await screenshot(page, 'payments-sandbox-declined');

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Pat Payer');
    await page.getByRole('button', { name: 'Pay $25.00' }).click();

    // Back on the site: the list already shows the payment paid (the webhook came first).
    await page.waitForURL('**/admin/payments?payment=*');
    const row = page.getByRole('row').filter({ hasText: 'order-e2e-1' });
    await row.getByText('succeeded').waitFor();
    await row.click();
    await page.getByRole('cell', { name: 'PaymentSucceeded' }).waitFor();
    await page.getByRole('cell', { name: 'PaymentFailed' }).waitFor();

    await page.getByLabel('Amount (USD)').fill('10');
    await page.getByRole('button', { name: 'Refund $10.00' }).click();
    await page.getByText('partially refunded', { exact: true }).waitFor();
    await page.getByRole('cell', { name: 'PaymentRefunded' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'payments-admin-refunded');
    expect(errors).toEqual([]);
  });
});
