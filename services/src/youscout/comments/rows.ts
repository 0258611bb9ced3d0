/** youscout_comments, row by row. */
export type CommentRow = {
  id: string;
  nomination_id: string;
  athlete_id: string;
  user_id: string;
  author_name: string;
  text: string;
  status: 'shown' | 'held' | 'hidden';
  held_for: string[];
  hidden_reason: string | null;
  reports: number;
  posted_at: Date;
  updated_at: Date;
};
