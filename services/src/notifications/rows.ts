import type { NotificationType, RelatedType } from './constants';

/** A row of `notifications` (written by projections/src/notifications). */
export type NotificationRow = {
  id: string;
  recipient_id: string;
  type: NotificationType;
  title: string;
  message: string;
  related_type: RelatedType | null;
  related_id: string | null;
  /** The position of the event that caused it, in two parts: the order, and the stream's resume id. */
  position_commit: string;
  position_prepare: string;
  created_at: Date;
  read_at: Date | null;
};
