import type { ApiArea, Operation } from '../core/http/openapi';
import { logQuery } from './inputs';
import { eventPageAnswer } from './schemas';

/** The calls of auditApi, by name: the routers bind them with `route`. */
export const auditOperations = {
  events: {
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
} satisfies Record<string, Operation>;

export const auditApi: ApiArea = {
  tag: 'Audit',
  description: 'The raw event log, for auditors',
  operations: Object.values(auditOperations),
};
