import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ensureAdmin } from '../services/src/accounts';
import { newPassword } from '../services/src/accounts/new-password-schemas';
import { openBacking } from '../services/src/composition/backing';
import { parseInput } from '../services/src/core/http/validate';
import { configOrExit, run, withCommandContext } from './cli';

const credentials = z.strictObject({
  username: z.string().trim().min(3, 'Username must be at least 3 characters'),
  // The site's own rules for a new password: long enough, and not one of the most common.
  password: newPassword,
});

const USAGE = `usage: npm run create-admin -- --username U --password P
  Creates the first admin account, unless an admin exists already. The username has at least
  3 characters; the password follows the site's rules for a new password (long enough, not a
  common one). Takes the same environment as the server (DATABASE_URL, DATA_DIR, ...).`;

/** `npm run create-admin -- --username U --password P`: the first admin, from the operator's shell. */
run(async () => {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const missing = (['username', 'password'] as const).filter((name) => !values[name]);
  if (missing.length > 0) {
    throw new Error(`Missing ${missing.map((name) => `--${name}`).join(' and ')}.\n${USAGE}`);
  }
  const input = parseInput(credentials, { username: values.username, password: values.password });
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
