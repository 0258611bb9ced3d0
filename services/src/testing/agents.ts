import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ensureAdmin } from '../accounts/admin';
import type { TestServer } from './test-server';

export type Agent = ReturnType<typeof request.agent>;

const ADMIN = { username: 'test_admin', password: 'dugout-coffee-42' };

/** A supertest agent signed in as the server's admin (created on first use). */
export async function adminAgent(server: TestServer): Promise<Agent> {
  await ensureAdmin(server.ctx, ADMIN);
  const agent = request.agent(server.url);
  await agent.post('/api/login').send(ADMIN).expect(200);
  return agent;
}

/** A supertest agent signed in as a newly registered user of this role. */
export async function userAgent(
  server: TestServer,
  role: 'athlete' | 'coach' | 'scout' | 'parent' | 'fan' = 'parent',
): Promise<Agent & { userId: string; username: string }> {
  const agent = request.agent(server.url);
  const username = `${role}_${randomUUID().slice(0, 8)}`;
  const response = await agent
    .post('/api/register')
    .send({ username, email: `${username}@example.com`, password: 'batting-cage', role })
    .expect(201);
  return Object.assign(agent, { userId: response.body.id as string, username });
}
