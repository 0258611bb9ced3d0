import { httpClient } from '@/dataProvider';
import type { Evidence, MetricAnswer } from './types';

// The calls beyond simple-rest: a verifier's decisions, which staff make too. Each answers the
// updated value, or 409 with the server's message when the value was decided already.

const metric = (id: string) => `/api/matchups/metrics/${encodeURIComponent(id)}`;

const post = async (url: string, body: unknown): Promise<MetricAnswer> =>
  (await httpClient(url, { method: 'POST', body: JSON.stringify(body) })).json as MetricAnswer;

export const verifyMetric = (id: string, evidence: Evidence): Promise<MetricAnswer> =>
  post(`${metric(id)}/verify`, { evidence });

export const rejectMetric = (id: string, reason: string): Promise<MetricAnswer> =>
  post(`${metric(id)}/reject`, { reason });
