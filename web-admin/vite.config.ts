import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The back office: built to web-admin/dist, which the API server serves at `/admin`. */
export default defineConfig({
  root: here,
  base: '/admin/',
  plugins: [react()],
  // `@server/<area>/constants` and response types: what the server validates with, imported once;
  // `@public-ui`: the public site's drawings both sites show alike (a badge's icon).
  resolve: {
    alias: {
      '@': path.join(here, 'src'),
      '@server': path.join(here, '../services/src'),
      '@public-ui': path.join(here, '../web-public/src/components/ui'),
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  test: {
    name: 'web-admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // One jsdom setup for both sites' component tests.
    setupFiles: ['../web-public/src/test-utils/setup.ts'],
    css: false,
    // Typing with user-event is slow on a busy two-core machine.
    testTimeout: 30_000,
  },
});
