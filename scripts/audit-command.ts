import { parseArgs } from 'node:util';
import type { Knex } from 'knex';
import type { EventStore } from '../services/src/core/event-store/event-store';
import {
  describeUnreadable,
  type UnreadableEvent,
} from '../services/src/core/event-store/unreadable';
import { isUuid } from '../services/src/core/ids';
import { describeEntry, prospectHistory } from '../services/src/prospects/history';
import { AS_OF_CLOCKS, type AsOfClock, replayBoard } from '../services/src/prospects/replay';
import { formatTable } from './cli';

export const USAGE = `usage: npm run audit -- <command>
  prospect ID               every event that touched the prospect, oldest first, with when it
                            happened (its own time) and when the store recorded it
  board [--as-of ISO-TIME] [--by recorded|occurred]
                            the board then, replayed from the log (default: now; not later):
                            --by recorded (default): what the site showed at that instant;
                            --by occurred: what had happened by then, back-dated events included`;

const CLOCK_TITLES: Record<AsOfClock, string> = {
  recorded: 'by recorded time: what the site showed at that instant',
  occurred: "by occurred time: what had happened by then, by each event's own time",
};

export type AuditCommand =
  | { command: 'help' }
  | { command: 'prospect'; id: string }
  | { command: 'board'; asOf: Date; by: AsOfClock };

/** The command line, checked before anything is opened; throws with the usage when wrong. */
export function parseAuditArgs(args: readonly string[], now: Date = new Date()): AuditCommand {
  const { positionals, values } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      'as-of': { type: 'string' },
      by: { type: 'string', default: 'recorded' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, id] = positionals;
  if (values.help || !command) return { command: 'help' };
  if (command === 'prospect') {
    if (!(id && isUuid(id))) throw new Error(`Give the prospect's id (a UUID).\n${USAGE}`);
    return { command, id };
  }
  if (command !== 'board') throw new Error(`Unknown command "${command}".\n${USAGE}`);
  const asOf = values['as-of'] === undefined ? now : new Date(values['as-of']);
  if (Number.isNaN(asOf.getTime())) throw new Error(`--as-of must be an ISO 8601 time.\n${USAGE}`);
  if (asOf.getTime() > now.getTime())
    throw new Error(
      `--as-of ${asOf.toISOString()} is in the future (now is ${now.toISOString()}): a board of the future would change as events arrive.`,
    );
  const by = AS_OF_CLOCKS.find((clock) => clock === values.by);
  if (!by) throw new Error(`--by must be recorded or occurred, not "${values.by}".\n${USAGE}`);
  return { command, asOf, by };
}

export type AuditIo = { store: EventStore; knex: Knex; print(text: string): void };

/** Runs a parsed command against the log; throws (exit 1) when there is nothing to show. */
export async function runAudit(command: AuditCommand, io: AuditIo): Promise<void> {
  const { print } = io;
  /** Unreadable events first, so an auditor knows what the answer below lacks. */
  const printUnreadable = (unreadable: readonly UnreadableEvent[]) => {
    if (unreadable.length === 0) return;
    print(
      `${unreadable.length} event(s) could not be read and were passed over (what they did is missing below):`,
    );
    for (const event of unreadable) print(`  ${describeUnreadable(event)}`);
    print('');
  };

  switch (command.command) {
    case 'help':
      print(USAGE);
      return;
    case 'prospect': {
      const { entries, unreadable } = await prospectHistory(io.store, io.knex, command.id);
      printUnreadable(unreadable);
      if (entries.length === 0) throw new Error(`No prospect ${command.id} in the log.`);
      print(
        formatTable(
          entries.map((entry) => ({
            occurred: entry.at,
            recorded: entry.recordedAt,
            event: entry.type,
            by: entry.actor ?? entry.actorId ?? (entry.type === 'VoteCast' ? 'voter' : 'system'),
            what: describeEntry(entry),
          })),
        ),
      );
      return;
    }
    case 'board': {
      const { board, unreadable } = await replayBoard(io.store, io.knex, command.asOf, command.by);
      print(
        `The NOLA 100 as of ${command.asOf.toISOString()}, ${CLOCK_TITLES[command.by]} (replayed from the log)\n`,
      );
      printUnreadable(unreadable);
      print(
        formatTable(
          board.map((p) => ({
            rank: p.nolaRank ?? '—',
            change:
              p.rankChange === null ? '' : p.rankChange > 0 ? `+${p.rankChange}` : p.rankChange,
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
      return;
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}
