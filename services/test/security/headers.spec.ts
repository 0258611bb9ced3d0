import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAgent } from '../../src/testing/agents';
import type { TestServer } from '../../src/testing/test-server';
import { makePng } from '../../src/uploads/test-images';

/**
 * Issue 7 item 12 (ASVS 5.0 V3.4 Browser security mechanism headers): every kind of answer the
 * server gives (API JSON, each site's page, a built asset, a stored upload) carries a CSP that
 * forbids plugins, `<base>` rewriting and framing, `nosniff` and a Referrer-Policy; HSTS is sent
 * in production only. (That both sites run under this CSP without a violation is checked in
 * Chromium by stored-scripts.spec.ts.)
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const builtAsset = (site: string, mount: string) => {
  const dir = path.join(
    root,
    process.env[`${site.toUpperCase().replace('-', '_')}_DIST`] ?? `${site}/dist`,
  );
  const js = readdirSync(path.join(dir, 'assets')).find((name) => name.endsWith('.js'));
  if (!js) throw new Error(`${site} has no built JavaScript: run npm run build`);
  return `${mount}assets/${js}`;
};

/** The CSP's directives by name, each with its sources. */
function directives(header: string | undefined): Map<string, string[]> {
  expect(header, 'Content-Security-Policy is missing').toBeTruthy();
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
  );
}

type Answer = { path: string; status: number; headers: Record<string, string> };

let dev: TestServer;
let production: TestServer;
let uploadUrl: string;
beforeAll(async () => {
  // Both sites' pages and assets are under test (the suite's global setup builds them if stale).
  // Imported only now: the app finds the built sites when it is loaded.
  const { startTestServer } = await import('../../src/testing/test-server');
  dev = await startTestServer();
  production = await startTestServer({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://www.nolasports.example',
  });
  const agent = await userAgent(dev, 'athlete');
  const { body } = await agent
    .post('/api/upload')
    .attach('file', await makePng(), { filename: 'me.png', contentType: 'image/png' })
    .expect(200);
  uploadUrl = body.fileUrl;
});
afterAll(async () => {
  await dev?.close();
  await production?.close();
});

const paths = () => ({
  'API JSON': '/api/health',
  'API 404 JSON': '/api/no-such-call',
  'public page': '/leaderboard',
  'admin page': '/admin/prospects',
  'public asset': builtAsset('web-public', '/'),
  'admin asset': builtAsset('web-admin', '/admin/'),
  upload: uploadUrl,
});

async function get(server: TestServer, path: string): Promise<Answer> {
  const response = await request(server.url).get(path);
  return { path, status: response.status, headers: response.headers as Record<string, string> };
}

describe('headers on every kind of answer', () => {
  it.each(Object.keys(paths()))('%s', async (kind) => {
    const answer = await get(dev, paths()[kind as keyof ReturnType<typeof paths>]);
    expect(answer.status).toBeLessThan(500);
    const { headers } = answer;
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
    expect(headers['x-powered-by']).toBeUndefined();
    const csp = directives(headers['content-security-policy']);
    expect(csp.get('object-src') ?? csp.get('default-src')).toEqual(["'none'"]);
    // Uploads are sandboxed with default-src 'none'; the sites must say it outright.
    if (kind !== 'upload') {
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      // No inline or evaluated script anywhere: a stored script has nothing to run with.
      expect(csp.get('script-src')).toEqual(["'self'"]);
    } else {
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.has('sandbox')).toBe(true);
      expect(headers['content-type']).toBe('image/webp');
    }
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('prints the policy the sites are served with', async () => {
    const { headers } = await get(dev, '/');
    console.log(`[security] Content-Security-Policy: ${headers['content-security-policy']}`);
    console.log(`[security] Referrer-Policy: ${headers['referrer-policy']}`);
  });
});

describe('HSTS', () => {
  it('is sent in production for a year, subdomains included, on pages and the API', async () => {
    for (const path of ['/api/health', '/', '/admin/']) {
      const { headers } = await get(production, path);
      const hsts = headers['strict-transport-security'] ?? '';
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
      expect(maxAge, `${path}: ${hsts}`).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
      expect(directives(headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
        true,
      );
    }
    const { headers } = await get(production, '/api/health');
    console.log(
      `[security] production Strict-Transport-Security: ${headers['strict-transport-security']}`,
    );
  });

  it('is not sent outside production, so http://localhost keeps working', async () => {
    const { headers } = await get(dev, '/');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(directives(headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
      false,
    );
  });
});
