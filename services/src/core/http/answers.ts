import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import type { ApiArea, Operation } from './openapi';

/** Every refusal and failure the API answers: a message, and for invalid input each field's. */
export const errorAnswer = z.strictObject({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** The operation a request reached: its router's mount and route, against the documented paths. */
function operationOf(
  operations: ReadonlyMap<string, Operation>,
  req: Request,
): Operation | undefined {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route !== 'string') return undefined;
  const path = `${req.baseUrl}${route === '/' ? '' : route}`.replace(/^\/api/, '') || '/';
  return operations.get(`${req.method.toLowerCase()} ${path}`);
}

/** Why a JSON answer does not match what its operation documents, or undefined when it does. */
export function answerMismatch(
  operation: Operation | undefined,
  status: number,
  body: unknown,
): string | undefined {
  const answer = operation?.responses[status];
  // A refusal is the common error shape, unless its operation documents one of its own.
  const schema =
    answer && typeof answer !== 'string' ? answer.schema : status >= 400 ? errorAnswer : undefined;
  if (!schema) return undefined;
  const checked = schema.safeParse(body);
  return checked.success ? undefined : describeMismatch(checked.error);
}

/** zod's own text, with each option of a union that fits none told apart (not "Invalid input"). */
function describeMismatch(error: z.ZodError): string {
  return error.issues
    .flatMap((issue) =>
      issue.code === 'invalid_union' && issue.errors.length > 0
        ? issue.errors.map(
            (option, i) => `as option ${i + 1}: ${z.prettifyError(new z.ZodError(option))}`,
          )
        : [z.prettifyError(new z.ZodError([issue]))],
    )
    .join('\n');
}

export class AnswerMismatch extends Error {
  constructor(req: Request, res: Response, problem: string) {
    super(
      `The answer ${res.statusCode} to ${req.method} ${req.originalUrl} does not match its schema:\n${problem}`,
    );
    this.name = 'AnswerMismatch';
  }
}

/** The JSON an answer carries, undone from the encoding it was sent with (the board sends its own). */
function jsonOf(res: Response, body: unknown): unknown {
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) return body;
  const encoding = res.get('Content-Encoding');
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const text =
    encoding === 'br'
      ? brotliDecompressSync(bytes)
      : encoding === 'gzip'
        ? gunzipSync(bytes)
        : bytes;
  return JSON.parse(text.toString('utf8'));
}

/**
 * In tests: every JSON answer is checked against the schema its operation documents (errors
 * against `errorAnswer`), and one that does not match is a 500 with the reason in the log, so
 * every API test is also a test of the documented answers. Off in production: the routes build
 * their answers from typed values, and the check would cost every request a parse.
 */
export function checkAnswers(areas: readonly ApiArea[]): RequestHandler {
  const operations = new Map(
    areas.flatMap((area) => area.operations.map((op) => [`${op.method} ${op.path}`, op] as const)),
  );
  return (req, res, next) => {
    const send = res.send.bind(res);
    // res.json ends in res.send, so this sees every JSON answer once, whoever encoded it.
    res.send = (body?: unknown) => {
      if (!/^application\/json\b/.test(res.get('Content-Type') ?? '')) return send(body);
      const problem = answerMismatch(
        operationOf(operations, req),
        res.statusCode,
        jsonOf(res, body),
      );
      if (problem === undefined) return send(body);
      const error = new AnswerMismatch(req, res, problem);
      console.error(error.message);
      res.removeHeader('Content-Encoding');
      res.status(500);
      return send(JSON.stringify({ message: error.message }));
    };
    next();
  };
}
