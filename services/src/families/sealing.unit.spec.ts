import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { sealedField } from './schemas';
import { sealedPersonId, sealFor, shredKey, unseal } from './sealing';

/** Just enough of knex for `person_keys`: keys kept in a map. */
function keyTable(): Knex {
  const keys = new Map<string, Buffer>();
  const table = () => {
    let personId = '';
    const query = {
      where: ({ person_id }: { person_id: string }) => {
        personId = person_id;
        return query;
      },
      first: async () => (keys.has(personId) ? { key: keys.get(personId) } : undefined),
      delete: async () => keys.delete(personId),
      insert: ({ person_id, key }: { person_id: string; key: Buffer }) => ({
        onConflict: () => ({
          ignore: async () => {
            if (!keys.has(person_id)) keys.set(person_id, key);
          },
        }),
      }),
    };
    return query;
  };
  // The purge after a delete (VACUUM FULL, WAL switch, checkpoint) has nothing to purge here.
  const raw = async () => ({ rows: [{ recycle: 'off' }] });
  return Object.assign(table, { fn: { now: () => new Date() }, raw }) as unknown as Knex;
}

describe('a sealed field as events store it', () => {
  it('given a sealed value, then its shape passes and it names the person whose key opens it', async () => {
    const knex = keyTable();
    const personId = randomUUID();
    const { name } = await sealFor(knex, personId, { name: 'Jamie Broussard' });
    expect(sealedField.safeParse(name).success).toBe(true);
    expect(sealedPersonId(name)).toBe(personId);
    expect(await unseal(knex, name)).toBe('Jamie Broussard');
  });

  it('given clear text or a bare prefix, then the shape is refused and it names no one', () => {
    for (const text of ['Jamie Broussard', 'sealed:a', `sealed:v1:${randomUUID()}:short`]) {
      expect(sealedField.safeParse(text).success).toBe(false);
      expect(sealedPersonId(text)).toBeUndefined();
    }
  });

  it('given an erased key, then the sealed value keeps its shape and reads "removed"', async () => {
    const knex = keyTable();
    const personId = randomUUID();
    const { name } = await sealFor(knex, personId, { name: 'Jamie Broussard' });
    await shredKey(knex, personId);
    expect(sealedPersonId(name)).toBe(personId);
    expect(await unseal(knex, name)).toBe('removed');
  });
});
