import request from 'supertest';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const contact = () =>
  request(server.url).post('/api/contact').send({
    name: 'Al',
    email: 'al@example.com',
    organization: 'NORD',
    message: 'We would like to talk about our fields.',
  });

describe('rate limits', () => {
  // On embedded PGlite every connection shares one session, and the limiter's named prepared
  // statements outlived a pooled connection closed for idleness: its successor failed to
  // prepare them again, and every rate-limited call answered 500 after ten quiet seconds.
  it('keep working after their connection has sat idle longer than a pool keeps it', async () => {
    await contact().expect(201);
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    await contact().expect(201);
  }, 30_000);
});
