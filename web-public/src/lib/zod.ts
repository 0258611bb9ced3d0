import { z } from 'zod';

// zod compiles fast validators with `new Function` unless told not to; the site's
// Content-Security-Policy forbids that (no 'unsafe-eval'), so every schema is built jitless.
z.config({ jitless: true });

export { z };
