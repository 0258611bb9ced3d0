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

/**
 * Document 2 §2's two variants. The default is YouScout's (nominating, at /you-scout/nominate,
 * and the NOLA 100); Matchups is not built yet, so its variant says plainly that its platform
 * is coming (README: later work). Once it lands, its variant names its features.
 */
export const VARIANTS: Record<AuthVariantName, AuthVariant> = {
  youscout: {
    name: 'youscout',
    eyebrow: 'NOLA Sports · YouScout',
    heading: 'Join the NOLA Sports community',
    description:
      'Coaches, parents and fans discovering the young talent of New Orleans: nominate an athlete you saw shine, vote for the prospects you believe in and ask our scouts to evaluate a player.',
    highlights: [
      'Nominate a young athlete for YouScout and follow the votes',
      'Vote for your favourites on the NOLA 100',
      'Request a professional prospect evaluation',
    ],
    roles: ['coach', 'parent', 'fan'],
  },
  matchups: {
    name: 'matchups',
    eyebrow: 'Matchups · coming soon',
    heading: 'The recruiting platform for athletes, coaches and scouts',
    description:
      'Matchups is coming soon: verified metrics, video, head-to-head matchups and virtual workouts. Create your account now and it will be ready for the platform when it opens.',
    highlights: [
      'Vote for your favourites on the NOLA 100',
      'Request a professional prospect evaluation',
      'Keep a profile with your photo and your team',
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
