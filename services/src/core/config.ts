import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { Secret } from './keys/secret';

/** What express accepts for `trust proxy`: a boolean, a hop count, or addresses/subnets. */
export type TrustProxy = boolean | number | string[];

const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(value: string): boolean {
  if (PROXY_PRESETS.has(value)) return true;
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

const urlWithScheme = (schemes: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return schemes.includes(new URL(value).protocol.replace(/:$/, ''));
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`,
    );

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'], { message: 'must be 0 or 1 (or true/false)' })
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** A whole number of seconds, at least one; unset or empty takes the default. */
const seconds = (fallback: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ message: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1 second')
      .default(fallback),
  );

const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !isAddressOrSubnet(entry));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `must be true, false, a hop count, or addresses/subnets (bad entry "${bad}")`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Each purpose's keys (README: Keys): a comma-separated list, the current key first. */
const KEY_LISTS = {
  session: 'SESSION_SECRETS',
  visitor: 'VISITOR_SECRETS',
  links: 'LINK_SECRETS',
  pass: 'PASS_SECRETS',
} as const;

const MAX_KEYS = 10;

/** What is wrong with a list of keys, by entry number: never what an entry holds. */
function keyListProblem(entries: readonly string[]): string | undefined {
  if (entries.length === 0) return 'must list at least one key';
  if (entries.length > MAX_KEYS) return `must list at most ${MAX_KEYS} keys`;
  const short = entries.findIndex((entry) => entry.length < 32);
  if (short >= 0) return `entry ${short + 1} must be at least 32 characters long`;
  if (new Set(entries).size < entries.length) return 'lists one key twice';
  return undefined;
}

const keyList = z.string().transform((value, ctx): Secret[] => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  const problem = keyListProblem(entries);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return entries.map((entry) => new Secret(entry));
});

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], {
        message: 'must be development, production or test',
      })
      .default('development'),
    PORT: z.coerce
      .number({ message: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./.data'),
    DATABASE_URL: optional(urlWithScheme(['postgres', 'postgresql'])),
    EVENTSTORE_URL: optional(urlWithScheme(['esdb', 'esdb+discover', 'kurrentdb'])),
    REDIS_URL: optional(urlWithScheme(['redis', 'rediss'])),
    SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
    SESSION_SECRETS: optional(keyList),
    VISITOR_SECRETS: optional(keyList),
    LINK_SECRETS: optional(keyList),
    PASS_SECRETS: optional(keyList),
    ADMIN_USERNAME: optional(z.string().trim().min(3, 'must be at least 3 characters')),
    ADMIN_PASSWORD: optional(z.string().min(6, 'must be at least 6 characters')),
    SMTP_URL: optional(urlWithScheme(['smtp', 'smtps'])),
    PUBLIC_URL: optional(urlWithScheme(['http', 'https'])),
    TRUST_PROXY: optional(trustProxy),
    SEED_DEMO: optional(booleanFlag),
    // A session unused this long ends; and one this old ends however busy (OWASP ASVS 7.3).
    SESSION_IDLE_TIMEOUT_SECONDS: seconds(2 * 60 * 60),
    SESSION_ABSOLUTE_TIMEOUT_SECONDS: seconds(24 * 60 * 60),
    PAYMENTS: optional(z.enum(['sandbox', 'stripe'], { message: 'must be sandbox or stripe' })),
    STRIPE_SECRET_KEY: optional(
      z
        .string()
        .trim()
        .regex(/^(sk|rk)_/, 'must start with sk_ or rk_'),
    ),
    STRIPE_WEBHOOK_SECRET: optional(
      z
        .string()
        .trim()
        .regex(/^whsec_/, 'must start with whsec_'),
    ),
    STRIPE_API_URL: optional(urlWithScheme(['http', 'https'])),
  })
  .superRefine((env, ctx) => {
    // In production every key comes from the environment, never from the database: each
    // purpose's list, or SESSION_SECRET for the purposes whose list is unset.
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      const missing = Object.values(KEY_LISTS).filter((name) => !env[name]);
      if (missing.length === Object.values(KEY_LISTS).length) {
        ctx.addIssue({
          code: 'custom',
          path: ['SESSION_SECRET'],
          message: `is required when NODE_ENV=production (or all of ${missing.join(', ')})`,
        });
      } else if (missing[0]) {
        ctx.addIssue({
          code: 'custom',
          path: [missing[0]],
          message: 'is required when NODE_ENV=production and SESSION_SECRET is unset',
        });
      }
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required when NODE_ENV=production (links in e-mails point to it)',
      });
    }
    if (env.SESSION_ABSOLUTE_TIMEOUT_SECONDS < env.SESSION_IDLE_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_ABSOLUTE_TIMEOUT_SECONDS'],
        message: 'must not be shorter than SESSION_IDLE_TIMEOUT_SECONDS',
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'must be set together with the other STRIPE_ variable',
      });
    }
    if (env.PAYMENTS === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when PAYMENTS=stripe',
      });
    }
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'must be set together with the other ADMIN_ variable',
      });
    }
  });

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  eventStoreUrl: string | undefined;
  redisUrl: string | undefined;
  /** Where each purpose's keys come from (services/src/core/keys); printed, each shows `[secret]`. */
  keys: KeySources;
  admin: { username: string; password: string } | undefined;
  smtpUrl: string | undefined;
  /** The site's own address, for links in e-mails: never taken from a request's Host header. */
  publicUrl: string;
  trustProxy: TrustProxy;
  seedDemo: boolean;
  /** A session unused this long ends (the cookie and the stored session expire together). */
  sessionIdleTimeoutMs: number;
  /** A session ends this long after sign-in, however active: checked on every request. */
  sessionAbsoluteTimeoutMs: number;
  /** The payment provider (PAYMENTS, STRIPE_*); 'off' in production unless one is chosen. */
  payments: PaymentsConfig;
};

/**
 * Each purpose's configured keys, the current one first (undefined: not configured), and
 * SESSION_SECRET, the one secret of old: it stands in for every list that is unset, and what it
 * signed or keyed stays valid while it is set (services/src/core/keys/keyring.ts).
 */
export type KeySources = { legacy: Secret | undefined } & {
  [purpose in keyof typeof KEY_LISTS]: readonly Secret[] | undefined;
};
export type PaymentsConfig =
  | { provider: 'off' | 'sandbox' }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiUrl: string | undefined };

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError whose message names the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(variable, issue?.message ?? 'is invalid');
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    eventStoreUrl: e.EVENTSTORE_URL,
    redisUrl: e.REDIS_URL,
    keys: {
      legacy: e.SESSION_SECRET === undefined ? undefined : new Secret(e.SESSION_SECRET),
      session: e.SESSION_SECRETS,
      visitor: e.VISITOR_SECRETS,
      links: e.LINK_SECRETS,
      pass: e.PASS_SECRETS,
    },
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    smtpUrl: e.SMTP_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY ?? false,
    // Demo data by default only where nothing else is configured: the embedded mode.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    sessionIdleTimeoutMs: e.SESSION_IDLE_TIMEOUT_SECONDS * 1000,
    sessionAbsoluteTimeoutMs: e.SESSION_ABSOLUTE_TIMEOUT_SECONDS * 1000,
    payments: paymentsConfig(e),
  };
}

/** Stripe when its keys are set (unless PAYMENTS=sandbox); the sandbox in production only when asked. */
function paymentsConfig(e: z.output<typeof envSchema>): PaymentsConfig {
  if (e.PAYMENTS !== 'sandbox' && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET) {
    return {
      provider: 'stripe',
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL,
    };
  }
  if (e.PAYMENTS === 'sandbox' || e.NODE_ENV !== 'production') return { provider: 'sandbox' };
  return { provider: 'off' };
}
