import { z } from 'zod';
import type { ApiArea, Operation } from '../core/http/openapi';
import {
  operatorActionSchema,
  processAnswer,
  projectionAnswer,
  rebuildStartedAnswer,
  statsAnswer,
} from './schemas';

const unknown = { 404: 'No projector of this name' };

/** The operators' calls, by name: the router binds them with `route`. */
export const operatorOperations = {
  processes: {
    method: 'get',
    path: '/admin/processes',
    summary:
      "This API process's background processes (sweeps, mail, finishing cut edits): purpose, state, start",
    access: 'admin',
    responses: {
      200: { description: 'A JSON array, with Content-Range', schema: z.array(processAnswer) },
    },
  },
  projections: {
    method: 'get',
    path: '/admin/projections',
    summary: 'Each projector: version, checkpoint, lag, state, last error, rebuild progress',
    access: 'admin',
    responses: {
      200: { description: 'A JSON array, with Content-Range', schema: z.array(projectionAnswer) },
    },
  },
  rebuildAll: {
    method: 'post',
    path: '/admin/projections/rebuild',
    summary: 'Rebuild every projector in the background, in one pass over the log',
    access: 'admin',
    body: operatorActionSchema,
    responses: {
      202: { description: 'Started', schema: rebuildStartedAnswer },
      409: 'One of them is being rebuilt, here or by another process (the CLI, another API): the message says which; nothing was started',
    },
  },
  projection: {
    method: 'get',
    path: '/admin/projections/:name',
    summary: 'One projector',
    access: 'admin',
    responses: { 200: { description: 'The projector', schema: projectionAnswer }, ...unknown },
  },
  rebuild: {
    method: 'post',
    path: '/admin/projections/:name/rebuild',
    summary: 'Rebuild one projector into shadow tables, then swap them in',
    access: 'admin',
    body: operatorActionSchema,
    responses: {
      202: { description: 'Started', schema: rebuildStartedAnswer },
      409: 'It is being rebuilt, here or by another process (the CLI, another API): nothing was started',
      ...unknown,
    },
  },
  retry: {
    method: 'post',
    path: '/admin/projections/:name/retry',
    summary: 'Apply the failed event again',
    access: 'admin',
    body: operatorActionSchema,
    responses: {
      200: { description: 'The projector after', schema: projectionAnswer },
      409: 'Nothing failed',
      ...unknown,
    },
  },
  skip: {
    method: 'post',
    path: '/admin/projections/:name/skip',
    summary: 'Move past the failed event without applying it',
    access: 'admin',
    body: operatorActionSchema,
    responses: {
      200: { description: 'The projector after', schema: projectionAnswer },
      409: 'Nothing failed',
      ...unknown,
    },
  },
  stats: {
    method: 'get',
    path: '/admin/stats',
    summary: "The dashboard's figures: the last 7 days, votes per day, projections",
    access: 'admin',
    responses: { 200: { description: "The dashboard's figures", schema: statsAnswer } },
  },
} satisfies Record<string, Operation>;

export const operationsApi: ApiArea = {
  tag: 'Operations',
  description:
    'Projections and background processes for operators, and the dashboard figures; each rebuild, retry and skip is an event of the log (stream operations-projections) with the admin and the reason given',
  operations: Object.values(operatorOperations),
};
