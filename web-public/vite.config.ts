import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { mantineStylesCheck } from './build-tools/mantine-styles.ts';
import { routePages } from './build-tools/route-pages.ts';
import { NOT_FOUND_PAGE, sitePages } from './src/app/route-table.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The public site: built to web-public/dist, which the API server serves at `/`. */
export default defineConfig({
  root: here,
  plugins: [
    react(),
    mantineStylesCheck(),
    // One page per route with its chunks announced up front; the paths are the router's, each
    // spelling of YouScout's included.
    routePages(sitePages(), NOT_FOUND_PAGE),
  ],
  // `@server/<area>/constants` and response types: what the server validates with, imported once.
  resolve: {
    alias: [
      { find: '@', replacement: path.join(here, 'src') },
      { find: '@server', replacement: path.join(here, '../services/src') },
      // The bare `zod` (not `zod/…`) is the site's jitless zod (src/zod-config.ts): the CSP.
      { find: /^zod$/, replacement: path.join(here, 'src/zod-config.ts') },
    ],
  },
  // The footer's year in the prerendered pages, for the browser to hydrate them as they are.
  define: { 'import.meta.env.BUILD_YEAR': JSON.stringify(new Date().getFullYear()) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    manifest: true,
    // The pages' preload links are routePages' (low priority); lazy chunks keep Vite's.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps),
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  test: {
    name: 'web-public',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
    setupFiles: ['src/test-utils/setup.ts'],
    css: false,
    // Typing with user-event is slow on a busy two-core machine.
    testTimeout: 30_000,
  },
});
