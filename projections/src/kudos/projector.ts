import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import { parseKudosEvent } from '../../../services/src/kudos/events';
import type { Projector } from '../runner/projector';
import { rowInserts } from '../runner/row-inserts';

function rowOf(recorded: RecordedEvent) {
  const { data } = parseKudosEvent(recorded.type, recorded.data);
  return { id: data.kudosId, author_id: data.authorId, text: data.text, given_at: data.givenAt };
}

export const kudosProjector: Projector = {
  name: 'kudos',
  version: 1,
  handles: ['KudosGiven'],
  tables: ['kudos'],
  ...rowInserts({
    table: 'kudos',
    rowOf,
    onConflict: (insert) => insert.onConflict('id').ignore(),
  }),
};
