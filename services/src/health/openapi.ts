import type { ApiArea, Operation } from '../core/http/openapi';
import { healthAnswer, liveAnswer, readinessAnswer } from './schemas';

/** The calls of healthApi, by name: the routers bind them with `route`. */
export const healthOperations = {
  health: {
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
  live: {
    method: 'get',
    path: '/health/live',
    summary:
      'Liveness: `{ status: "ok" }` while the process serves; touches no backing server and no session',
    access: 'public',
    responses: { 200: { description: 'The process is up', schema: liveAnswer } },
  },
  ready: {
    method: 'get',
    path: '/health/ready',
    summary:
      "Readiness: `{ status }` for anyone; for a signed-in admin or a local operator also the event store, the read database, Redis, the workers seen by their heartbeat, each projector's state and lag, and `problems` in words",
    access: 'public',
    responses: {
      200: { description: 'The site can do its job', schema: readinessAnswer },
      503: {
        description:
          'The event store, the read database or Redis does not answer, no projection worker was seen in 15 s (with REDIS_URL), or a projector is stopped at a failed event (`Retry-After: 5`)',
        schema: readinessAnswer,
      },
    },
  },
} satisfies Record<string, Operation>;

export const healthApi: ApiArea = {
  tag: 'Health',
  description: 'Whether the site and its backing services are up',
  operations: Object.values(healthOperations),
};
