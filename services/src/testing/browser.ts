import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/**
 * Browser suites drive the built sites through a real API server in Debian's Chromium. Where
 * either is missing they skip and say why (CI installs Chromium and builds the sites first).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function browserSkipReason(site: 'web-public' | 'web-admin'): string | undefined {
  if (!existsSync(CHROMIUM_PATH)) {
    return `no Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH)`;
  }
  const built = site === 'web-public' ? process.env.WEB_PUBLIC_DIST : process.env.WEB_ADMIN_DIST;
  if (!existsSync(path.join(path.resolve(root, built ?? `${site}/dist`), 'index.html'))) {
    return `${site} is not built: run npm run build first (npm test does)`;
  }
  return undefined;
}

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

/** A fresh browser profile (its own cookies) at a viewport, failing on any page error. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: keyof typeof VIEWPORTS = 'desktop',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[viewport],
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(10_000);
  return context;
}

/**
 * A browser profile at a viewport with a newly registered user of this role signed in (the
 * registration's cookie lands in it). The password is `batting-cage`.
 */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  role: string,
  viewport: keyof typeof VIEWPORTS = 'desktop',
): Promise<{ context: BrowserContext; username: string }> {
  const context = await newContext(browser, baseURL, viewport);
  const username = `${role}_${randomUUID().slice(0, 8)}`;
  const response = await context.request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password: 'batting-cage', role },
    headers: { Origin: baseURL },
  });
  if (response.status() !== 201)
    throw new Error(`registering ${username}: ${response.status()} ${await response.text()}`);
  return { context, username };
}

/**
 * A GET of the API as the page's browser sends it (its cookies, its connections), for reads that
 * follow a long step. The context's `page.request` client keeps its socket idle meanwhile; once
 * the server's keep-alive timeout (65 s, core/http/app-server.ts) closes it, a request sent on it
 * at that moment fails ECONNRESET (the back office's desktop pass, after a 65 s phone pass under
 * CI's load). Chromium, as browsers do, sends an idempotent request again on a new connection
 * when the server closed the reused one under it (RFC 9112 section 9.3.1).
 */
export function browserGet<T = unknown>(
  page: Page,
  path: string,
): Promise<{ status: number; body: T }> {
  return page.evaluate(async (target) => {
    const response = await fetch(target, { headers: { Accept: 'application/json' } });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }, path);
}

/** Uncaught errors a page threw; a suite asserts this stays empty. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * axe's serious and critical violations on the page as it is now, one line each. axe runs in the
 * page itself (legacy mode: no blank page to gather frames' results in) and details only the
 * violations (every passing node was serialised and shipped back before): the leaderboard's
 * audit went from 11-13 s to 4.3 s. The price: what a frame shows is not audited, only its
 * element (its title). The sites' only frames are video players of other sites, not ours to
 * audit; a frame of our own would need the default mode back.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A screenshot's height at most: a full-page picture of the home page at 1440 px (11,700 px
 * tall) took 7 s to encode on a quiet machine and over a minute beside other browser tests.
 */
export const SCREENSHOT_MAX_HEIGHT = 4_000;

/**
 * Saves a screenshot of the page from its top, down to SCREENSHOT_MAX_HEIGHT, to
 * .data/screenshots/<name>.png for people to look at (the suites check widths themselves).
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = path.join(root, '.data', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  // A string, as this file is compiled without the DOM's types.
  const { width, height } = (await page.evaluate(
    '({ width: document.documentElement.clientWidth, height: document.documentElement.scrollHeight })',
  )) as { width: number; height: number };
  await page.screenshot({
    path: file,
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(height, SCREENSHOT_MAX_HEIGHT) },
  });
  return file;
}
