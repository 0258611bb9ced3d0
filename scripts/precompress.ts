import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Text formats only: images, fonts, audio and video are compressed already.
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);
// Below this a compressed copy saves less than the headers it costs.
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of a built site, at
 * the highest levels, once at build time: the server then sends them as they are (see
 * services/src/core/http/spa.ts) instead of compressing on every request.
 */
export function precompress(dir: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (!COMPRESSIBLE.has(path.extname(entry.name)) || statSync(full).size < MIN_BYTES) continue;
      const data = readFileSync(full);
      const brotli = brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
      writeFileSync(`${full}.br`, brotli);
      writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      totals.files += 1;
      totals.bytes += data.length;
      totals.brotliBytes += brotli.length;
    }
  };
  walk(dir);
  return totals;
}
