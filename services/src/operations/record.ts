import { userInfo } from 'node:os';
import { systemMetadata } from '../core/context';
import type { EventMetadata, EventStore } from '../core/event-store/event-store';
import {
  MAX_REASON_LENGTH,
  OPERATIONS_STREAM,
  type OperationsEvent,
  type Operator,
} from './events';

/**
 * Writes what an operator did to the projections to the log, whichever door they came by. No
 * read model handles these events, so nothing needs waking.
 */
export async function recordOperation(
  store: EventStore,
  metadata: EventMetadata,
  event: OperationsEvent,
): Promise<void> {
  await store.append(OPERATIONS_STREAM, [{ ...event, metadata }], { expectedRevision: 'any' });
}

/** The CLI's operator: `--actor`, else the OS user the command runs as. */
export function cliOperator(actor: string | undefined, reason: string | undefined): Operator {
  const name = actor?.trim() || osUser();
  if (!name) throw new Error('Say who you are with --actor NAME (the OS user is unknown here).');
  const why = reason?.trim() || null;
  if (why && why.length > MAX_REASON_LENGTH)
    throw new Error(`--reason must be ${MAX_REASON_LENGTH} characters or fewer.`);
  return { door: 'cli', actor: name, reason: why };
}

function osUser(): string | undefined {
  try {
    return userInfo().username || process.env.USER || undefined;
  } catch {
    return process.env.USER || undefined;
  }
}

/** The metadata of an action from the CLI: no signed-in user, its source named. */
export const cliMetadata = (): EventMetadata => systemMetadata('projections-cli');
