import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openTestDatabase } from '../../../services/src/core/database';
import { type CopyValue, copyChunks, copyRows } from './copy-rows';

const copyText = (rows: CopyValue[][]) => Buffer.concat([...copyChunks(rows)]).toString();

describe('COPY text', () => {
  it('writes a line per row, tab-separated, with \\N for null', () => {
    expect(
      copyText([
        ['a', 1, true, null],
        ['b', 2.5, false, 'x'],
      ]),
    ).toBe('a\t1\ttrue\t\\N\nb\t2.5\tfalse\tx\n');
  });

  it('sends many rows in several chunks that join up to every line', () => {
    const rows = Array.from({ length: 1_001 }, (_, i) => [i, `row ${i}`]);
    const chunks = [...copyChunks(rows)];
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).toString()).toBe(rows.map(([i, t]) => `${i}\t${t}\n`).join(''));
  });

  it('escapes backslashes, tabs and line breaks inside a field', () => {
    expect(copyText([['back\\slash', 'tab\there', 'two\nlines\r\n']])).toBe(
      'back\\\\slash\ttab\\there\ttwo\\nlines\\r\\n\n',
    );
  });
});

// Rebuilds load with COPY on real PostgreSQL only (the backing's copyLoads); embedded, they INSERT.
describe.skipIf(!process.env.DATABASE_URL)('COPY into a table (real PostgreSQL only)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await db.knex.raw(
      'create table copy_rows_spec (id int primary key, label text, flag boolean, note text)',
    );
  });
  afterAll(() => db?.close());

  it('stores every value as given, the awkward ones included, across chunks', async () => {
    const awkward = [
      [1, 'plain', true, null],
      [2, 'tab\tand\nnewline', false, 'back\\slash \\N'],
      [3, 'crlf\r\n', null, 'ünïcödé ⚾'],
    ] as const;
    const rows = [
      ...awkward,
      ...Array.from({ length: 600 }, (_, i) => [i + 4, `row\t${i}`, i % 2 === 0, 'ü'] as const),
    ];
    await db.knex.transaction((trx) =>
      copyRows(trx, 'copy_rows_spec', ['id', 'label', 'flag', 'note'], rows),
    );
    const stored = await db.knex('copy_rows_spec').select().orderBy('id');
    expect(stored).toEqual(rows.map(([id, label, flag, note]) => ({ id, label, flag, note })));
  });
});
