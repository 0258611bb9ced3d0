import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../src/testing/test-server';
import { send } from './support/client';
import { type Fixtures, startWithFixtures } from './support/fixtures';

/**
 * Issue 36 item 17, in part: one machine voted many times through new addresses. A signed-out
 * IPv6 visitor is one voter per /64, the prefix one home or machine is given, inside which it
 * may take a new address for each request (privacy addresses).
 */
let server: TestServer;
let fx: Fixtures;
beforeAll(async () => {
  ({ server, fx } = await startWithFixtures());
});
afterAll(() => server?.close());

describe('a signed-out IPv6 visitor', () => {
  it('is one voter for its whole /64, whatever address it takes in it', async () => {
    const prospectId = await fx.newProspect();
    const vote = (from: string) =>
      send(server, 'POST', `/api/prospects/${prospectId}/vote`, {
        headers: { 'X-Forwarded-For': from },
      });
    expect((await vote('2001:db8:36:17::1')).status).toBe(201);
    for (const same of [
      '2001:db8:36:17:a:b:c:d',
      '2001:0db8:0036:0017:ffff::2',
      '2001:db8:36:17::ffff',
    ]) {
      const answer = await vote(same);
      expect(answer.status, `${same}: ${answer.text}`).toBe(409);
    }
    // Another /64 is another visitor.
    expect((await vote('2001:db8:36:18::1')).status).toBe(201);
  });
});
