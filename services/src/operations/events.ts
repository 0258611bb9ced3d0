/**
 * What operators did to the projections, for the audit log. These events change no read model;
 * they record who rebuilt, retried or skipped what, and when.
 */
export const OPERATIONS_STREAM = 'operations-projections';

export type OperationsEvent =
  | { type: 'ProjectionRebuildStarted'; data: { projector: string; events: number | null } }
  | { type: 'ProjectionRebuildFinished'; data: { projector: string; events: number; ms: number } }
  | { type: 'ProjectionRebuildFailed'; data: { projector: string; error: string } }
  | { type: 'ProjectionRetried'; data: { projector: string; failedEventId: string | null } }
  | {
      type: 'ProjectionEventSkipped';
      data: { projector: string; eventId: string; eventType: string | null };
    };
