import type { Role } from '@/lib/auth';

export type AuthVariantName = 'youscout' | 'matchups';

export type AuthVariant = {
  name: AuthVariantName;
  eyebrow: string;
  heading: string;
  description: string;
  highlights: string[];
  /** Document 2 §6: who may register in this variant (never admin). */
  roles: readonly Role[];
};

export const VARIANTS: Record<AuthVariantName, AuthVariant> = {
  youscout: {
    name: 'youscout',
    eyebrow: 'YouScout',
    heading: 'Join the YouScout community',
    description:
      'Coaches, parents and fans spotlight the baseball and softball talent of New Orleans. Nominate standout athletes, vote for the NOLA 100 and follow the prospects you believe in.',
    highlights: [
      'Nominate athletes you have seen play',
      'Vote for your favourites on the NOLA 100',
      'Request a professional prospect evaluation',
    ],
    roles: ['coach', 'parent', 'fan'],
  },
  matchups: {
    name: 'matchups',
    eyebrow: 'Matchups',
    heading: 'The recruiting platform for athletes, coaches and scouts',
    description:
      'Athletes show what they can do with verified metrics and video. Coaches and scouts discover, compare and follow the players who fit their programmes.',
    highlights: [
      'Verified performance metrics',
      'Head-to-head matchups and virtual workouts',
      'Direct connections with coaches and recruiters',
    ],
    roles: ['athlete', 'coach', 'scout'],
  },
};

/** Document 2 §2: Matchups when the stored redirect or the current path mentions it. */
export function chooseVariant(redirectPath: string | null, currentPath: string): AuthVariant {
  const mentionsMatchups = [redirectPath ?? '', currentPath].some((path) =>
    path.toLowerCase().includes('matchups'),
  );
  return mentionsMatchups ? VARIANTS.matchups : VARIANTS.youscout;
}

export const ROLE_LABELS: Record<Role, { label: string; description: string }> = {
  athlete: { label: 'Athlete', description: 'Showcase your skills and metrics' },
  coach: { label: 'Coach', description: 'Lead a team and find talent' },
  scout: { label: 'Scout', description: 'Discover and evaluate prospects' },
  parent: { label: 'Parent', description: 'Support your young athlete' },
  fan: { label: 'Fan', description: 'Follow and vote for local talent' },
  admin: { label: 'Admin', description: 'Staff' },
};
