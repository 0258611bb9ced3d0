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
 * Document 2 §2's two variants. The default, YouScout's, is the NOLA Sports community and
 * promises only what the site does: YouScout's nominations and votes, the NOLA 100, evaluations.
 * Matchups is not built yet: its variant says plainly that its platform is coming (README: later
 * work). Once it lands, its variant names its features.
 */
export const VARIANTS: Record<AuthVariantName, AuthVariant> = {
  youscout: {
    name: 'youscout',
    eyebrow: 'NOLA Sports · YouScout',
    heading: 'Join the NOLA Sports community',
    description:
      'Coaches, parents and fans following the baseball and softball talent of New Orleans: nominate the athletes you believe in on YouScout, vote for them, and ask our scouts to evaluate a player.',
    highlights: [
      'Nominate baseball and softball athletes on YouScout',
      'Vote for your favourites on YouScout and the NOLA 100',
      'Request a professional prospect evaluation',
      'Keep a profile with your photo, your team and your badges',
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

/** What each role's card on the registration form says under its name (roleLabel). */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  athlete: 'Showcase your skills and metrics',
  coach: 'Lead a team and find talent',
  scout: 'Discover and evaluate prospects',
  parent: 'Support your young athlete',
  fan: 'Follow and vote for local talent',
  admin: 'Staff',
};
