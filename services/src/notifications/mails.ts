import type { MailMessage } from '../core/mail/mailer';
import type { Notification } from './schemas';

/**
 * A notification as a mail: its own words (the site's, never another person's text), a link to
 * the site, and a one-click link that turns off this kind of mail, also as List-Unsubscribe.
 */
export function notificationMail(
  to: string,
  username: string,
  notification: Pick<Notification, 'title' | 'message'>,
  kind: string,
  links: { site: string; unsubscribe: string },
): MailMessage {
  return {
    to,
    subject: notification.title,
    text: [
      `Hi ${username},`,
      '',
      notification.message,
      '',
      `See it on NOLA Sports: ${links.site}`,
      '',
      `You get this e-mail because ${kind} are on in your profile's notification settings.`,
      `Stop these e-mails with one click: ${links.unsubscribe}`,
      '',
      'NOLA Sports',
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>` },
  };
}
