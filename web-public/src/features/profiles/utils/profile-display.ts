import type { SocialNetwork, TeamPosition, VerificationStatus } from '@/features/profiles/types';

/** Up to two initials: first and last word, else the first two letters of one word. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return '?';
  const last = rest.at(-1);
  const initials = last ? `${first[0]}${last[0]}` : first.slice(0, 2);
  return initials.toUpperCase().slice(0, 2);
}

/** A team position as shown: underscores as spaces, each word capitalised. */
export function teamPositionLabel(position: TeamPosition): string {
  if (position === 'strength_coach') return 'Strength & Conditioning';
  return position
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Document 2 §4: the coach verification badge, green, amber or red. The text takes a dark shade
 * of its colour so it stays readable (WCAG AA) on the badge's pale background.
 */
export const VERIFICATION_BADGES: Record<
  VerificationStatus,
  { label: string; color: string; text: string }
> = {
  verified: { label: 'Verified', color: 'green', text: '#1b6b32' },
  pending: { label: 'Verification Pending', color: 'yellow', text: '#7a4b00' },
  rejected: { label: 'Verification Failed', color: 'red', text: '#a3121c' },
};

const NETWORK_URLS: Record<Exclude<SocialNetwork, 'website'>, string> = {
  twitter: 'https://x.com/',
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
  linkedin: 'https://www.linkedin.com/in/',
};

/** A stored link (an http(s) address, or a handle for the networks) as a safe address. */
export function socialHref(network: SocialNetwork, value: string): string | null {
  if (/^https?:\/\//i.test(value)) return value;
  if (network === 'website') return null;
  const handle = value.replace(/^@/, '');
  return /^[A-Za-z0-9._-]+$/.test(handle) ? `${NETWORK_URLS[network]}${handle}` : null;
}

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  twitter: 'Twitter',
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  website: 'Website',
};
