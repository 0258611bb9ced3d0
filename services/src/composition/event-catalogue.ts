import { EventSchemas } from '../core/event-store/event-schemas';
import { AREAS } from './areas';

/**
 * Every event type the site writes, with its schema: the event store refuses an event that does
 * not fit its type's schema, or whose type is none of these. Each area lists its own (`events`).
 */
export const eventCatalogue = new EventSchemas(AREAS.flatMap((area) => area.events ?? []));
