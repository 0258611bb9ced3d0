import { openBacking } from '../services/src/composition/backing';
import { seedDemoBoard } from '../services/src/prospects/seed';
import { seedYouScout } from '../services/src/youscout';
import { configOrExit, run, withCommandContext } from './cli';

/**
 * `npm run seed`: the demo board (100 invented prospects, five weeks of history) and YouScout's
 * demo (40 invented nominations, six weeks of votes, comments and badges), each once.
 */
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
    const scoutStarted = performance.now();
    const scouted = await withCommandContext(backing, (ctx) => seedYouScout(ctx));
    console.log(
      scouted === 'already-seeded'
        ? 'YouScout has nominations already; nothing seeded.'
        : `Seeded YouScout: ${scouted.nominations} nominations, ${scouted.votes} votes, ${scouted.comments} comments, ${scouted.awards} badges awarded to ${scouted.accounts} demo members, in ${((performance.now() - scoutStarted) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await backing.close();
  }
});
