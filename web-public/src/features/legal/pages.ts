/**
 * The legal pages: each path with its route module (./routes/<module>.tsx) and its title
 * (route-table.ts). Imports nothing, so Node reads it at build time.
 */
export const LEGAL_PAGES = {
  '/terms-of-service': { module: 'terms-of-service', title: 'Terms of Service | NOLA Sports' },
  '/privacy-policy': { module: 'privacy-policy', title: 'Privacy Policy | NOLA Sports' },
} as const;
