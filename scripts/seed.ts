import { AREAS } from '../services/src/composition/areas';
import { openBacking } from '../services/src/composition/backing';
import { configOrExit, run, withCommandContext } from './cli';

/**
 * `npm run seed`: each area's demo data (the board's 100 invented prospects and five weeks of
 * history, YouScout's 40 invented nominations and six weeks of votes, comments and badges), each
 * once: an area with history already is left as it is.
 */
run(async () => {
  const backing = await openBacking(configOrExit());
  try {
    for (const area of AREAS) {
      if (!area.seed) continue;
      const { what, run: seed } = area.seed;
      const started = performance.now();
      const seeded = await withCommandContext(backing, (ctx) => seed(ctx, Date.now(), () => {}));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        seeded === 'already-seeded'
          ? `${what[0]?.toUpperCase()}${what.slice(1)} has history already; nothing seeded.`
          : `Seeded ${what}: ${seeded}, in ${seconds} s.`,
      );
    }
  } finally {
    await backing.close();
  }
});
