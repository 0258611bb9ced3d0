/**
 * The NOLA 100's pages: each path with its route module (./routes/<module>.tsx) and its title
 * (route-table.ts). Imports nothing, so Node reads it at build time.
 */
export const PROSPECTS_PAGES = {
  '/leaderboard': { module: 'leaderboard', title: 'NOLA 100 | NOLA Sports' },
} as const;
