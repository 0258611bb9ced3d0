import type { BrowserContext, Page } from 'playwright-core';

/**
 * What a stored-script check watches on a page: each payload sets `window.__xss` if it ever runs.
 * Violations of the Content-Security-Policy are gathered too, since the sites must run under
 * their own policy without tripping it.
 */
export const PAYLOADS = {
  script: '<script>window.__xss=1</script>',
  img: '<img src=x onerror="window.__xss=1">',
  svg: '"><svg onload=window.__xss=1>',
  url: 'javascript:window.__xss=1',
} as const;
export const ALL_PAYLOADS = Object.values(PAYLOADS).join(' ');

export type Watch = { errors: string[]; dialogs: string[]; cspConsole: string[] };

/** Starts watching every page of the context: page errors, dialogs, CSP reports. */
export async function watch(context: BrowserContext, page: Page): Promise<Watch> {
  const found: Watch = { errors: [], dialogs: [], cspConsole: [] };
  await context.addInitScript(`
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI));
  `);
  page.on('pageerror', (error) => found.errors.push(error.message));
  page.on('dialog', (dialog) => {
    found.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.cspConsole.push(message.text());
  });
  return found;
}

// The scripts below run in the page; they are strings because this project's TypeScript has
// no DOM types (the server code must not see them).

/** The page's visible text together with the values of its form fields. */
const SHOWN_TEXT = `[
  document.body.innerText,
  ...Array.from(document.querySelectorAll('input, textarea'), (field) => field.value),
].join('\\n')`;

/** Elements or links a payload would have become had it been rendered as markup. */
const LIVE_MARKUP = `(() => {
  const found = [];
  // A JSON data block (the answers a page was rendered with) never runs; any other script would.
  for (const s of document.querySelectorAll('script:not([type="application/json"])')) {
    if (s.textContent.includes('__xss')) found.push('script element');
  }
  for (const el of document.querySelectorAll('[onerror], [onload]')) found.push(el.outerHTML);
  for (const el of document.querySelectorAll('[href], [src], [action]')) {
    const target = el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action');
    if (target.trim().toLowerCase().startsWith('javascript:')) found.push(el.outerHTML);
  }
  return found;
})()`;

export type PageReport = {
  path: string;
  missing: string[];
  xss: unknown;
  markup: string[];
  csp: string[];
};

/**
 * Opens a path (and, with `open`, whatever must be clicked to show more), waits until every expected payload is shown (as text or a field's value), then
 * reports anything that says a payload was treated as markup.
 */
export async function inspect(
  page: Page,
  path: string,
  expected: string[],
  open?: (page: Page) => Promise<void>,
): Promise<PageReport> {
  await page.goto(path);
  await open?.(page);
  const deadline = Date.now() + 10_000;
  let missing = expected;
  while (Date.now() < deadline) {
    const text: string = await page.evaluate(SHOWN_TEXT);
    missing = expected.filter((payload) => !text.includes(payload));
    if (missing.length === 0) break;
    await page.waitForTimeout(200);
  }
  // A moment for any handler (onerror of a broken image) to have fired.
  await page.waitForTimeout(300);
  return {
    path,
    missing,
    xss: await page.evaluate('window.__xss'),
    markup: await page.evaluate<string[]>(LIVE_MARKUP),
    csp: await page.evaluate<string[]>('window.__cspViolations ?? []'),
  };
}
