import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ensureAdmin } from '../services/src/accounts';
import { newPassword } from '../services/src/accounts/schemas';
import { openBacking } from '../services/src/backing';
import { parseInput } from '../services/src/core/http/validate';
import { configOrExit, run, withCommandContext } from './cli';

const credentials = z.strictObject({
  username: z.string().trim().min(3, 'Username must be at least 3 characters'),
  // The site's own rules for a new password: long enough, and not one of the most common.
  password: newPassword,
});

/** `npm run create-admin -- --username U --password P`: the first admin, from the operator's shell. */
run(async () => {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, password: { type: 'string' } },
  });
  const input = parseInput(credentials, values);
  const backing = await openBacking(configOrExit());
  try {
    const outcome = await withCommandContext(backing, (ctx) => ensureAdmin(ctx, input));
    console.log(
      outcome === 'created'
        ? `Admin "${input.username}" created.`
        : 'An admin account exists already; nothing changed.',
    );
  } finally {
    await backing.close();
  }
});
