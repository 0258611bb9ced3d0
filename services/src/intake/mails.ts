import type { Mailer, MailMessage, SendOptions } from '../core/mail/mailer';
import { isPlainName } from './schemas';

/**
 * Sends a mail without letting its failure fail the request that caused it: the subscription
 * or evaluation request is recorded either way, and the failure is logged for the operator.
 */
export async function sendWithoutFailing(
  mailer: Mailer,
  message: MailMessage,
  what: string,
  options?: SendOptions,
): Promise<void> {
  try {
    await mailer.send(message, options);
  } catch (error) {
    console.error(`${what} mail failed:`, error instanceof Error ? error.message : error);
  }
}

/**
 * The idempotency key of the one mail an event calls for: the event's type, the subscription
 * or request it records, and its revision in that stream (a returning subscriber keeps the
 * subscription id, but the new subscription is a new event). However often it is sent again,
 * it goes out once.
 */
export const mailKey = (
  event: 'NewsletterSubscribed' | 'EvaluationRequested',
  id: string,
  revision: number,
) => `${event}:${id}@${revision}`;

export function newsletterWelcome(
  to: string,
  name: string | null,
  unsubscribeLink: string,
): MailMessage {
  return {
    to,
    subject: 'Welcome to the NOLA Sports newsletter',
    text: [
      // The schema refuses any other name; this keeps the rule should a caller skip it.
      name && isPlainName(name) ? `Hi ${name},` : 'Hi,',
      '',
      'Thank you for subscribing to the NOLA Sports newsletter. We will keep you posted on',
      'athlete development, the NOLA 100 prospect board, podcasts and events around New Orleans.',
      '',
      'If you no longer want these e-mails, unsubscribe here:',
      unsubscribeLink,
      '',
      'NOLA Sports',
    ].join('\n'),
  };
}

/**
 * The parent's address is typed by whoever fills in the form and is never confirmed, so this
 * mail carries only the site's own words: nothing the sender typed reaches a stranger's inbox.
 * The request itself, with every field, is in the back office for staff.
 */
export function evaluationConfirmation(parentEmail: string): MailMessage {
  return {
    to: parentEmail,
    subject: 'We received your prospect evaluation request',
    text: [
      'Hello,',
      '',
      'Thank you for requesting a NOLA Sports prospect evaluation. This address was given as',
      "the parent's or guardian's contact. A representative will contact you within 24 hours",
      'to talk about next steps.',
      '',
      'If you did not expect this e-mail, you can ignore it; no one will contact you unless you answer.',
      '',
      'NOLA Sports',
    ].join('\n'),
  };
}
