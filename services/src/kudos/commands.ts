import { randomUUID } from 'node:crypto';
import { type Handled, handle } from '../core/command-handler';
import type { CommandContext } from '../core/context';
import type { EventMetadata } from '../core/event-store/event-store';
import { decideGiveKudos, KUDOS, type Kudos } from './decide';
import { kudosStream } from './events';

export async function giveKudos(
  ctx: CommandContext,
  authorId: string,
  text: string,
  metadata: EventMetadata,
): Promise<Handled<Kudos> & { kudosId: string }> {
  const kudosId = randomUUID();
  const now = new Date(metadata.occurredAt);
  const handled = await handle(
    ctx,
    kudosStream(kudosId),
    KUDOS,
    (state) => decideGiveKudos({ kudosId, authorId, text, now }, state),
    metadata,
  );
  return { ...handled, kudosId };
}
