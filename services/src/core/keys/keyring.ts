import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { KeySources } from '../config';
import type { Secret } from './secret';

/** The keys of one purpose: the current one makes MACs; every one, current first, checks them. */
export type MacKeys = {
  /** The MAC of `data` under the current key. */
  mac(data: string): Buffer;
  /** The MACs of `data` under every key, the current one first: to check a MAC. */
  macs(data: string): Buffer[];
  /** The MACs of `data` under the older keys only (none while there is one key): what they keyed. */
  formerMacs(data: string): Buffer[];
  /**
   * Whether `given` is the MAC of `data` (base64url, as signed links carry it) under any of the
   * keys, compared in constant time and as text, so only its one canonical spelling passes.
   */
  verifies(data: string, given: string): boolean;
};

/**
 * One key (list) per purpose, so that rotating or losing one touches nothing else. The keys live
 * in closures: printing the keyring, or anything holding it, shows none of them.
 */
export type Keyring = {
  /** Session cookies (express-session): the first signs, every one verifies. */
  sessionSecrets(): string[];
  /** The HMAC of a client's address that stands in for it (votes, rate limits, event metadata). */
  visitor: MacKeys;
  /** Signed links in mail (newsletter unsubscribe). */
  links: MacKeys;
  /** Pass tokens: reserved for RawPass, which is not built yet. */
  pass: MacKeys;
};

export type MacPurpose = Exclude<keyof KeySources, 'legacy' | 'session'>;
export type Purpose = MacPurpose | 'session';

/** A generated key of a purpose, shared by every process on the database (generated-keys.ts). */
export type GeneratedKey = (purpose: Purpose) => Promise<Secret>;

const derive = (material: string | Buffer, label: string): Buffer =>
  Buffer.from(hkdfSync('sha256', material, 'nola-sports', label, 32));

/** A purpose's key made from an entry of its list (or a generated key): its own label, so one value reused for two purposes still gives two keys. */
const fromEntry = (purpose: MacPurpose, entry: Secret): Buffer =>
  derive(entry.reveal(), `${purpose}-key`);

/**
 * The keys SESSION_SECRET gave each purpose before the purposes had keys of their own, byte for
 * byte: votes keyed, and links mailed, under them are still found and accepted.
 */
const legacyVisitorKey = (legacy: Secret): Buffer =>
  Buffer.from(derive(legacy.reveal(), 'client-key').toString('base64url'));
const LEGACY: Record<MacPurpose, (legacy: Secret) => Buffer> = {
  visitor: legacyVisitorKey,
  links: (legacy) => derive(legacyVisitorKey(legacy), 'newsletter-unsubscribe'),
  pass: (legacy) => fromEntry('pass', legacy),
};

function macKeys(keys: readonly Buffer[]): MacKeys {
  const held = keys.map((key) => Buffer.from(key));
  const macWith = (key: Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  const macs = (data: string) => held.map((key) => macWith(key, data));
  return {
    mac: (data) => macWith(held[0] as Buffer, data),
    macs,
    formerMacs: (data) => held.slice(1).map((key) => macWith(key, data)),
    verifies: (data, given) => {
      const text = Buffer.from(given);
      return macs(data).some((mac) => {
        const expected = Buffer.from(mac.toString('base64url'));
        return text.length === expected.length && timingSafeEqual(text, expected);
      });
    },
  };
}

/**
 * Each purpose's keys: its own list when configured (with SESSION_SECRET's key of old after it,
 * still checking), else SESSION_SECRET's, else one generated and kept in the database.
 * Sessions differ in one way: SESSION_SECRETS replaces SESSION_SECRET outright, so a rotation
 * after a leak can retire the leaked one (list it second until its sessions have ended).
 */
export async function openKeyring(sources: KeySources, generated: GeneratedKey): Promise<Keyring> {
  const { legacy } = sources;
  const sessions = sources.session ?? [legacy ?? (await generated('session'))];
  const sessionSecrets = sessions.map((secret) => secret.reveal());
  const keysOf = async (purpose: MacPurpose): Promise<MacKeys> => {
    const list = sources[purpose];
    if (list) {
      const own = list.map((entry) => fromEntry(purpose, entry));
      return macKeys(legacy ? [...own, LEGACY[purpose](legacy)] : own);
    }
    if (legacy) return macKeys([LEGACY[purpose](legacy)]);
    return macKeys([fromEntry(purpose, await generated(purpose))]);
  };
  return {
    sessionSecrets: () => [...sessionSecrets],
    visitor: await keysOf('visitor'),
    links: await keysOf('links'),
    pass: await keysOf('pass'),
  };
}
