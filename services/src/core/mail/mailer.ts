import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Where unsent mail is written in development (undefined when SMTP is configured). */
  readonly outbox: string | undefined;
};

const FROM = 'NOLA Sports <no-reply@nola-sports.example>';

/**
 * Mail through nodemailer: SMTP when SMTP_URL is set, otherwise one `.eml` file per message
 * under DATA_DIR/mail, so a developer can open the message (and its links) without a server.
 */
export function createMailer(options: { smtpUrl?: string | undefined; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      outbox: undefined,
      async send(message) {
        await transport.sendMail({ from: FROM, ...message });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    outbox,
    async send(message) {
      const info = await transport.sendMail({ from: FROM, ...message });
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(outbox, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}
