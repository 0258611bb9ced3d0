import {
  type AppendResult as ClientAppendResult,
  type EventStoreDBClient,
  jsonEvent,
  NO_STREAM,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { EventIdConflict } from './event-store';

/**
 * EventStoreDB checks an event id only against its own stream (a repeat there is answered as
 * done), so on its own it would store an id again under another stream, where PostgreSQL's
 * unique index refuses it. The adapter makes the two agree by claiming each id first: a stream
 * per id, created with no_stream, names the stream the id belongs to.
 *
 * Costs and limits: one more (small, concurrent) append per event. The claim and the append
 * are two writes: an append refused after its claims (a wrong expected revision) leaves its
 * ids reserved to its stream, where PostgreSQL would let another stream have them. Ids are
 * fresh per decision in this code base, so that case does not arise from its handlers.
 */
export const CLAIM_STREAM_PREFIX = 'es-event-id-';
export const CLAIM_TYPE = 'EventIdClaimed';

export const isClaimStream = (stream: string) => stream.startsWith(CLAIM_STREAM_PREFIX);

type Client = Pick<EventStoreDBClient, 'appendToStream' | 'readStream'>;

/** Claims every id for `stream`; throws EventIdConflict for an id another stream claimed. */
export async function claimEventIds(
  client: Client,
  stream: string,
  ids: readonly string[],
): Promise<void> {
  await Promise.all(ids.map((id) => claim(client, stream, id)));
}

async function claim(client: Client, stream: string, id: string): Promise<void> {
  const claimStream = `${CLAIM_STREAM_PREFIX}${id}`;
  let result: ClientAppendResult | undefined;
  try {
    result = await client.appendToStream(
      claimStream,
      jsonEvent({ type: CLAIM_TYPE, data: { stream } }),
      { expectedRevision: NO_STREAM },
    );
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
  }
  if (result?.success) return;
  // Claimed before: by this stream (a retried append), or by another.
  const owner = await ownerOf(client, claimStream);
  if (owner !== stream) throw new EventIdConflict(id);
}

async function ownerOf(client: Client, claimStream: string): Promise<string | undefined> {
  try {
    for await (const { event } of client.readStream(claimStream, { maxCount: 1 })) {
      const data = event?.data as { stream?: unknown } | undefined;
      return typeof data?.stream === 'string' ? data.stream : undefined;
    }
  } catch (error) {
    if (!(error instanceof StreamNotFoundError)) throw error;
  }
  return undefined;
}
