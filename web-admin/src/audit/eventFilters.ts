import { fromLocalInput } from '@/format';
import type { EventQuery } from '@/types';

/** The log's filters as the form holds them (times as datetime-local text). */
export type EventFilters = {
  stream: string;
  type: string;
  actor: string;
  from: string;
  to: string;
};

export const FILTER_KEYS = ['stream', 'type', 'actor', 'from', 'to'] as const;

export const filtersFrom = (params: URLSearchParams): EventFilters => ({
  stream: params.get('stream') ?? '',
  type: params.get('type') ?? '',
  actor: params.get('actor') ?? '',
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
});

/** The API's query: types without spaces, times as ISO instants. */
export const toQuery = (
  filters: EventFilters,
  after: string | undefined,
  limit: number,
): EventQuery => ({
  stream: filters.stream.trim() || undefined,
  type: filters.type.replace(/\s+/g, '') || undefined,
  actor: filters.actor || undefined,
  from: fromLocalInput(filters.from),
  to: fromLocalInput(filters.to),
  after,
  limit,
});
