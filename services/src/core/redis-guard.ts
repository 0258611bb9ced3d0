import type { Store } from 'express-session';

/**
 * How long a request waits for any one Redis command (a session read or write, a rate limit):
 * past it the request answers 503. A Redis that accepts connections but answers nothing (a
 * stopped process, a full disk, a partition that drops packets) would otherwise hold every
 * signed-in request for as long as it hangs (issue 36: 20 s under SIGSTOP).
 */
export const REDIS_COMMAND_MS = 1_000;
/** While Redis is known not to answer, how often it is asked again (one PING, bounded too). */
const RECHECK_MS = 500;

/** Redis did not answer within REDIS_COMMAND_MS, or did not a moment ago: the API answers 503. */
export class RedisUnavailable extends Error {
  override readonly name = 'RedisUnavailable';
}

/**
 * Bounds every Redis command of the API's requests, and once one went unanswered fails the
 * next ones at once (no request waits the bound again) until a PING answers: a breaker.
 */
export type RedisGuard = {
  run<T>(what: string, command: () => Promise<T>): Promise<T>;
  /** Whether a command went unanswered and no PING has answered since. */
  readonly open: boolean;
  stop(): void;
};

export function redisGuard(
  ping: () => Promise<unknown>,
  options: { commandMs?: number; recheckMs?: number } = {},
): RedisGuard {
  const commandMs = options.commandMs ?? REDIS_COMMAND_MS;
  const recheckMs = options.recheckMs ?? RECHECK_MS;
  let open = false;
  let recheck: NodeJS.Timeout | undefined;
  let stopped = false;
  const scheduleRecheck = () => {
    if (recheck || stopped) return;
    recheck = setTimeout(async () => {
      try {
        await bounded(commandMs, 'PING', ping());
        open = false;
        recheck = undefined;
      } catch {
        recheck = undefined;
        scheduleRecheck();
      }
    }, recheckMs);
    recheck.unref();
  };
  return {
    get open() {
      return open;
    },
    async run(what, command) {
      if (open) throw new RedisUnavailable(`Redis did not answer a moment ago (${what})`);
      try {
        return await bounded(commandMs, what, command());
      } catch (error) {
        if (error instanceof RedisUnavailable) {
          open = true;
          scheduleRecheck();
        }
        throw error;
      }
    },
    stop() {
      stopped = true;
      clearTimeout(recheck);
    },
  };
}

/** The promise's answer, or RedisUnavailable after `ms` (the promise is left to settle unheard). */
async function bounded<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    // After a pause of the whole process (a busy machine) the timer and Redis's answer are due
    // together, and timers run before sockets are read: reject only after the reads that are
    // waiting (setImmediate runs after them), so an answer that came in time wins.
    timer = setTimeout(
      () =>
        setImmediate(() =>
          reject(new RedisUnavailable(`Redis did not answer within ${ms} ms (${what})`)),
        ),
      ms,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

type Callback = (error?: unknown, value?: unknown) => void;

/**
 * The session store with every call through the guard: a session read or write that Redis does
 * not answer in time fails the request with 503 (express-session passes the error on).
 */
export function guardedStore(store: Store, guard: RedisGuard): Store {
  const methods = ['get', 'set', 'destroy', 'touch', 'all', 'length', 'clear'] as const;
  const wrapped = Object.create(store) as Store & Record<string, unknown>;
  for (const name of methods) {
    const original = (store as unknown as Record<string, unknown>)[name];
    if (typeof original !== 'function') continue;
    wrapped[name] = (...args: unknown[]) => {
      const last = args.at(-1);
      const callback = typeof last === 'function' ? (last as Callback) : undefined;
      const rest = callback ? args.slice(0, -1) : args;
      const answer = guard.run(
        `session ${name}`,
        () =>
          new Promise((resolve, reject) => {
            (original as (...a: unknown[]) => unknown).call(
              store,
              ...rest,
              (error: unknown, value: unknown) => (error ? reject(error) : resolve(value)),
            );
          }),
      );
      if (!callback) return answer;
      answer.then(
        (value) => callback(null, value),
        (error: unknown) => callback(error),
      );
      return undefined;
    };
  }
  return wrapped;
}

/**
 * A rate limiter (rate-limiter-flexible) whose calls go through the guard. What the limiter
 * answers, a refusal (RateLimiterRes) included, passes unchanged.
 */
export function guardedLimiter<L extends object>(limiter: L, guard: RedisGuard): L {
  return new Proxy(limiter, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || !LIMITER_CALLS.has(String(property))) return value;
      return (...args: unknown[]) =>
        guard.run(`rate limit ${String(property)}`, () =>
          (value as (...a: unknown[]) => Promise<unknown>).apply(target, args),
        );
    },
  });
}

/** The calls of rate-limiter-flexible's limiters that ask Redis. */
const LIMITER_CALLS = new Set(['consume', 'penalty', 'reward', 'block', 'set', 'get', 'delete']);
