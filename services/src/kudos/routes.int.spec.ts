import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCatalogue } from '../composition/event-catalogue';
import { adminAgent, userAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('kudos', () => {
  it('a member gives kudos and anyone reads them at once', async () => {
    const member = await userAgent(server);
    const given = await member
      .post('/api/kudos')
      .send({ text: '  Great hustle today  ' })
      .expect(201);
    expect(given.body).toMatchObject({ text: 'Great hustle today' });
    const latest = await request(server.url).get('/api/kudos').expect(200);
    expect(latest.body).toContainEqual(given.body);
  });

  it('refuses a visitor, and says what is wrong with a bad kudos', async () => {
    await request(server.url).post('/api/kudos').send({ text: 'hi' }).expect(401);
    const member = await userAgent(server);
    const empty = await member.post('/api/kudos').send({ text: '   ' }).expect(400);
    expect(empty.body.errors).toEqual({ text: 'Say something kind' });
    await member
      .post('/api/kudos')
      .send({ text: 'x'.repeat(141) })
      .expect(400);
  });

  it('lists every kudos for staff, and for staff only', async () => {
    const admin = await adminAgent(server);
    const list = await admin.get('/api/admin/kudos').expect(200);
    expect(list.headers['content-range']).toMatch(/^kudos 0-\d+\/\d+$/);
    await (await userAgent(server)).get('/api/admin/kudos').expect(403);
  });

  it('is registered in every registry: events, API document, projectors', async () => {
    expect(eventCatalogue.types()).toContain('KudosGiven');
    const document = await request(server.url).get('/api/openapi.json').expect(200);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/api/kudos', '/api/admin/kudos']),
    );
    const admin = await adminAgent(server);
    const projections = await admin.get('/api/admin/projections').expect(200);
    expect(projections.body.map((p: { name: string }) => p.name)).toContain('kudos');
  });
});
