import type { EvaluationStatus } from '@/types';

export const STATUS_LABELS: Record<EvaluationStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  scheduled: 'Scheduled',
  completed: 'Completed',
  declined: 'Declined',
};

export const STATUS_COLOURS = {
  pending: 'warning',
  contacted: 'info',
  scheduled: 'primary',
  completed: 'success',
  declined: 'default',
} as const satisfies Record<EvaluationStatus, string>;

export const statusChoices = Object.entries(STATUS_LABELS).map(([id, name]) => ({ id, name }));
