import { openBacking } from '../services/src/backing';
import { seedDemoBoard } from '../services/src/prospects/seed';
import { configOrExit, run, withCommandContext } from './cli';

/** `npm run seed`: the demo board (100 invented prospects, five weeks of history), once. */
run(async () => {
  const backing = await openBacking(configOrExit());
  try {
    const started = performance.now();
    const result = await withCommandContext(backing, (ctx) => seedDemoBoard(ctx));
    console.log(
      result === 'already-seeded'
        ? 'The board has history already; nothing seeded.'
        : `Seeded ${result.prospects} prospects and ${result.votes} votes in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await backing.close();
  }
});
