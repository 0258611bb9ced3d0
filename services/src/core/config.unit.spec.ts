import path from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
};

describe('configuration', () => {
  it('defaults to the embedded mode on port 3000 with data in ./.data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      dataDir: path.resolve('.data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      trustProxy: false,
      seedDemo: true,
      admin: undefined,
    });
  });

  it('names the variable in a one-line message when a value is bad', () => {
    expect(refusal({ PORT: 'abc' }).message).toBe('PORT must be a port number');
    expect(refusal({ PORT: '70000' }).variable).toBe('PORT');
    expect(refusal({ DATABASE_URL: 'mysql://db/app' }).message).toBe(
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
    );
    expect(refusal({ REDIS_URL: 'localhost:6379' }).variable).toBe('REDIS_URL');
    expect(refusal({ SEED_DEMO: 'maybe' }).variable).toBe('SEED_DEMO');
    expect(refusal({ SESSION_SECRET: 'short' }).variable).toBe('SESSION_SECRET');
    expect(refusal({ NODE_ENV: 'staging' }).variable).toBe('NODE_ENV');
    for (const error of [refusal({ PORT: 'abc' }), refusal({ TRUST_PROXY: 'nonsense' })]) {
      expect(error.message).not.toContain('\n');
    }
  });

  it('requires SESSION_SECRET, or every key list, in production', () => {
    expect(refusal({ NODE_ENV: 'production' }).message).toBe(
      'SESSION_SECRET is required when NODE_ENV=production (or all of SESSION_SECRETS, VISITOR_SECRETS, LINK_SECRETS, PASS_SECRETS)',
    );
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://nola.example' };
    expect(
      loadConfig({ ...production, SESSION_SECRET: 'x'.repeat(32) }).keys.legacy?.reveal(),
    ).toBe('x'.repeat(32));
    const lists = {
      SESSION_SECRETS: 's'.repeat(32),
      VISITOR_SECRETS: 'v'.repeat(32),
      LINK_SECRETS: 'l'.repeat(32),
      PASS_SECRETS: 'p'.repeat(32),
    };
    expect(loadConfig({ ...production, ...lists }).keys.legacy).toBeUndefined();
    expect(refusal({ ...production, ...lists, LINK_SECRETS: '' }).message).toBe(
      'LINK_SECRETS is required when NODE_ENV=production and SESSION_SECRET is unset',
    );
  });

  it('takes the site address for mailed links from PUBLIC_URL, required in production', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://nola.example/' }).publicUrl).toBe(
      'https://nola.example',
    );
    expect(refusal({ PUBLIC_URL: 'javascript:alert(1)' }).variable).toBe('PUBLIC_URL');
    expect(refusal({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).message).toMatch(
      /^PUBLIC_URL is required when NODE_ENV=production/,
    );
  });

  it('takes the admin credentials together or not at all', () => {
    expect(refusal({ ADMIN_USERNAME: 'boss' }).variable).toBe('ADMIN_PASSWORD');
    expect(refusal({ ADMIN_PASSWORD: 'secret123' }).variable).toBe('ADMIN_USERNAME');
    expect(loadConfig({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'secret123' }).admin).toEqual({
      username: 'boss',
      password: 'secret123',
    });
  });

  it("accepts express's trust proxy values", () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(refusal({ TRUST_PROXY: '10.0.0.0/99' }).message).toContain('bad entry "10.0.0.0/99"');
  });

  it('takes the session timeouts in seconds: two hours idle and a day in all by default', () => {
    expect(loadConfig({})).toMatchObject({
      sessionIdleTimeoutMs: 2 * 60 * 60 * 1000,
      sessionAbsoluteTimeoutMs: 24 * 60 * 60 * 1000,
    });
    expect(
      loadConfig({ SESSION_IDLE_TIMEOUT_SECONDS: '3', SESSION_ABSOLUTE_TIMEOUT_SECONDS: '7' }),
    ).toMatchObject({ sessionIdleTimeoutMs: 3_000, sessionAbsoluteTimeoutMs: 7_000 });
    expect(loadConfig({ SESSION_IDLE_TIMEOUT_SECONDS: '' }).sessionIdleTimeoutMs).toBe(7_200_000);
    expect(refusal({ SESSION_IDLE_TIMEOUT_SECONDS: 'soon' }).message).toBe(
      'SESSION_IDLE_TIMEOUT_SECONDS must be a number of seconds',
    );
    expect(refusal({ SESSION_ABSOLUTE_TIMEOUT_SECONDS: '0' }).variable).toBe(
      'SESSION_ABSOLUTE_TIMEOUT_SECONDS',
    );
    expect(refusal({ SESSION_IDLE_TIMEOUT_SECONDS: '1.5' }).variable).toBe(
      'SESSION_IDLE_TIMEOUT_SECONDS',
    );
    // A session cannot outlive its own end.
    expect(
      refusal({ SESSION_IDLE_TIMEOUT_SECONDS: '600', SESSION_ABSOLUTE_TIMEOUT_SECONDS: '60' })
        .message,
    ).toBe(
      'SESSION_ABSOLUTE_TIMEOUT_SECONDS must not be shorter than SESSION_IDLE_TIMEOUT_SECONDS',
    );
  });

  it('turns demo data off by default when real servers are configured', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/app' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });
});

describe('key lists', () => {
  const key = (c: string) => c.repeat(40);

  it('reads a comma-separated list, the current key first', () => {
    const { keys } = loadConfig({ SESSION_SECRETS: ` ${key('a')} , ${key('b')},` });
    expect(keys.session?.map((secret) => secret.reveal())).toEqual([key('a'), key('b')]);
    expect(keys.visitor).toBeUndefined();
  });

  it('refuses a bad list by entry number, never showing a key', () => {
    const short = 'short-but-secret';
    const error = refusal({ VISITOR_SECRETS: `${key('a')},${short}` });
    expect(error.message).toBe('VISITOR_SECRETS entry 2 must be at least 32 characters long');
    expect(refusal({ LINK_SECRETS: `${key('a')},${key('a')}` }).message).toBe(
      'LINK_SECRETS lists one key twice',
    );
    expect(refusal({ PASS_SECRETS: ' , ' }).message).toBe(
      'PASS_SECRETS must list at least one key',
    );
    expect(refusal({ SESSION_SECRET: short }).message).not.toContain(short);
  });

  it('shows no key when the configuration is printed or serialised', () => {
    const config = loadConfig({ SESSION_SECRET: key('l'), SESSION_SECRETS: key('s') });
    for (const text of [inspect(config, { depth: 10 }), JSON.stringify(config)]) {
      expect(text).not.toContain(key('l'));
      expect(text).not.toContain(key('s'));
      expect(text).toContain('[secret]');
    }
  });
});
