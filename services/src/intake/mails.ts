import type { Mailer, MailMessage, SendOptions } from '../core/mail/mailer';
import type { EvaluationInput } from './schemas';

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
      name ? `Hi ${name},` : 'Hi,',
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

// A header must stay one line, whatever was typed into the form.
const oneLine = (text: string) => text.replace(/[\r\n\t\v\f]+/g, ' ');

export function evaluationConfirmation(input: EvaluationInput): MailMessage {
  return {
    to: input.parentEmail,
    subject: `We received the evaluation request for ${oneLine(input.playerName)}`,
    text: [
      `Hi ${input.parentName},`,
      '',
      `Thank you for requesting a prospect evaluation for ${input.playerName}`,
      `(age ${input.playerAge}, ${input.playerPosition}, ${input.playerSchool}).`,
      '',
      'A representative will contact you within 24 hours to talk about next steps.',
      '',
      'NOLA Sports',
    ].join('\n'),
  };
}
