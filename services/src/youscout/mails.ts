import type { MailMessage } from '../core/mail/mailer';

/** A badge earned, as a mail: the site's words, and where to see it. */
export function badgeMail(
  to: string,
  username: string,
  badge: { name: string; description: string },
  profile: string,
): MailMessage {
  return {
    to,
    subject: `You earned the ${badge.name} badge`,
    text: [
      `Hi ${username},`,
      '',
      `You earned the YouScout badge "${badge.name}": ${badge.description}`,
      '',
      `It shows on your profile: ${profile}`,
      '',
      "You get this e-mail because e-mail notifications are on in your profile's notification settings.",
      '',
      'NOLA Sports',
    ].join('\n'),
  };
}
