import { z } from 'zod';
import { SESSION_COOKIE } from './sessions';

/**
 * The API described for its clients: each area lists its calls as `Operation`s naming the same
 * zod schemas its routes parse with, and `openApiDocument` turns them into an OpenAPI 3.1
 * document (zod writes JSON Schema 2020-12, the dialect 3.1 speaks). A JSON answer names its zod
 * schema too: the document shows it, the sites take their types from it (`z.output`), and in
 * tests every answer is checked against it (see answers.ts).
 */

/**
 * What a status means; for a JSON answer, also the schema it matches. An answer of another media
 * type (a `text/event-stream`, say) names it, and the schema of what it carries (each event's data).
 */
export type Answer = string | { description: string; schema: z.ZodType; mediaType?: string };
export type Operation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path under /api as the router declares it, `:name` for a path parameter. */
  path: string;
  summary: string;
  /** Who may call it: 'signed-in' adds 401, 'admin' 401 and 403, both the session cookie. */
  access: 'public' | 'signed-in' | 'admin';
  /** Called by other sites (a provider's webhook): routed before the cross-site refusal. */
  fromOtherSites?: true;
  /** What a caller without a session gets, when not 401 (check-admin answers everyone 403). */
  refusedVisitor?: number;
  /** Path parameters' schemas, when more than a string (a UUID, say). */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body's schema, or 'image' for the multipart upload of one image file. */
  body?: z.ZodType | 'image';
  /** The ra-data-simple-rest list dialect: `sort`, `range` and `filter` in, `Content-Range` out. */
  list?: boolean;
  /** Status → what it means; 400 is added for validated input, the access statuses by `access`. */
  responses: Record<number, Answer>;
};

/** One area of the API: a tag in the document, and its calls. */
export type ApiArea = { tag: string; description: string; operations: readonly Operation[] };

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of what a zod schema accepts. A field behind a preprocess (blank → null, say)
 * reads as required to the converter, which cannot see into the function; a field whose schema
 * takes `undefined` is optional whatever its shape, so the object's `required` says only what a
 * client must really send.
 */
function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  if (schema instanceof z.ZodObject && Array.isArray(json.required)) {
    const shape = schema.shape as Record<string, z.ZodType>;
    json.required = json.required.filter(
      (name: string) => !shape[name]?.safeParse(undefined).success,
    );
  }
  return json;
}

/** The JSON Schema of what a zod schema of an answer produces. */
function outputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  return namedRecordKeys(json);
}

/**
 * A record keyed by an enum (`z.record(z.enum([...]), value)`) has every key; zod writes it as
 * `propertyNames` plus a `required` list of names no `properties` defines, which tools read as
 * required properties left undefined. Written out as the object it is, each key its value's
 * schema, everywhere in a schema.
 */
function namedRecordKeys(json: JsonSchema): JsonSchema {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    const node = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    const names = (node.propertyNames as JsonSchema | undefined)?.enum;
    const each = node.additionalProperties;
    if (!Array.isArray(names) || node.properties || typeof each !== 'object') return node;
    const { propertyNames: _, ...rest } = node;
    const properties = Object.fromEntries(names.map((name) => [String(name), each]));
    return { ...rest, properties, additionalProperties: false };
  };
  return walk(json) as JsonSchema;
}

const ERROR = { $ref: '#/components/schemas/Error' };
const errorContent = { 'application/json': { schema: ERROR } };

const LIST_PARAMETERS = [
  {
    name: 'sort',
    example: '["nolaRank","ASC"]',
    description: 'JSON: the field and ASC or DESC',
  },
  { name: 'range', example: '[0,24]', description: 'JSON: first and last index, at most 500' },
  {
    name: 'filter',
    example: '{"q":"smith"}',
    description: 'JSON object; `{"id":[...]}` fetches those records',
  },
].map((p) => ({ ...p, in: 'query', required: false, schema: { type: 'string' } }));

/** `/prospects/:id/vote` → `/api/prospects/{id}/vote`, with the parameters' names. */
export function openApiPath(path: string): { path: string; names: string[] } {
  const names: string[] = [];
  const templated = path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    names.push(name);
    return `{${name}}`;
  });
  return { path: `/api${templated}`, names };
}

function parameters(operation: Operation, names: readonly string[]): JsonSchema[] {
  const params = operation.params ? inputSchema(operation.params) : undefined;
  const paramProperties = (params?.properties ?? {}) as Record<string, JsonSchema>;
  const inPath = names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: paramProperties[name] ?? { type: 'string' },
  }));
  const query = operation.query ? inputSchema(operation.query) : undefined;
  const required = new Set((query?.required ?? []) as string[]);
  const inQuery = Object.entries((query?.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }),
  );
  return [...inPath, ...inQuery, ...(operation.list ? LIST_PARAMETERS : [])];
}

function requestBody(body: Operation['body']): JsonSchema | undefined {
  if (!body) return undefined;
  if (body === 'image') {
    const file = { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or GIF' };
    const schema = { type: 'object', required: ['file'], properties: { file } };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return { required: true, content: { 'application/json': { schema: inputSchema(body) } } };
}

/** Health checks: the one path a request naming a Host this site does not serve still reaches. */
const HOST_FREE = /^\/health(\/|$)/;

function responses(operation: Operation, takesInput: boolean): JsonSchema {
  const statuses: Record<number, Answer> = {};
  if (takesInput) statuses[400] = 'Invalid input: `message` says why, `errors` names each field';
  if (operation.access !== 'public' && !operation.refusedVisitor) statuses[401] = 'Not signed in';
  if (operation.access === 'admin') statuses[403] = 'Signed in, but not an admin';
  Object.assign(statuses, operation.responses);
  // What the middleware in front of every route answers (core/http/cross-site.ts).
  if (operation.method !== 'get' && !operation.fromOtherSites) {
    const refusal = statuses[403];
    const also = 'a state-changing call from another site';
    statuses[403] = refusal
      ? `${typeof refusal === 'string' ? refusal : refusal.description}; or ${also}`
      : `Refused: ${also}`;
  }
  if (!HOST_FREE.test(operation.path)) {
    statuses[421] ??= 'The request names a host this site does not serve (DNS rebinding)';
  }
  return Object.fromEntries(
    Object.entries(statuses).map(([status, answer]) => {
      const description = typeof answer === 'string' ? answer : answer.description;
      if (typeof answer === 'string') {
        return [
          status,
          Number(status) >= 400 ? { description, content: errorContent } : { description },
        ];
      }
      const content = {
        [answer.mediaType ?? 'application/json']: { schema: outputSchema(answer.schema) },
      };
      return [status, { description, content }];
    }),
  );
}

export function openApiDocument(
  areas: readonly ApiArea[],
  info: {
    title: string;
    version: string;
    description: string;
    license: { name: string; identifier: string };
  },
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const area of areas) {
    for (const operation of area.operations) {
      const { path, names } = openApiPath(operation.path);
      const params = parameters(operation, names);
      const body = requestBody(operation.body);
      paths[path] ??= {};
      paths[path][operation.method] = {
        tags: [area.tag],
        summary: operation.summary,
        operationId: `${operation.method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`,
        ...(params.length > 0 ? { parameters: params } : {}),
        ...(body ? { requestBody: body } : {}),
        // A public call takes a session when there is one (a vote by a member, say).
        security: operation.access === 'public' ? [{}, { session: [] }] : [{ session: [] }],
        // A path parameter without a schema is matched, not validated: no 400 of its own.
        responses: responses(
          operation,
          Boolean(operation.params || operation.query || operation.list || operation.body),
        ),
      };
    }
  }
  return {
    openapi: '3.1.0',
    info,
    // The site serves its API itself: its paths are under this origin, whichever it is.
    servers: [{ url: '/', description: 'The site this document is read from' }],
    // Areas may share a tag (the profile's three): the first one's description stands.
    tags: areas
      .filter((area, i) => areas.findIndex((other) => other.tag === area.tag) === i)
      .map(({ tag, description }) => ({ name: tag, description })),
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie that POST /api/login and /api/register set',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            errors: {
              type: 'object',
              additionalProperties: { type: 'string' },
              description: 'On a 400: one message per field',
            },
          },
        },
      },
    },
  };
}
