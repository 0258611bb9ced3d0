import SwaggerParser from '@apidevtools/swagger-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAgent } from '../testing/agents';
import { apiRoutes } from '../testing/route-table';
import { startTestServer, type TestServer } from '../testing/test-server';
import { API_AREAS } from './api-document';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** `GET /api/prospects/:id`: each documented call as the route table names it. */
const documentedCalls = () =>
  API_AREAS.flatMap((area) =>
    area.operations.map((op) => `${op.method.toUpperCase()} /api${op.path}`),
  ).sort();

describe('the API description', () => {
  it('describes every call the API answers, and no call it does not', () => {
    const declared = apiRoutes(server)
      .map((route) => route.key)
      .sort();
    expect(declared.length).toBeGreaterThan(40);
    expect(documentedCalls()).toEqual(declared);
  });

  it('routes each call from its documented operation, so its method and path are written once', () => {
    const byHand = apiRoutes(server)
      .filter((route) => !route.bound)
      .map((route) => route.key);
    expect(byHand).toEqual([]);
  });

  it('is served to anyone as a valid OpenAPI 3.1 document', async () => {
    const response = await request(server.url).get('/api/openapi.json').expect(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body.openapi).toBe('3.1.0');
    // Throws, naming the place, for any part that breaks the OpenAPI schema or a $ref.
    await SwaggerParser.validate(structuredClone(response.body));
  });

  it('gives each input the schema the route validates with, and each call who may make it', async () => {
    const { body: document } = await request(server.url).get('/api/openapi.json').expect(200);
    const register = document.paths['/api/register'].post;
    const schema = register.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(['username', 'email', 'password', 'role']);
    expect(schema.properties.role.enum).toEqual(['athlete', 'coach', 'scout', 'parent', 'fan']);
    expect(schema.additionalProperties).toBe(false);

    const vote = document.paths['/api/prospects/{id}/vote'].post;
    expect(vote.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
    expect(Object.keys(vote.responses)).toEqual(expect.arrayContaining(['201', '409', '429']));
    // Anyone may vote: no session required, a member's used when there is one.
    expect(vote.security).toEqual([{}, { session: [] }]);

    const events = document.paths['/api/admin/events'].get;
    expect(events.security).toEqual([{ session: [] }]);
    expect(Object.keys(events.responses)).toEqual(expect.arrayContaining(['401', '403']));
    expect(events.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['stream', 'type', 'actor', 'from', 'to', 'after', 'limit']),
    );
    const users = document.paths['/api/admin/users'].get;
    expect(users.parameters.map((p: { name: string }) => p.name)).toEqual([
      'sort',
      'range',
      'filter',
    ]);
  });

  it('documents no rule the API does not enforce: a body missing its required fields is a 400', async () => {
    const { body: document } = await request(server.url).get('/api/openapi.json').expect(200);
    const admin = await adminAgent(server);
    const checked: string[] = [];
    for (const [path, methods] of Object.entries<Record<string, DocumentedOperation>>(
      document.paths,
    )) {
      for (const [method, operation] of Object.entries(methods)) {
        const schema = operation.requestBody?.content['application/json']?.schema;
        if (!schema?.required?.length || path.includes('{')) continue;
        const agent = admin as unknown as Record<string, (p: string) => request.Test>;
        const response = await agent[method]?.(path).send({});
        expect(response?.status, `${method} ${path}`).toBe(400);
        for (const field of schema.required) {
          expect(response?.body.errors, `${method} ${path}`).toHaveProperty(field);
        }
        checked.push(`${method} ${path}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'post /api/register',
        'post /api/contact',
        'post /api/admin/prospects',
      ]),
    );
  });
});

type DocumentedOperation = {
  requestBody?: { content: Record<string, { schema?: { required?: string[] } } | undefined> };
};
