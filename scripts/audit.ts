import { parseArgs } from 'node:util';
import { openBacking } from '../services/src/backing';
import { isUuid } from '../services/src/core/ids';
import { describeEntry, prospectHistory } from '../services/src/prospects/history';
import { replayBoard } from '../services/src/prospects/replay';
import { configOrExit, formatTable, run } from './cli';

const USAGE = `usage: npm run audit -- <command>
  prospect ID               every event that touched the prospect, oldest first
  board [--as-of ISO-TIME]  the board as it stood then, replayed from the log (default: now)`;

run(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'as-of': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, id] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (command === 'prospect' && !(id && isUuid(id)))
    throw new Error(`Give the prospect's id (a UUID).\n${USAGE}`);
  const asOf = values['as-of'] === undefined ? new Date() : new Date(values['as-of']);
  if (Number.isNaN(asOf.getTime())) throw new Error(`--as-of must be an ISO 8601 time.\n${USAGE}`);
  if (command !== 'prospect' && command !== 'board')
    throw new Error(`Unknown command "${command}".\n${USAGE}`);

  const backing = await openBacking(configOrExit());
  try {
    if (command === 'prospect') {
      const history = await prospectHistory(backing.store, backing.db.knex, id as string);
      if (history.length === 0) throw new Error(`No prospect ${id} in the log.`);
      console.log(
        formatTable(
          history.map((entry) => ({
            at: entry.at,
            event: entry.type,
            by: entry.actor ?? entry.actorId ?? (entry.type === 'VoteCast' ? 'voter' : 'system'),
            what: describeEntry(entry),
          })),
        ),
      );
      return;
    }
    const board = await replayBoard(backing.store, asOf);
    console.log(`The NOLA 100 as of ${asOf.toISOString()} (replayed from the log)\n`);
    console.log(
      formatTable(
        board.map((p) => ({
          rank: p.nolaRank ?? '—',
          change: p.rankChange === null ? '' : p.rankChange > 0 ? `+${p.rankChange}` : p.rankChange,
          name: `${p.firstName} ${p.lastName}`,
          pos: [p.positionPrimary, p.positionSecondary].filter(Boolean).join('/'),
          school: p.school || p.teamName,
          grad: p.gradYear,
          votes: p.communityVotes,
          'community #': p.communityRank,
          id: p.id,
        })),
      ),
    );
  } finally {
    await backing.close();
  }
});
