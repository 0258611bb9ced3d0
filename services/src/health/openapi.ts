import type { ApiArea } from '../core/http/openapi';

export const healthApi: ApiArea = {
  tag: 'Health',
  description: 'Whether the site and its backing services are up',
  operations: [
    {
      method: 'get',
      path: '/health',
      summary: "The event store, the read database, the transport and each projector's lag",
      access: 'public',
      responses: { 200: 'Healthy', 503: 'The event store or the read database is unreachable' },
    },
  ],
};
