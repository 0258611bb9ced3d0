import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, fetchUtils, HttpError } from 'react-admin';
import type {
  BoardProspect,
  ContactSubmission,
  EvaluationRequest,
  EvaluationRequestRecord,
  EventPage,
  EventQuery,
  HistoryAnswer,
  NewsletterSubscription,
  Projection,
  Prospect,
  Stats,
} from '@/types';

/** Same-origin calls carrying the session cookie; errors are react-admin HttpErrors. */
export const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

const post = (url: string, body?: unknown) =>
  httpClient(url, {
    method: 'POST',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** The three form records as document 1 §7 reads them for the dashboard's tabs. */
export type FormRecords = {
  contact: ContactSubmission;
  newsletter: NewsletterSubscription;
  'prospect-evaluations': EvaluationRequest;
};

/** The calls beyond simple-rest: moves, history, the past board, stats, the log, operations. */
const adminCalls = {
  moveProspect: async (id: string, direction: 'up' | 'down'): Promise<Prospect> =>
    (await post(`/api/admin/prospects/${encodeURIComponent(id)}/move`, { direction })).json,
  eraseProspect: async (id: string): Promise<{ id: string; erasedAt: string }> =>
    (await post(`/api/admin/prospects/${encodeURIComponent(id)}/erasure`)).json,
  eraseEvaluationRequest: async (id: string): Promise<EvaluationRequestRecord> =>
    (await post(`/api/admin/evaluation-requests/${encodeURIComponent(id)}/erasure`)).json,
  prospectHistory: async (id: string): Promise<HistoryAnswer> =>
    (await httpClient(`/api/admin/prospects/${encodeURIComponent(id)}/history`)).json,
  board: async (asOf?: string): Promise<BoardProspect[]> =>
    (await httpClient(`/api/prospects${query({ asOf })}`)).json.data,
  formRecords: async <K extends keyof FormRecords>(kind: K): Promise<FormRecords[K][]> =>
    (await httpClient(`/api/${kind}`)).json.data,
  stats: async (): Promise<Stats> => (await httpClient('/api/admin/stats')).json,
  events: async (params: EventQuery): Promise<EventPage> =>
    (await httpClient(`/api/admin/events${query(params)}`)).json,
  rebuildProjection: async (name?: string): Promise<{ message?: string }> =>
    (
      await post(
        name
          ? `/api/admin/projections/${encodeURIComponent(name)}/rebuild`
          : '/api/admin/projections/rebuild',
      )
    ).json ?? {},
  retryProjection: async (name: string): Promise<Projection> =>
    (await post(`/api/admin/projections/${encodeURIComponent(name)}/retry`)).json,
  skipProjection: async (name: string): Promise<Projection> =>
    (await post(`/api/admin/projections/${encodeURIComponent(name)}/skip`)).json,
};

export type AdminDataProvider = DataProvider & typeof adminCalls;

const simpleRest = simpleRestProvider('/api/admin', httpClient);

export const dataProvider: AdminDataProvider = {
  ...simpleRest,
  // YouScout's badge catalogue has no GET of one badge: its list, filtered by id, answers.
  getOne: async (resource, params) => {
    if (resource !== 'you-scout/badges') return simpleRest.getOne(resource, params);
    const { data } = await simpleRest.getList(resource, {
      filter: { id: params.id },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    });
    const record = data[0];
    if (!record) throw new HttpError('Badge not found', 404);
    return { data: record };
  },
  ...adminCalls,
};
