import type { RecordedEvent } from '../../../src/core/event-store/event-store';
import type { TestServer } from '../../../src/testing/test-server';

/** Every event in the log (of these types), page by page: readAll answers a page at a time. */
export async function allEvents(
  server: TestServer,
  types?: readonly string[],
): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (;;) {
    const page = await server.ctx.store.readAll({
      limit: 1000,
      ...(types ? { types } : {}),
      ...(events.length > 0 ? { after: events[events.length - 1]?.position } : {}),
    });
    events.push(...page);
    if (page.length < 1000) return events;
  }
}
