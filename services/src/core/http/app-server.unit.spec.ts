import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServer, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from './app-server';

const app = express();
app.use(express.json());
app.post('/things/:id', (req, res) => {
  res.status(201).json({ id: req.params.id, body: req.body, secure: req.secure });
});
app.get('/fail', () => {
  throw new Error('boom');
});

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
  server = undefined;
});

/** Listens, and notes for each request whether it came with the app's prototype already. */
async function listen(made: Server): Promise<{ url: string; madeForApp: boolean[] }> {
  const madeForApp: boolean[] = [];
  made.prependListener('request', (req: IncomingMessage) => {
    madeForApp.push(Object.getPrototypeOf(req) === app.request);
  });
  await new Promise<void>((resolve) => made.listen(0, '127.0.0.1', resolve));
  server = made;
  return { url: `http://127.0.0.1:${(made.address() as AddressInfo).port}`, madeForApp };
}

describe('createAppServer', () => {
  it('makes each request and response with the app’s prototypes, before Express sees them', async () => {
    const { url, madeForApp } = await listen(createAppServer(app));
    await fetch(`${url}/fail`);
    await fetch(`${url}/things/1`, { method: 'POST' });
    expect(madeForApp).toEqual([true, true]);
  });

  it('is what the plain server is not (so the test above can fail)', async () => {
    const { url, madeForApp } = await listen(createServer(app));
    await fetch(`${url}/fail`);
    expect(madeForApp).toEqual([false]);
  });

  it('serves the app as app.listen does: params, bodies, statuses, errors, keep-alive', async () => {
    const { url } = await listen(createAppServer(app));
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((id) =>
        fetch(`${url}/things/${id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ n: id }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(await answers[1]?.json()).toEqual({ id: 'b', body: { n: 'b' }, secure: false });
    const failed = await fetch(`${url}/fail`);
    expect(failed.status).toBe(500);
    expect((await fetch(`${url}/nowhere`)).status).toBe(404);
  });

  it('keeps an idle keep-alive connection open past the idle timeout of clients and proxies', async () => {
    const made = createAppServer(app);
    const { url } = await listen(made);
    // Past nginx's upstream keepalive and AWS's load balancers (60 s), Node's fetch (4 s), and
    // the headers timeout past it.
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(made.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(made.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(made.headersTimeout).toBeGreaterThan(made.keepAliveTimeout);

    // One connection, a request, 6 s of idleness (Node's default closed it after 5 s: a client
    // sending its next request just then was reset), then the next request on the same socket.
    const socket: Socket = connect(Number(new URL(url).port), '127.0.0.1');
    let received = '';
    let closed = false;
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('close', () => {
      closed = true;
    });
    const answered = async (count: number) => {
      for (let i = 0; i < 100 && (received.match(/HTTP\/1\.1 201/g) ?? []).length < count; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return (received.match(/HTTP\/1\.1 201/g) ?? []).length;
    };
    const post = (id: string) =>
      socket.write(`POST /things/${id} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n`);
    post('first');
    expect(await answered(1)).toBe(1);
    expect(received).toMatch(/keep-alive: timeout=65/i);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(closed).toBe(false);
    post('second');
    expect(await answered(2)).toBe(2);
    socket.destroy();
  }, 15_000);
});
