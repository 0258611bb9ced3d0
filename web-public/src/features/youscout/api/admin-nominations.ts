import type {
  adminCommentRecord,
  adminNominationDetail,
  adminNominationRecord,
} from '@server/youscout/read-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { ADMIN_KEY, getList } from './admin-list';

/** GET /api/admin/you-scout/nominations: one record, as the server's answer schema says. */
export type AdminNomination = z.output<typeof adminNominationRecord>;
/** GET /api/admin/you-scout/nominations/{id}: the record with its votes and status history. */
export type AdminNominationDetail = z.output<typeof adminNominationDetail>;
export type AdminComment = z.output<typeof adminCommentRecord>;

export const NOMINATIONS_PATH = '/api/admin/you-scout/nominations';
export const COMMENTS_PATH = '/api/admin/you-scout/comments';
export const PAGE_SIZE = 20;

export type NominationsQuery = {
  /** A status, or undefined for every status. */
  status?: string;
  /** Name, school or the nominator's e-mail. */
  q?: string;
  page: number;
};

/**
 * The review queue: pending ones oldest first (first come, first reviewed), any other view
 * newest first.
 */
export const useAdminNominations = ({ status, q, page }: NominationsQuery) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'nominations', { status, q, page }],
    queryFn: () =>
      getList<AdminNomination>(NOMINATIONS_PATH, {
        query: { status },
        filter: q ? { q } : {},
        range: [(page - 1) * PAGE_SIZE, page * PAGE_SIZE - 1],
        sort: ['createdAt', status === 'pending' ? 'ASC' : 'DESC'],
      }),
    placeholderData: keepPreviousData,
  });

export const useAdminNomination = (id: string | null) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'nomination', id],
    queryFn: () => api.get<AdminNominationDetail>(`${NOMINATIONS_PATH}/${id}`),
    enabled: id !== null,
  });

export const COMMENT_VIEWS = ['review', 'held', 'reported', 'hidden', 'shown'] as const;
export type CommentView = (typeof COMMENT_VIEWS)[number];

/** The views that are queues (oldest first, first come, first handled); the rest are history. */
const QUEUES: readonly CommentView[] = ['review', 'held', 'reported'];

/**
 * One page of a view of the comments. "review": held or reported (the server's filter; a
 * comment both held and reported is one row). Queues oldest first, history newest first.
 */
export const useAdminComments = (view: CommentView, page: number) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'comments', { view, page }],
    queryFn: () =>
      getList<AdminComment>(COMMENTS_PATH, {
        query: { status: view },
        range: [(page - 1) * PAGE_SIZE, page * PAGE_SIZE - 1],
        sort: ['postedAt', QUEUES.includes(view) ? 'ASC' : 'DESC'],
      }),
    placeholderData: keepPreviousData,
  });
