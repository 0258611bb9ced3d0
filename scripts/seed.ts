import { openBacking } from '../services/src/composition/backing';
import { generatedKeys } from '../services/src/core/keys/generated-keys';
import { openKeyring } from '../services/src/core/keys/keyring';
import { migrateMail } from '../services/src/core/mail/mailer';
import { seedDemoBoard } from '../services/src/prospects/seed';
import { seedYouScout } from '../services/src/youscout';
import { configOrExit, run, withCommandContext } from './cli';

/**
 * `npm run seed`: the demo board (100 invented prospects, five weeks of history) and YouScout's
 * demo (40 invented nominations, six weeks of votes, comments and badges), each once.
 */
run(async () => {
  const config = configOrExit();
  const backing = await openBacking(config);
  try {
    // YouScout's seed goes through handlers that sign links and mail (into the ledger only).
    const keys = await openKeyring(config.keys, generatedKeys(backing.db.knex));
    await migrateMail(backing.db.knex);
    const started = performance.now();
    const result = await withCommandContext(backing, (ctx) => seedDemoBoard(ctx));
    console.log(
      result === 'already-seeded'
        ? 'The board has history already; nothing seeded.'
        : `Seeded ${result.prospects} prospects and ${result.votes} votes in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    const scoutStarted = performance.now();
    const scouted = await withCommandContext(backing, (ctx) =>
      seedYouScout({ ...ctx, config, keys }),
    );
    console.log(
      scouted === 'already-seeded'
        ? 'YouScout has nominations already; nothing seeded.'
        : `Seeded YouScout: ${scouted.nominations} nominations, ${scouted.votes} votes, ${scouted.comments} comments, ${scouted.awards} badges awarded to ${scouted.accounts} demo members, in ${((performance.now() - scoutStarted) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await backing.close();
  }
});
