/**
 * The intake feature's pages: each path with its route module (./routes/<module>.tsx), its
 * title and its guard (route-table.ts). Imports nothing, so Node reads it at build time. Its
 * contact section is on the home page (src/app/routes/home.tsx), its newsletter in the footer.
 */
export const INTAKE_PAGES = {
  '/prospect-evaluation': {
    module: 'prospect-evaluation',
    title: 'Prospect Evaluation | NOLA Sports',
    signedIn: true,
  },
} as const;
