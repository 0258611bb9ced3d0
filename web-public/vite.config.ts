import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The public site: built to web-public/dist, which the API server serves at `/`. */
export default defineConfig({
  root: here,
  plugins: [react()],
  resolve: { alias: { '@': path.join(here, 'src') } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 800, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  test: {
    name: 'web-public',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-utils/setup.ts'],
    css: false,
    // Typing with user-event is slow on a busy two-core machine.
    testTimeout: 30_000,
  },
});
