import { z } from 'zod';

// Imported first (main.tsx), before any schema is made: zod decides at a schema's construction
// whether to compile its parser with `new Function`, and its probe alone breaks the site's CSP
// (script-src 'self', no eval). Parsing without it gives the same answers.
z.config({ jitless: true });
