import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type ApiArea, type Operation, openApiDocument } from '../core/http/openapi';
import { healthApi } from '../health/openapi';
import { AREAS } from './areas';
import { REPOSITORY_ROOT } from './root';

/** The call that serves this document. */
export const documentOperation: Operation = {
  method: 'get',
  path: '/openapi.json',
  summary: 'This document: every API call, its input schemas and its answers',
  access: 'public',
  responses: {
    200: { description: 'OpenAPI 3.1, JSON', schema: z.record(z.string(), z.unknown()) },
  },
};

const documentApi: ApiArea = {
  tag: 'Health',
  description: healthApi.description,
  operations: [documentOperation],
};

/** Every call: health and this document, then each area's in the registry's order. */
export const API_AREAS: readonly ApiArea[] = [
  healthApi,
  documentApi,
  ...AREAS.flatMap((area) => area.api ?? []),
];

let document: object | undefined;

/**
 * The OpenAPI document, made on first use (the schemas' conversion takes a few milliseconds,
 * and the version comes from package.json): nothing of it is done at start.
 */
export function apiDocument(): object {
  const version = () =>
    (
      JSON.parse(readFileSync(path.join(REPOSITORY_ROOT, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  document ??= openApiDocument(API_AREAS, {
    title: 'NOLA Sports API',
    version: version(),
    description:
      'The public site and the back office speak this API. Bodies are JSON; errors answer ' +
      '`{ message }`, with `errors` per field on a 400. State-changing calls from another site ' +
      'are refused (403).',
    license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-NOLA-Sports' },
  });
  return document;
}
