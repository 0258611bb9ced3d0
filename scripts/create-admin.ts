import { parseArgs } from 'node:util';
import { z } from 'zod';
import { CheckpointWatcher } from '../projections/src/runner/watcher';
import { inProcessTransport } from '../projections/src/transports/in-process';
import { ensureAdmin } from '../services/src/accounts';
import { openBacking } from '../services/src/backing';
import { parseInput } from '../services/src/core/http/validate';
import { configOrExit, run } from './cli';

const credentials = z.strictObject({
  username: z.string().trim().min(3, 'Username must be at least 3 characters'),
  password: z.string().min(6, 'Password must be at least 6 characters'),
});

/** `npm run create-admin -- --username U --password P`: the first admin, from the operator's shell. */
run(async () => {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, password: { type: 'string' } },
  });
  const input = parseInput(credentials, values);
  const backing = await openBacking(configOrExit());
  // This process projects its own event; the server's runner would too, and the lock keeps it once.
  const transport = inProcessTransport(backing.runner, 60_000);
  try {
    transport.start();
    const outcome = await ensureAdmin(
      {
        knex: backing.db.knex,
        store: backing.store,
        transport,
        watcher: new CheckpointWatcher(backing.db.knex, backing.runner.projectors, transport.feed),
      },
      input,
    );
    console.log(
      outcome === 'created'
        ? `Admin "${input.username}" created.`
        : 'An admin account exists already; nothing changed.',
    );
  } finally {
    await transport.stop();
    await backing.close();
  }
});
