/**
 * The profiles feature's pages: each path with its route module (./routes/<module>.tsx), its
 * title and its guard (route-table.ts). Imports nothing, so Node reads it at build time.
 */
export const PROFILES_PAGES = {
  '/profile': { module: 'profile', title: 'My Profile | NOLA Sports', signedIn: true },
} as const;
