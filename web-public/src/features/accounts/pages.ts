/**
 * The accounts feature's pages: each path with its route module (./routes/<module>.tsx), its
 * title and its guard (route-table.ts). Imports nothing, so Node reads it at build time.
 */
export const ACCOUNTS_PAGES = {
  '/auth': { module: 'auth', title: 'Sign In | NOLA Sports' },
  // The sign-in test pages (issue 23); YouScout's shows the same page under its prefix.
  '/test-login': { module: 'login-test', title: 'Login Test | NOLA Sports' },
  '/you-scout/login-test': { module: 'you-scout-login-test', title: 'Login Test | NOLA Sports' },
  '/admin-login': { module: 'admin-login', title: 'Admin Login | NOLA Sports' },
} as const;
