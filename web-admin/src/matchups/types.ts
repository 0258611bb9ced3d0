/** Matchups' back-office records and answers: the server's answer schemas (openapi.ts). */
import type { metricTypeAnswer, verifyMetricSchema } from '@server/matchups/schemas';
import type { z } from 'zod';

export type {
  AlertFrequency,
  EvidenceKind,
  MetricMove,
  MetricStatus,
  MetricTypeKey,
} from '@server/matchups/constants';
export type {
  AdminAlert,
  AdminAthlete,
  AdminMetric,
  MetricAnswer,
} from '@server/matchups/schemas';

/** GET /api/admin/matchup-metric-types: a row (the catalogue's key as its id). */
export type MetricTypeRecord = z.output<typeof metricTypeAnswer> & { id: string };

/** The evidence a verification sends (POST /api/matchups/metrics/{id}/verify), as typed. */
export type Evidence = z.input<typeof verifyMetricSchema>['evidence'];
