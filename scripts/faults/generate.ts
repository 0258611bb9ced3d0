import { parseArgs } from 'node:util';
import { openBacking } from '../../services/src/composition/backing';
import { configOrExit, run } from '../cli';
import { generateEvents } from './generate-events';

/**
 * `tsx scripts/faults/generate.ts --events 100000`: appends that many realistic events (see
 * generate-events.ts) to the event store the environment names, for trying rebuilds and
 * benchmarks by hand. Refuses a store that has events already unless --force.
 */
run(async () => {
  const { values } = parseArgs({
    options: {
      events: { type: 'string', default: '100000' },
      seed: { type: 'string', default: '7' },
      force: { type: 'boolean', default: false },
    },
  });
  const backing = await openBacking(configOrExit());
  try {
    const existing = await backing.store.readAll({ limit: 1 });
    if (existing.length > 0 && !values.force) {
      throw new Error('This event store has events already; pass --force to add more anyway.');
    }
    const started = performance.now();
    const counts = await generateEvents(backing.db.knex, {
      total: Number(values.events),
      seed: Number(values.seed),
      onProgress: (n) => {
        if (n % 20_000 < 1_000) console.log(`  ${n} appends`);
      },
    });
    console.log(
      `${counts.total} events in the store (${((performance.now() - started) / 1000).toFixed(1)} s): ${JSON.stringify(counts)}`,
    );
  } finally {
    await backing.close();
  }
});
