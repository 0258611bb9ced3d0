import { createHmac, hkdfSync } from 'node:crypto';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { keyringOf } from './keyring.testing';

const LEGACY = 'the-one-session-secret-of-an-existing-deployment';
const ADDRESS = '203.0.113.9';

/** What the server computed from SESSION_SECRET before each purpose had keys of its own. */
const before = {
  clientKey: (address: string) => {
    const key = Buffer.from(hkdfSync('sha256', LEGACY, 'nola-sports', 'client-key', 32));
    return createHmac('sha256', key.toString('base64url')).update(address).digest('base64url');
  },
  linkMac: (address: string) => {
    const secret = Buffer.from(hkdfSync('sha256', LEGACY, 'nola-sports', 'client-key', 32));
    const key = hkdfSync(
      'sha256',
      secret.toString('base64url'),
      'nola-sports',
      'newsletter-unsubscribe',
      32,
    );
    return createHmac('sha256', Buffer.from(key)).update(address).digest('base64url');
  },
};

const b64 = (mac: Buffer) => mac.toString('base64url');

describe('the keyring', () => {
  it('verifies a link MAC under any of its keys, only in its canonical spelling', async () => {
    const keys = await keyringOf({ legacy: LEGACY });
    const mac = b64(keys.links.mac('fan@example.com'));
    expect(keys.links.verifies('fan@example.com', mac)).toBe(true);
    expect(keys.links.verifies('fan@example.com', before.linkMac('fan@example.com'))).toBe(true);
    expect(keys.links.verifies('foe@example.com', mac)).toBe(false);
    expect(keys.links.verifies('fan@example.com', `${mac}=`)).toBe(false);
    expect(keys.links.verifies('fan@example.com', '')).toBe(false);
  });

  it('with only SESSION_SECRET, gives each purpose the very key it had before', async () => {
    const keys = await keyringOf({ legacy: LEGACY });
    expect(keys.sessionSecrets()).toEqual([LEGACY]);
    expect(b64(keys.visitor.mac(ADDRESS))).toBe(before.clientKey(ADDRESS));
    expect(b64(keys.links.mac('fan@example.com'))).toBe(before.linkMac('fan@example.com'));
  });

  it('keeps SESSION_SECRET’s visitor and link keys checking once their own lists are set', async () => {
    const keys = await keyringOf({
      legacy: LEGACY,
      visitor: ['a-visitor-secret-of-enough-length-0000000000'],
      links: ['a-link-secret-of-enough-length-111111111111'],
    });
    expect(b64(keys.visitor.mac(ADDRESS))).not.toBe(before.clientKey(ADDRESS));
    expect(keys.visitor.macs(ADDRESS).map(b64)).toEqual([
      b64(keys.visitor.mac(ADDRESS)),
      before.clientKey(ADDRESS),
    ]);
    expect(keys.links.macs('fan@example.com').map(b64).at(-1)).toBe(
      before.linkMac('fan@example.com'),
    );
  });

  it('lets SESSION_SECRETS replace SESSION_SECRET for sessions only', async () => {
    const keys = await keyringOf({ legacy: LEGACY, session: ['s'.repeat(32), 't'.repeat(32)] });
    expect(keys.sessionSecrets()).toEqual(['s'.repeat(32), 't'.repeat(32)]);
    expect(b64(keys.visitor.mac(ADDRESS))).toBe(before.clientKey(ADDRESS));
  });

  it('gives every purpose a different key, even from one value reused for all', async () => {
    const same = 'one-value-an-operator-pasted-into-every-list';
    const keys = await keyringOf({ visitor: [same], links: [same], pass: [same] });
    const macs = [keys.visitor, keys.links, keys.pass].map((purpose) => b64(purpose.mac('x')));
    expect(new Set(macs).size).toBe(3);
  });

  it('shows no key when printed or serialised', async () => {
    const secret = 'a-visitor-secret-no-log-may-ever-show-0000';
    const keys = await keyringOf({ legacy: LEGACY, visitor: [secret] });
    for (const text of [inspect(keys, { depth: 10, showHidden: true }), JSON.stringify(keys)]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(LEGACY);
    }
  });
});
