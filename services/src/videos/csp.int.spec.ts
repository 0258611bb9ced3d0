import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe("the site's Content Security Policy", () => {
  it("lets pages frame the video providers' privacy-enhanced players, and nothing else", async () => {
    const response = await fetch(`${server.url}/api/health`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const frameSrc = policy
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('frame-src '));
    expect(frameSrc).toBe(
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.hudl.com',
    );
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("default-src 'self'");
  });
});
