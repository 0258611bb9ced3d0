import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import nodemailer from 'nodemailer';
import { type Migration, migrate } from '../migrations';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, say). */
  headers?: Record<string, string>;
};

export type SendOptions = {
  /**
   * Names the one mail a fact calls for, e.g. `NewsletterSubscribed:<subscription id>`: the
   * event that caused it. A mail whose key was sent already is not sent again, whoever asks
   * (a retried handler, another API process, a job re-run after a crash). Needs the ledger.
   */
  idempotencyKey?: string;
};

/**
 * 'sent'; 'already-sent' when the key was sent before (or is being sent right now); 'nothing'
 * when a composed mail turned out to have nothing to say.
 */
export type SendOutcome = 'sent' | 'already-sent' | 'nothing';

/**
 * A mail whose making has effects (issuing reset links, say): with an idempotency key it is
 * called only once the key is claimed, so a repeat makes nothing. Undefined: nothing to send,
 * and the key stays free.
 */
export type ComposeMail = () => Promise<MailMessage | undefined>;

export type Mailer = {
  send(message: MailMessage | ComposeMail, options?: SendOptions): Promise<SendOutcome>;
  /** Where unsent mail is written in development (undefined when SMTP is configured). */
  readonly outbox: string | undefined;
};

const FROM = 'NOLA Sports <no-reply@nola-sports.example>';
const DOMAIN = 'nola-sports.example';
/** A claim older than this belongs to a sender that died mid-send: another may send again. */
const CLAIM_TIMEOUT_MS = 10 * 60 * 1000;

/** The delivery ledger: one row per idempotency key, claimed before sending, marked after. */
export const mailMigrations: Migration[] = [
  {
    name: '001_mail_deliveries',
    async up(knex) {
      await knex.schema.createTable('mail_deliveries', (t) => {
        t.text('key').primary();
        t.text('message_id').notNullable();
        t.timestamp('claimed_at', { useTz: true }).notNullable();
        t.timestamp('sent_at', { useTz: true });
      });
    },
  },
];

export async function migrateMail(knex: Knex): Promise<void> {
  await migrate(knex, 'mail_migrations', mailMigrations);
}

/** The Message-ID a key's mail always carries, so a receiver can drop a repeat as well. */
export const messageIdOf = (key: string): string =>
  `<${createHash('sha256').update(key).digest('hex').slice(0, 40)}@${DOMAIN}>`;

type Transport = (message: MailMessage, messageId: string | undefined) => Promise<void>;

/**
 * Mail through nodemailer: SMTP when SMTP_URL is set, otherwise one `.eml` file per message
 * under DATA_DIR/mail, so a developer can open the message (and its links) without a server.
 *
 * With a ledger (the database), a send with an idempotency key goes out once: the key is
 * claimed in `mail_deliveries` before the mail is handed over and marked sent after. A
 * second send of the key finds it and does nothing. A sender that dies between the hand-over
 * and the mark leaves a claim that expires after ten minutes; the repeat it then allows
 * carries the same Message-ID. (No mail transport can do better than that: SMTP has no
 * exactly-once.)
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  dataDir: string;
  ledger?: Knex;
  claimTimeoutMs?: number;
  /**
   * Deliver nothing: each mail is only recorded in the ledger, as sent. For demo data, whose
   * addresses are invented: its mails are recorded, so no later sweep sends them either.
   */
  discard?: boolean;
}): Mailer {
  let outbox: string | undefined;
  let transport: Transport;
  if (options.discard) {
    transport = async () => {};
  } else if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    transport = async (message, messageId) => {
      await smtp.sendMail({ from: FROM, ...message, ...(messageId ? { messageId } : {}) });
    };
  } else {
    const directory = path.join(options.dataDir, 'mail');
    outbox = directory;
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
    transport = async (message, messageId) => {
      const info = await stream.sendMail({
        from: FROM,
        ...message,
        ...(messageId ? { messageId } : {}),
      });
      await mkdir(directory, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(directory, name), info.message as Buffer, { mode: 0o600 });
    };
  }
  const ledger = options.ledger;
  const claimTimeoutMs = options.claimTimeoutMs ?? CLAIM_TIMEOUT_MS;

  /** True when this caller may send the key's mail now. */
  const claim = async (knex: Knex, key: string, messageId: string): Promise<boolean> => {
    const inserted = await knex('mail_deliveries')
      .insert({ key, message_id: messageId, claimed_at: knex.fn.now() })
      .onConflict('key')
      .ignore()
      .returning('key');
    if (inserted.length > 0) return true;
    // Claimed before: sent, being sent, or abandoned by a sender that died.
    const taken = await knex('mail_deliveries')
      .where({ key })
      .whereNull('sent_at')
      .whereRaw('claimed_at < now() - ?::interval', [`${claimTimeoutMs} milliseconds`])
      .update({ claimed_at: knex.fn.now() })
      .returning('key');
    return taken.length > 0;
  };

  return {
    outbox,
    async send(messageOrCompose, sendOptions = {}) {
      const compose: ComposeMail =
        typeof messageOrCompose === 'function' ? messageOrCompose : async () => messageOrCompose;
      const key = sendOptions.idempotencyKey;
      if (!key || !ledger) {
        const message = await compose();
        if (!message) return 'nothing';
        await transport(message, key ? messageIdOf(key) : undefined);
        return 'sent';
      }
      const messageId = messageIdOf(key);
      if (!(await claim(ledger, key, messageId))) return 'already-sent';
      // Not handed over (nothing to say, or a failure): let a later attempt send it.
      const release = () =>
        ledger('mail_deliveries')
          .where({ key })
          .whereNull('sent_at')
          .delete()
          .catch(() => {});
      try {
        const message = await compose();
        if (!message) {
          await release();
          return 'nothing';
        }
        await transport(message, messageId);
      } catch (error) {
        await release();
        throw error;
      }
      await ledger('mail_deliveries').where({ key }).update({ sent_at: ledger.fn.now() });
      return 'sent';
    },
  };
}
