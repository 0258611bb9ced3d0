import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openTestDatabase } from '../database';
import { createMailer, messageIdOf, migrateMail } from './mailer';

let db: Database;
let dir: string;
beforeAll(async () => {
  db = await openTestDatabase();
  await migrateMail(db.knex);
  dir = await mkdtemp(path.join(tmpdir(), 'mail-ledger-'));
});
afterAll(async () => {
  await db?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const files = async () => readdir(path.join(dir, 'mail')).catch(() => [] as string[]);
const message = (subject: string) => ({ to: 'parent@example.com', subject, text: 'Hello' });

describe('mailer with an idempotency key', () => {
  it('sends a key once, however many senders ask at the same time', async () => {
    const before = (await files()).length;
    // Two mailers: two API processes, or a handler and a job re-run after a restart.
    const a = createMailer({ dataDir: dir, ledger: db.knex });
    const b = createMailer({ dataDir: dir, ledger: db.knex });
    const key = `NewsletterSubscribed:${randomUUID()}`;
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? a : b).send(message('Once'), { idempotencyKey: key }),
      ),
    );
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already-sent')).toHaveLength(5);
    const now = await files();
    expect(now).toHaveLength(before + 1);
    const newest = now.sort().at(-1) as string;
    const raw = await readFile(path.join(dir, 'mail', newest), 'utf8');
    expect(raw).toContain(`Message-ID: ${messageIdOf(key)}`);
    // Without a key every call sends, as before.
    await a.send(message('Free'));
    await a.send(message('Free'));
    expect(await files()).toHaveLength(before + 3);
  });

  it('lets a later attempt send when the first could not hand the mail over', async () => {
    const key = `EvaluationRequested:${randomUUID()}`;
    const broken = createMailer({ dataDir: '/dev/null/not-a-directory', ledger: db.knex });
    await expect(broken.send(message('Lost'), { idempotencyKey: key })).rejects.toThrow();
    const working = createMailer({ dataDir: dir, ledger: db.knex });
    expect(await working.send(message('Found'), { idempotencyKey: key })).toBe('sent');
    expect(await working.send(message('Found'), { idempotencyKey: key })).toBe('already-sent');
  });

  it('sends again, with the same Message-ID, only after a dead sender’s claim expires', async () => {
    const key = `EvaluationRequested:${randomUUID()}`;
    // A sender that died after claiming: its claim row stays, never marked sent.
    await db.knex('mail_deliveries').insert({
      key,
      message_id: messageIdOf(key),
      claimed_at: db.knex.raw("now() - interval '1 minute'"),
    });
    const patient = createMailer({ dataDir: dir, ledger: db.knex });
    expect(await patient.send(message('Claimed'), { idempotencyKey: key })).toBe('already-sent');
    const impatient = createMailer({ dataDir: dir, ledger: db.knex, claimTimeoutMs: 30_000 });
    expect(await impatient.send(message('Claimed'), { idempotencyKey: key })).toBe('sent');
    expect(await impatient.send(message('Claimed'), { idempotencyKey: key })).toBe('already-sent');
  });

  it('composes a keyed mail only for the sender that claims it; nothing to say frees the key', async () => {
    const key = `PasswordResetRequested:${randomUUID()}`;
    const mailer = createMailer({ dataDir: dir, ledger: db.knex });
    let composed = 0;
    const compose = async () => {
      composed++;
      return message('Composed');
    };
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => mailer.send(compose, { idempotencyKey: key })),
    );
    expect(outcomes.sort()).toEqual(['already-sent', 'already-sent', 'already-sent', 'sent']);
    expect(composed).toBe(1);

    const empty = `PasswordResetRequested:${randomUUID()}`;
    expect(await mailer.send(async () => undefined, { idempotencyKey: empty })).toBe('nothing');
    expect(await mailer.send(compose, { idempotencyKey: empty })).toBe('sent');
  });

  it('with discard, records a key as sent and delivers nothing, so no other sender sends it', async () => {
    const before = (await files()).length;
    const key = `GuardianConsentRequested:${randomUUID()}`;
    const demo = createMailer({ dataDir: dir, ledger: db.knex, discard: true });
    expect(demo.outbox).toBeUndefined();
    expect(await demo.send(message('Demo'), { idempotencyKey: key })).toBe('sent');
    expect(await files()).toHaveLength(before);
    const row = await db.knex('mail_deliveries').where({ key }).first();
    expect(row?.sent_at).not.toBeNull();
    const real = createMailer({ dataDir: dir, ledger: db.knex });
    expect(await real.send(message('Demo'), { idempotencyKey: key })).toBe('already-sent');
    expect(await files()).toHaveLength(before);
  });
});
