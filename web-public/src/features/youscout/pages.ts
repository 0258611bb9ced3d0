/**
 * YouScout's pages: each path with its route module (./routes/<module>.tsx), its title and its
 * guard (route-table.ts), each also answering as `/youscout/...` (route-table.ts's SPELLINGS).
 * Imports nothing, so Node reads it at build time.
 */
export const YOUSCOUT_PAGES = {
  '/you-scout': { module: 'you-scout', title: 'YouScout | NOLA Sports' },
  '/you-scout/leaderboard': {
    module: 'you-scout-leaderboard',
    title: 'YouScout Leaderboard | NOLA Sports',
  },
  '/you-scout/nomination/:id': {
    module: 'you-scout-nomination',
    title: 'Nomination | YouScout | NOLA Sports',
  },
  // Both lead an admin to the back office's YouScout screen (issue 37 item 7).
  '/you-scout/admin': {
    module: 'you-scout-back-office',
    title: 'YouScout Admin | NOLA Sports',
    admin: true,
  },
  '/you-scout/actual-admin': {
    module: 'you-scout-back-office',
    title: 'YouScout Admin | NOLA Sports',
    admin: true,
  },
  // YouScout's forms (issue 23).
  '/you-scout/nominate': {
    module: 'you-scout-nominate',
    title: 'Nominate an Athlete | YouScout | NOLA Sports',
    signedIn: true,
  },
  '/you-scout/my-nominations': {
    module: 'you-scout-my-nominations',
    title: 'My Nominations | YouScout | NOLA Sports',
    signedIn: true,
  },
  '/you-scout/removal': { module: 'you-scout-removal', title: 'Remove a nomination | NOLA Sports' },
} as const;
