import type { ApiArea } from '../core/http/openapi';
import { healthAnswer } from './schemas';

export const healthApi: ApiArea = {
  tag: 'Health',
  description: 'Whether the site and its backing services are up',
  operations: [
    {
      method: 'get',
      path: '/health',
      summary:
        "`{ status }` for anyone; for a signed-in admin or a local operator also the event store, the read database, the transport and each projector's checkpoint and lag",
      access: 'public',
      responses: {
        200: { description: 'Healthy', schema: healthAnswer },
        503: {
          description:
            'The event store or the read database is unreachable (`Retry-After: 5`): `status` is `unavailable`, with a message',
          schema: healthAnswer,
        },
      },
    },
  ],
};
