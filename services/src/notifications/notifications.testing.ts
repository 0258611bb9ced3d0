import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { newClientAddress } from '../testing/agents';
import type { TestServer } from '../testing/test-server';
import type { Notification, NotificationList } from './schemas';
import { RECONNECT_MS } from './stream';

// Helpers for this area's integration specs: a member as a cookie, and the live stream read raw.

/**
 * The whole of a stream that had nothing to send: its opening line, the Server-Sent Events
 * `retry` field (how long the browser waits before it reconnects), and no event.
 */
export const NOTHING_SENT = `retry: ${RECONNECT_MS}\n\n`;

export type Member = { userId: string; username: string; cookie: string; address: string };

export async function registerMember(server: TestServer, role = 'parent'): Promise<Member> {
  const username = `${role}_${randomUUID().slice(0, 8)}`;
  const address = newClientAddress();
  const response = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({
      username,
      email: `${username}@example.com`,
      password: 'batting-cage',
      role,
    }),
  });
  expect(response.status).toBe(201);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { id } = (await response.json()) as { id: string };
  return { userId: id, username, cookie, address };
}

export const call = (server: TestServer, member: Member, path: string, method = 'GET') =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { Cookie: member.cookie, 'X-Forwarded-For': member.address },
  });

export async function list(server: TestServer, member: Member): Promise<NotificationList> {
  const response = await call(server, member, '/api/notifications');
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationList;
}

/** The list once it holds `count` notifications (the projector runs beside the request). */
export async function listOf(server: TestServer, member: Member, count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await list(server, member);
    if (answer.data.length >= count || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type StreamEvent = { id: string | undefined; event: string | undefined; data: Notification };

/** An open live stream: the events it has sent so far, and a wait for the next ones. */
export async function openStream(
  server: TestServer,
  member: Member,
  query = '',
  headers: Record<string, string> = {},
) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/notifications/stream${query}`, {
    headers: { Cookie: member.cookie, 'X-Forwarded-For': member.address, ...headers },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  let text = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    const reader = response.body?.getReader();
    if (!reader) return;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
        let end = text.indexOf('\n\n');
        while (end >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .find((line) => line.startsWith(`${name}: `))
              ?.slice(name.length + 2);
          const data = field('data');
          if (data) events.push({ id: field('id'), event: field('event'), data: JSON.parse(data) });
          end = text.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    response,
    events,
    async until(count: number, ms = 5_000) {
      const deadline = Date.now() + ms;
      while (events.length < count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return events;
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
