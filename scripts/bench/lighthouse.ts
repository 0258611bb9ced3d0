import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { childInput } from './lib';

/**
 * Lighthouse (its default mobile emulation and throttling) on each page, with Debian's Chromium.
 * Input: { urls }. Prints, per URL, the four category scores, LCP, CLS, the other metrics of the
 * performance score (FCP, total blocking time, speed index), the JavaScript the page
 * transferred, and the LCP's element with the phases of its time (what to look at when LCP is
 * over its target).
 */
const { urls } = childInput<{ urls: string[] }>();

type Table = { type?: string; items?: Record<string, unknown>[] };
/** The LCP element audit's two tables: the element, and its time by phase (ms). */
function lcpElementOf(details: unknown): {
  lcpElement: string | null;
  lcpPhasesMs: Record<string, number> | null;
} {
  const tables = ((details as { items?: Table[] } | undefined)?.items ?? []).filter(
    (t) => t.type === 'table',
  );
  const node = tables[0]?.items?.[0]?.node as { selector?: string; snippet?: string } | undefined;
  const phases = tables[1]?.items?.map((row) => [String(row.phase), Number(row.timing)] as const);
  return {
    lcpElement: node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : null,
    lcpPhasesMs: phases ? Object.fromEntries(phases.map(([p, ms]) => [p, Math.round(ms)])) : null,
  };
}
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const results: Record<string, unknown> = {};
try {
  for (const url of urls) {
    // Now and then Chromium's trace of a load misses its start (NO_NAVSTART) and Lighthouse can
    // measure nothing: that page is loaded once more before it counts as not measured.
    let runner: Awaited<ReturnType<typeof lighthouse>>;
    for (let attempt = 1; ; attempt++) {
      runner = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!runner?.lhr.runtimeError || attempt === 3) break;
      console.error(`lighthouse on ${url}: ${runner.lhr.runtimeError.code}; measuring again`);
    }
    if (!runner) throw new Error(`lighthouse returned nothing for ${url}`);
    const { categories, audits } = runner.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const items =
      (
        audits['resource-summary']?.details as {
          items?: { resourceType: string; transferSize: number }[];
        }
      )?.items ?? [];
    results[url] = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
      cls: audits['cumulative-layout-shift']?.numericValue ?? null,
      fcpMs: audits['first-contentful-paint']?.numericValue ?? null,
      tbtMs: audits['total-blocking-time']?.numericValue ?? null,
      speedIndexMs: audits['speed-index']?.numericValue ?? null,
      jsTransferBytes: items.find((i) => i.resourceType === 'script')?.transferSize ?? null,
      ...lcpElementOf(audits['largest-contentful-paint-element']?.details),
      runtimeError: runner.lhr.runtimeError?.message ?? null,
    };
  }
} finally {
  await chrome.kill();
}
console.log(JSON.stringify(results));
