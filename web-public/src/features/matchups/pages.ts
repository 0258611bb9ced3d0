/**
 * Matchups' pages (document 2 §2, PLATFORM.md §2): each path with its route module
 * (./routes/<module>.tsx), its title and its guard (route-table.ts). The athlete dashboard is
 * public as document 2 has it, and asks a signed-out visitor to sign in; an athlete's page and
 * report show what the viewer may see. Imports nothing, so Node reads it at build time.
 */
export const MATCHUPS_PAGES = {
  '/matchups': { module: 'matchups', title: 'Matchups | NOLA Sports' },
  '/matchups/user-flows': {
    module: 'matchups-user-flows',
    title: 'How Matchups Works | NOLA Sports',
  },
  '/matchups/athlete-dashboard': {
    module: 'matchups-athlete-dashboard',
    title: 'Athlete Dashboard | Matchups | NOLA Sports',
  },
  '/matchups/coach-dashboard': {
    module: 'matchups-coach-dashboard',
    title: 'Coach Dashboard | Matchups | NOLA Sports',
    signedIn: true,
  },
  '/matchups/athletes/:athleteId': {
    module: 'matchups-athlete',
    title: 'Athlete | Matchups | NOLA Sports',
  },
  '/matchups/athletes/:athleteId/report': {
    module: 'matchups-report',
    title: 'Performance Report | Matchups | NOLA Sports',
  },
} as const;
