import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../../services/src/accounts/admin';
import {
  browserSkipReason,
  collectPageErrors,
  launchBrowser,
  newContext,
  screenshot,
  seriousA11yViolations,
  type VIEWPORTS,
} from '../../../services/src/testing/browser';
import { startTestServer, type TestServer } from '../../../services/src/testing/test-server';

const skipReason = browserSkipReason('web-public');
if (skipReason) console.warn(`Accounts browser suite skipped: ${skipReason}`);

const PASSWORD = 'batting-cage';
const SCREENSHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../.data/screenshots',
);

/** The body of an .eml file, quoted-printable undone. */
function decodeMail(eml: string): string {
  if (!/^Content-Transfer-Encoding: quoted-printable$/im.test(eml)) return eml;
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe.skipIf(skipReason)('accounts in a browser', { timeout: 90_000 }, () => {
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

  /** An account made through the API in a throwaway browser profile. */
  async function registeredUser(role = 'parent') {
    const username = `${role}_${randomUUID().slice(0, 8)}`;
    const email = `${username}@example.com`;
    const context = await newContext(browser, server.url);
    const response = await context.request.post('/api/register', {
      data: { username, email, password: PASSWORD, role },
      headers: { Origin: server.url },
    });
    expect(response.status()).toBe(201);
    await context.close();
    return { username, email };
  }

  async function signIn(page: Page, username: string, password = PASSWORD) {
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel(/^Username/).fill(username);
    await form.getByLabel(/^Password/).fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
  }

  /**
   * The newest mail to this address that holds `holding`, read from the server's outbox once it
   * is written (registration mails a confirmation link first, so the address alone is not enough).
   */
  async function newestMailTo(address: string, holding: RegExp): Promise<string> {
    const outbox = path.join(server.ctx.config.dataDir, 'mail');
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const names = await readdir(outbox).catch(() => [] as string[]);
      for (const name of names
        .filter((n) => n.endsWith('.eml'))
        .sort()
        .reverse()) {
        const mail = decodeMail(await readFile(path.join(outbox, name), 'utf8'));
        if (mail.includes(address) && holding.test(mail)) return mail;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${address} holding ${holding} in ${outbox}`);
  }

  it('registers through the form, shows @username, logs out and signs back in', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(await page.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    const username = `fan_${randomUUID().slice(0, 8)}`;
    const form = page.getByRole('form', { name: 'Register' });
    // An empty submit: every rule's message, readable beside its field.
    await form.getByRole('button', { name: 'Create account' }).click();
    await form.getByText('Please select your role', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'auth-register-errors-desktop');

    await form.getByLabel(/^Username/).fill(username);
    await form.getByLabel(/^Email/).fill(`${username}@example.com`);
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByLabel(/^Confirm password/).fill(PASSWORD);
    await form.getByRole('radio', { name: /Fan/ }).click();
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('button', { name: `Account menu for ${username}` }).click();
    await page.getByText(`@${username}`, { exact: true }).waitFor();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('Logged out', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await signIn(page, username);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Login successful', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Account menu for ${username}` }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a wrong password with the server message', async () => {
    const { username } = await registeredUser();
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/auth');
    await signIn(page, username, 'not-the-password');
    await page.getByText('Invalid username or password', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    // The header's Sign Up, pressed on this very page, still turns to Register.
    await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('form', { name: 'Register' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await context.close();
  });

  it('sends a signed-out visitor from /profile to /auth, and back after signing in', async () => {
    const { username } = await registeredUser();
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/auth');
    await signIn(page, username);
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { level: 1, name: username }).waitFor();
    await context.close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const { username, email } = await registeredUser();
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const request = page.getByRole('dialog', { name: 'Reset your password' });
    await request.getByLabel(/^Email/).fill(email);
    await request.getByRole('button', { name: 'Send reset link' }).click();
    await request
      .getByText(
        "If your email exists in our system, you'll receive password reset instructions shortly.",
      )
      .waitFor();

    const resetLink = /(https?:\/\/[^\s"<>]+)\/auth\?token=([A-Za-z0-9_-]+)/;
    const match = resetLink.exec(await newestMailTo(email, resetLink));
    if (!match) throw new Error('the mail holds no reset link');
    // The link points at PUBLIC_URL; open it on this test server.
    await page.goto(`${server.url}/auth?token=${match[2]}`);
    const reset = page.getByRole('dialog', { name: 'Set a new password' });
    await reset.getByLabel(/^New password/).fill('fresh-glove-77');
    await reset.getByLabel(/^Confirm new password/).fill('fresh-glove-77');
    await reset.getByRole('button', { name: 'Update password' }).click();
    await reset.getByText('Password Updated', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // After 3 s the overlay gives way to the login form, and the token leaves the address.
    await reset.waitFor({ state: 'hidden', timeout: 6000 });
    expect(new URL(page.url()).search).toBe('');

    await signIn(page, username, 'fresh-glove-77');
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a visitor whose link is no longer valid', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto(`/auth?token=${'x'.repeat(43)}`);
    const reset = page.getByRole('dialog', { name: 'Set a new password' });
    await reset.getByText('Invalid or Expired Token', { exact: true }).waitFor();
    await page.waitForTimeout(300);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'auth-invalid-token-desktop');
    await context.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await context.close();
  });

  it("sends an admin who asked for nothing to YouScout's staff screen, the back office's, after signing in", async () => {
    const admin = { username: 'e2e_admin', password: 'dugout-coffee-42' };
    await ensureAdmin(server.ctx, admin);
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/auth');
    await signIn(page, admin.username, admin.password);
    // /you-scout/actual-admin (document 2 §2), which leads on to the back office.
    await page.waitForURL((url) => url.pathname === '/admin/you-scout/nominations');
    await page.getByRole('heading', { level: 1, name: 'YouScout nominations' }).waitFor();
    await context.close();
  });

  const PAGES = [
    { path: '/auth', name: 'auth', ready: 'Welcome back' },
    { path: '/terms-of-service', name: 'terms', ready: 'Terms of Service' },
    { path: '/privacy-policy', name: 'privacy', ready: 'Privacy Policy' },
    { path: '/no-such-page', name: '404', ready: '404 Page Not Found' },
  ] as const;

  for (const viewport of ['phone', 'desktop'] as (keyof typeof VIEWPORTS)[]) {
    it(`has no serious accessibility problems on the ${viewport}`, async () => {
      const context = await newContext(browser, server.url, viewport);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      for (const { path: address, name, ready } of PAGES) {
        await page.goto(address);
        await page.getByRole('heading', { name: ready }).first().waitFor();
        await page.waitForTimeout(400);
        expect(await seriousA11yViolations(page), `${address} at ${viewport}`).toEqual([]);
        await screenshot(page, `${name}-${viewport}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('opens the phone menu with the links and the account actions', async () => {
    const context = await newContext(browser, server.url, 'phone');
    const page = await context.newPage();
    await page.goto('/terms-of-service');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    for (const link of ['About', 'Solutions', 'Leadership', 'Podcast', 'Contact', 'NOLA 100'])
      await menu.getByRole('link', { name: link }).waitFor();
    await menu.getByRole('link', { name: 'Admin Login' }).waitFor();
    await page.waitForTimeout(300);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'header-menu-phone.png') });
    await menu.getByRole('link', { name: 'NOLA 100' }).click();
    await page.waitForURL((url) => url.pathname === '/leaderboard');
    await context.close();
  });

  /**
   * A page whose scripts wait until `release` is called: its prerendered first screen is all
   * the visitor has, as on a slow network.
   */
  async function withScriptsHeld(viewport: 'phone' | 'desktop', address: string) {
    const context = await newContext(browser, server.url, viewport);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // The module scripts hold back DOMContentLoaded, not the page's first paint.
    await page.goto(address, { waitUntil: 'commit' });
    return { context, page, errors, release };
  }

  /** Whether React has taken this element over (it keeps its fiber on the node). */
  const hydrated = (element: Element) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

  it('subscribes an address typed before the page had its scripts, sent once it hydrated', async () => {
    const { context, page, errors, release } = await withScriptsHeld('desktop', '/privacy-policy');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    const email = `early.${Date.now()}@example.com`;
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    expect(await form.evaluate(hydrated)).toBe(false);

    release();
    // The page's modules and its hydration: on a busy machine more than the 10 s default.
    await page.waitForFunction(
      (button) => Object.keys(button).some((key) => key.startsWith('__reactFiber$')),
      await form.getByRole('button', { name: 'Subscribe' }).elementHandle(),
      { timeout: 30_000 },
    );
    expect(await form.getByRole('textbox', { name: 'Email address' }).inputValue()).toBe(email);
    // A mark on this document, gone should the browser post the form itself and leave it.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Thank you for subscribing to our newsletter').waitFor();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/privacy-policy');
    expect(await server.ctx.knex('newsletter_subscriptions').where({ email })).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('subscribes an address typed and sent before the page had its scripts', async () => {
    const { context, page } = await withScriptsHeld('phone', '/privacy-policy');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    const email = `before.${Date.now()}@example.com`;
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    // The browser posts the plain form itself, and shows the server's page.
    await page.getByRole('heading', { name: 'Subscribed' }).waitFor();
    await page.getByText('Thank you for subscribing to our newsletter').waitFor();
    expect(new URL(page.url()).pathname).toBe('/api/newsletter');
    expect(await server.ctx.knex('newsletter_subscriptions').where({ email })).toHaveLength(1);
    await context.close();
  });

  it('opens the phone menu tapped before the page had its scripts, and follows its links', async () => {
    const { context, page, errors, release } = await withScriptsHeld('phone', '/privacy-policy');
    const button = page.getByRole('button', { name: 'Open menu' });
    expect(await button.evaluate(hydrated)).toBe(false);
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const link of ['About', 'Solutions', 'Leadership', 'Podcast', 'Contact', 'Admin Login'])
      await menu.getByRole('link', { name: link }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'header-menu-phone-early.png') });
    await menu.getByRole('link', { name: 'NOLA 100' }).click();
    // The next page's scripts are held too: it is there once it has begun to arrive.
    await page.waitForURL('**/leaderboard', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'NOLA 100' }).waitFor();
    release();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signed in on a phone, the menu has the account', async () => {
    const { username } = await registeredUser();
    const context = await newContext(browser, server.url, 'phone');
    const page = await context.newPage();
    await page.goto('/auth');
    await signIn(page, username);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByText(`@${username}`).waitFor();
    await menu.getByRole('link', { name: 'Profile' }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'header-menu-signed-in-phone.png') });
    await menu.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out', { exact: true }).waitFor();
    await context.close();
  });

  it('casts a shadow under the header once the page scrolls', async () => {
    const context = await newContext(browser, server.url, 'desktop');
    const page = await context.newPage();
    await page.goto('/privacy-policy');
    const header = page.locator('header').first();
    expect(await header.getAttribute('data-scrolled')).toBeNull();
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() =>
      document.querySelector('header')?.hasAttribute('data-scrolled'),
    );
    await page.waitForTimeout(250);
    // The viewport only, where the sticky header and its shadow are.
    await page.screenshot({ path: path.join(SCREENSHOTS, 'header-scrolled-desktop.png') });

    // A new page starts at the top.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL((url) => url.pathname === '/terms-of-service');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('lets a keyboard user skip straight to the page', async () => {
    const context = await newContext(browser, server.url, 'desktop');
    const page = await context.newPage();
    await page.goto('/terms-of-service');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await context.close();
  });
});
