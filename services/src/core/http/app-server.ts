import { createServer, IncomingMessage, type Server, ServerResponse } from 'node:http';
import type { Express } from 'express';

/** Node's request and response constructors, called as the plain functions they are. */
type Init = (this: object, ...args: unknown[]) => void;

/**
 * The HTTP server of an Express app, whose requests and responses are made with the app's own
 * prototypes (`app.request`, `app.response`) from the start, instead of `app.listen`'s plain
 * ones that Express then re-prototypes on every request (`Object.setPrototypeOf` in its init).
 *
 * Why: V8 keeps a re-prototyped object, and what it refers to, through the young generation's
 * collections into the old one. Under the vote load that moved about 30 MB/s of requests that
 * had long finished into the old generation, so a full collection ran every second, and the
 * votes it paused were the slowest 1% (docs/benchmarks.md). Made with the right prototype, a
 * request dies young: Express's own `setPrototypeOf` then finds it set and changes nothing.
 *
 * Each is made as a subclass written as a function: Node's constructors initialise `this`
 * (they are functions, not classes). `Reflect.construct` with another `new.target` did the
 * same, but through V8's slow path: 13-22 µs for each request and response against about 1
 * (`tsx scripts/bench/promotion.ts` prints the CPU per request).
 */
/**
 * How long an idle keep-alive connection stays open. Longer than the idle timeout of what sits
 * in front (nginx's upstream keepalive and AWS's load balancers: 60 s) and of the clients that
 * reuse connections (Node's fetch: 4 s, and it reads the `Keep-Alive: timeout=` hint), so the
 * client always closes an idle connection first. With Node's default of 5 s the server closed
 * connections a client was at that moment sending a request on: the client saw a reset
 * (4 in about 29,000 requests, issue 36).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Must exceed the keep-alive timeout, or a request's headers may be cut off on a reused socket. */
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 1_000;

/**
 * How many connections the kernel holds for the server before it accepts them. Node's default
 * (511) overflowed under a burst of a thousand votes at once while the event loop was busy
 * answering the first of them: the kernel dropped the connections past it and their clients saw
 * resets (ECONNRESET; the security suite's 1000 concurrent votes, half its runs). The kernel
 * caps it at net.core.somaxconn (4096 on current Linux).
 */
export const LISTEN_BACKLOG = 4096;

export function createAppServer(app: Express): Server {
  function AppRequest(this: object, ...args: unknown[]) {
    (IncomingMessage as unknown as Init).apply(this, args);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: object, ...args: unknown[]) {
    (ServerResponse as unknown as Init).apply(this, args);
  }
  AppResponse.prototype = app.response;
  return createServer(
    {
      IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
      ServerResponse: AppResponse as unknown as typeof ServerResponse,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      headersTimeout: HEADERS_TIMEOUT_MS,
    },
    app,
  );
}
