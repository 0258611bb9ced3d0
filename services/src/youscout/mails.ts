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

/**
 * A removal link, as a mail. It names no child: mail files are outside crypto-shredding's reach,
 * and the address may not be who the requester thought.
 */
export function removalLinkMail(to: string, link: string, hours: number): MailMessage {
  return {
    to,
    subject: 'Remove a YouScout nomination from NOLA Sports',
    text: [
      'Hello,',
      '',
      'Someone asked for a YouScout nomination to be removed from NOLA Sports, and this address',
      'is recorded with it. Open this link to see which nomination it is and to remove it (the',
      `link works once, for ${hours} hours):`,
      '',
      link,
      '',
      "Removal is immediate: the athlete's details are erased and the nomination is gone from",
      'every page. If you did not ask for this, ignore this mail: nothing changes without the link.',
      '',
      'NOLA Sports',
    ].join('\n'),
  };
}
