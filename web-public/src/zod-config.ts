import { config } from 'zod/v4/core';

/**
 * The site's `zod`: vite.config.ts resolves the bare `zod` to this module, so every schema the
 * site bundles (its own and the server's contracts) is built by a zod configured jitless. zod
 * decides at an object schema's construction whether to compile its parser with `new Function`,
 * and its probe alone breaks the site's CSP (script-src 'self', no eval); parsing without it
 * gives the same answers. Configured here rather than first in main.tsx, which would put zod's
 * core into every page's first script (about 4 KB gzipped: the board's budget has not that much
 * left); here it comes with zod, in the chunks that build schemas, before any of them runs.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
