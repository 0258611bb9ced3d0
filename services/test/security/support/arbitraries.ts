import fc from 'fast-check';
import { z } from 'zod';

/** The subset of JSON Schema that zod's toJSONSchema writes for this API's schemas. */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  items?: JsonSchema;
};

// Realistic text near the limits: letters, digits, spaces, accents, emoji (surrogate pairs).
const text = (min = 0, max = 60) =>
  fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 120) });

function fromJsonSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(fromJsonSchema));
  const types = [schema.type ?? 'any'].flat();
  if (types.length > 1)
    return fc.oneof(...types.map((type) => fromJsonSchema({ ...schema, type })));
  switch (types[0]) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date-time')
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.pattern) {
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter(
            (s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? 1e6),
          );
      }
      return text(schema.minLength ?? 0, schema.maxLength ?? 60);
    }
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1001) + 1, -1000),
        max: Math.min(schema.maximum ?? 3000, 3000),
      });
    case 'number':
      return fc.double({ noNaN: true, min: -1e6, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? fromJsonSchema(schema.items) : fc.jsonValue(), {
        maxLength: 5,
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = schema.required ?? [];
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, fromJsonSchema(v)])),
        { requiredKeys: required.filter((key) => key in properties) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Payloads of the shape a zod schema describes (its refinements are the server's to judge). */
export function fromZod(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fromJsonSchema(
    z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
  );
}

const nest = (depth: number, leaf: unknown = 'x') => {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? { a: value } : [value];
  return value;
};

/**
 * Valid-looking bodies: wholly generated from the schema, or the known-good sample with one or
 * more of its fields regenerated (so the server's refinements pass often enough to store some).
 */
export function validBody(schema: z.ZodType, sample: unknown): fc.Arbitrary<unknown> {
  const generated = fromZod(schema);
  if (typeof sample !== 'object' || sample === null || Array.isArray(sample)) return generated;
  return fc.oneof(
    generated,
    fc.tuple(generated, fc.nat()).map(([body, pick]) => {
      if (typeof body !== 'object' || body === null) return sample;
      const keys = Object.keys(body);
      const key = keys[pick % Math.max(keys.length, 1)];
      return key === undefined
        ? sample
        : { ...sample, [key]: (body as Record<string, unknown>)[key] };
    }),
  );
}

/** Values no form expects: wrong types, extremes, injection text, broken Unicode, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    -0,
    1e308,
    -1e308,
    2 ** 53 + 1,
    0.5,
    '',
    ' ',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u202e\u200b\ufeff',
    "'; DROP TABLE users; --",
    "' OR '1'='1",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    // Template injection probes, as text (not a template of ours).
    ['$', '{7*7}{{7*7}}'].join(''),
    '../../../../etc/passwd',
    '%ff%00',
    'admin',
    [],
    {},
    [1, 'two', null],
    'x'.repeat(10_000),
    'é'.repeat(5_000),
    nest(25),
    JSON.parse('{"__proto__":{"isAdmin":true,"role":"admin"}}'),
    JSON.parse('{"constructor":{"prototype":{"role":"admin"}}}'),
  ),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
);

/** A valid payload with one hostile change: a field replaced, added, dropped, or the whole swapped. */
export function hostileBody(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.tuple(valid, fc.nat(), hostileValue).map(([body, pick, value]) => {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return value;
      const keys = Object.keys(body);
      const key = keys.length > 0 ? (keys[pick % keys.length] as string) : 'field';
      return { ...body, [key]: value };
    }),
    fc
      .tuple(
        valid,
        fc.constantFrom('__proto__', 'constructor', 'role', 'isAdmin', 'id', 'userId'),
        hostileValue,
      )
      .map(([body, key, value]) => {
        const copy = JSON.parse(JSON.stringify(body ?? {}));
        if (typeof copy !== 'object' || copy === null) return copy;
        Object.defineProperty(copy, key, {
          value,
          enumerable: true,
          configurable: true,
          writable: true,
        });
        return copy;
      }),
    fc.tuple(valid, fc.nat()).map(([body, pick]) => {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
      const keys = Object.keys(body);
      const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
      if (keys.length > 0) delete copy[keys[pick % keys.length] as string];
      return copy;
    }),
    valid.map((body) => [body]),
    hostileValue,
  );
}

/** Bodies that are not JSON objects at all, under the content types a client might claim. */
export const rawBody = fc.record({
  raw: fc.constantFrom(
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    'null',
    '"text"',
    '[]',
    '1e999999',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
    `{"a":"${'x'.repeat(200_000)}"}`,
    'username=admin&password=x',
    '\u0000\u0001\u0002',
  ),
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=utf-16',
    'application/merge-patch+json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=xyz',
    'application/xml',
  ),
});

/** Path parameters a router must survive: broken escapes, traversal, enormous, odd Unicode. */
export const hostileParam = fc.oneof(
  fc.constantFrom(
    '%ff',
    '%',
    '%zz',
    '%00',
    '..%2f..%2fetc%2fpasswd',
    '..%252f',
    '%c0%ae%c0%ae',
    'a'.repeat(5_000),
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    '%F0%9F%A7%A2',
    "1'%20OR%20'1'%3D'1",
    '__proto__',
    'constructor',
  ),
  fc.uuid(),
  // Never empty: an empty segment is another route (the list), not an odd parameter.
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
);

/** Query strings of every sort: known names with odd values, repeats, unknown names. */
export const hostileQuery = fc.dictionary(
  fc.constantFrom(
    'page',
    'pageSize',
    'asOf',
    'sort',
    'range',
    'filter',
    'token',
    'limit',
    'after',
    'type',
    'stream',
    'actor',
    'from',
    'to',
    'q',
    '__proto__',
    'role',
  ),
  fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      '["id","ASC"]',
      '[0,1e9]',
      '[-1,5]',
      '{"q":{"$ne":1}}',
      '{"id":["x"]}',
      '{"__proto__":{"a":1}}',
      '99999999999999999999',
      '-1',
      '2026-13-45T99:99:99Z',
      '\u0000',
    ),
  ),
  { maxKeys: 4 },
);
