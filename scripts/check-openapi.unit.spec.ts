import { describe, expect, it } from 'vitest';
import { apiDocument } from '../services/src/composition/api-document';
import { SAMPLE_CLIENT as CLIENT, clientCompileErrors, lintProblems } from './check-openapi';

describe('the API document, as other tools take it', () => {
  it("passes Redocly's recommended lint rules", async () => {
    expect(await lintProblems(apiDocument())).toEqual([]);
  });

  it('catches a call with no security scheme and a required property left undefined', async () => {
    const document = structuredClone(apiDocument()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const login = document.paths['/api/login']?.post ?? {};
    delete login.security;
    (login.requestBody as { content: Record<string, { schema: object }> }).content[
      'application/json'
    ] = { schema: { type: 'object', required: ['username'], properties: {} } };
    const found = await lintProblems(document);
    expect(found.some((p) => p.startsWith('security-defined #/paths/~1api~1login/post'))).toBe(
      true,
    );
    expect(found.some((p) => p.startsWith('no-required-schema-properties-undefined'))).toBe(true);
  });

  it('gives a typed client (openapi-typescript, openapi-fetch) that compiles', async () => {
    expect(await clientCompileErrors(apiDocument(), CLIENT)).toBe('');
  }, 60_000);

  it('gives one the compiler holds to the document: a call it does not list, a field it does not answer', async () => {
    const wrong = CLIENT.replace(
      "'/api/prospects/{id}/vote'",
      "'/api/prospects/{id}/votes'",
    ).replace('p.nolaRank !== null', 'p.nationalRank !== null');
    const errors = await clientCompileErrors(apiDocument(), wrong);
    expect(errors).toMatch(/\/api\/prospects\/\{id\}\/votes/);
    expect(errors).toMatch(/nationalRank/);
  }, 60_000);
});
