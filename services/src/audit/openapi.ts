import type { ApiArea } from '../core/http/openapi';
import { logQuery } from './routes';
import { eventPageAnswer } from './schemas';

export const auditApi: ApiArea = {
  tag: 'Audit',
  description: 'The raw event log, for auditors',
  operations: [
    {
      method: 'get',
      path: '/admin/events',
      summary: 'The event log in global order, or NDJSON with Accept: application/x-ndjson',
      access: 'admin',
      query: logQuery,
      responses: {
        200: {
          description: '`{ data, next }`; X-Next-After when the page is full',
          schema: eventPageAnswer,
        },
      },
    },
  ],
};
