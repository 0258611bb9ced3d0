import type { KeySources } from '../config';
import { type Keyring, openKeyring } from './keyring';
import { Secret } from './secret';

type Lists = { [purpose in keyof KeySources]?: purpose extends 'legacy' ? string : string[] };

/** A keyring from plain key lists (unit tests); a purpose with none gets a fixed "generated" key. */
export function keyringOf(lists: Lists): Promise<Keyring> {
  const wrap = (list: string[] | undefined) => list?.map((key) => new Secret(key));
  return openKeyring(
    {
      legacy: lists.legacy === undefined ? undefined : new Secret(lists.legacy),
      session: wrap(lists.session),
      visitor: wrap(lists.visitor),
      links: wrap(lists.links),
      pass: wrap(lists.pass),
    },
    async (purpose) => new Secret(`unit-test-generated-${purpose}-key-0123456789abcdef`),
  );
}
