import { userEventSchema } from '../accounts/events';
import { type EventSchema, EventSchemas } from '../core/event-store/event-schemas';
import { familyEventSchema } from '../families/events';
import { intakeEventSchema } from '../intake/events';
import { notificationEventSchema } from '../notifications/events';
import { operationsEventSchema } from '../operations/events';
import { paymentEventSchema } from '../payments/events';
import { sandboxEventSchema } from '../payments/sandbox/records';
import { areaProfileEventSchema } from '../profiles/areas/events';
import { profileEventSchema } from '../profiles/events';
import { boardEventSchema } from '../prospects/events';
import { photoUploadedSchema } from '../uploads/events';
import { youScoutEventSchema } from '../youscout';

/**
 * Every event type the site writes, with its schema: the event store refuses an event that does
 * not fit its type's schema, or whose type is none of these. A new area adds its union here.
 */
export const eventCatalogue = new EventSchemas([
  ...boardEventSchema.options,
  ...userEventSchema.options,
  ...intakeEventSchema.options,
  ...profileEventSchema.options,
  ...areaProfileEventSchema.options,
  ...operationsEventSchema.options,
  ...familyEventSchema.options,
  ...paymentEventSchema.options,
  ...sandboxEventSchema.options,
  ...notificationEventSchema.options,
  ...youScoutEventSchema.options,
  photoUploadedSchema,
] as readonly EventSchema[]);
