import { createServer, IncomingMessage, type Server, ServerResponse } from 'node:http';
import type { Express } from 'express';

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
 */
export function createAppServer(app: Express): Server {
  function AppRequest(...args: ConstructorParameters<typeof IncomingMessage>) {
    return Reflect.construct(IncomingMessage, args, AppRequest);
  }
  AppRequest.prototype = app.request;
  function AppResponse(...args: ConstructorParameters<typeof ServerResponse>) {
    return Reflect.construct(ServerResponse, args, AppResponse);
  }
  AppResponse.prototype = app.response;
  return createServer(
    {
      IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
      ServerResponse: AppResponse as unknown as typeof ServerResponse,
    },
    app,
  );
}
