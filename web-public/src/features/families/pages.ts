/**
 * The families feature's pages: each path with its route module (./routes/<module>.tsx), its
 * title and its guard (route-table.ts). Imports nothing, so Node reads it at build time.
 */
export const FAMILIES_PAGES = {
  '/profile/family': { module: 'family', title: 'Family | NOLA Sports', signedIn: true },
  // Open to all: consent itself is given signed in.
  '/profile/family/consent': { module: 'family-consent', title: 'Guardian consent | NOLA Sports' },
  '/profile/family/card-check': {
    module: 'family-card-check',
    title: 'Card check | NOLA Sports',
    signedIn: true,
  },
} as const;
