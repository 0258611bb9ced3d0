import { AREAS } from '../services/src/composition/areas';
import { openBacking } from '../services/src/composition/backing';
import { generatedKeys } from '../services/src/core/keys/generated-keys';
import { openKeyring } from '../services/src/core/keys/keyring';
import { migrateMail } from '../services/src/core/mail/mailer';
import { configOrExit, run, withCommandContext } from './cli';

/**
 * `npm run seed`: each area's demo data (the board's 100 invented prospects and five weeks of
 * history, YouScout's 40 invented nominations and six weeks of votes, comments and badges), each
 * once: an area with history already is left as it is.
 */
run(async () => {
  const config = configOrExit();
  const backing = await openBacking(config);
  try {
    // Seeds go through handlers that sign links and mail (into the ledger only).
    const keys = await openKeyring(config.keys, generatedKeys(backing.db.knex));
    await migrateMail(backing.db.knex);
    for (const area of AREAS) {
      if (!area.seed) continue;
      const { what, run: seed } = area.seed;
      const started = performance.now();
      const seeded = await withCommandContext(backing, (ctx) =>
        seed({ ...ctx, config, keys }, Date.now(), () => {}),
      );
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
