import type { EvaluationStatus } from './events';

/** The read tables this area's queries read, row by row (their projectors write them). */
export type ContactSubmissionRow = {
  id: string;
  name: string;
  email: string;
  organization: string;
  message: string;
  created_at: Date;
};

export type EvaluationRequestRow = {
  id: string;
  user_id: string;
  parent_name: string;
  parent_email: string;
  parent_phone: string;
  player_name: string;
  player_age: number;
  player_position: string;
  player_school: string;
  additional_info: string | null;
  status: EvaluationStatus;
  created_at: Date;
  updated_at: Date;
  version: number;
};

export type NewsletterSubscriptionRow = {
  id: string;
  email: string;
  email_lower: string;
  name: string | null;
  status: 'subscribed' | 'unsubscribed';
  created_at: Date;
  unsubscribed_at: Date | null;
  version: number;
};
