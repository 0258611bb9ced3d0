import { parseArgs } from 'node:util';
import type { Knex } from 'knex';
import type { EventStore } from '../services/src/core/event-store/event-store';
import {
  describeUnreadable,
  type UnreadableEvent,
} from '../services/src/core/event-store/unreadable';
import { isUuid } from '../services/src/core/ids';
import { describeEntry, prospectHistory } from '../services/src/prospects/history';
import { replayBoard } from '../services/src/prospects/replay';
import { formatTable } from './cli';

export const USAGE = `usage: npm run audit -- <command>
  prospect ID               every event that touched the prospect, oldest first
  board [--as-of ISO-TIME]  the board as it stood then, replayed from the log (default: now)`;

export type AuditCommand =
  | { command: 'help' }
  | { command: 'prospect'; id: string }
  | { command: 'board'; asOf: Date };

/** The command line, checked before anything is opened; throws with the usage when wrong. */
export function parseAuditArgs(args: readonly string[], now: Date = new Date()): AuditCommand {
  const { positionals, values } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { 'as-of': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
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
  return { command, asOf };
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
            at: entry.at,
            event: entry.type,
            by: entry.actor ?? entry.actorId ?? (entry.type === 'VoteCast' ? 'voter' : 'system'),
            what: describeEntry(entry),
          })),
        ),
      );
      return;
    }
    case 'board': {
      const { board, unreadable } = await replayBoard(io.store, command.asOf);
      print(`The NOLA 100 as of ${command.asOf.toISOString()} (replayed from the log)\n`);
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
