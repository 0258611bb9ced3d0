import type { AgeGroup, NominationStatus } from '../constants';

/** youscout_nominations, row by row. */
export type NominationRow = {
  id: string;
  athlete_id: string;
  status: NominationStatus;
  is_public: boolean;
  consent_on_record: boolean;
  nominator_is_guardian: boolean;
  age: number;
  age_group: AgeGroup;
  sport: string;
  position: string;
  secondary_position: string | null;
  handedness: string | null;
  state: string;
  game_date: string | null;
  first_name: string;
  last_name: string;
  school: string | null;
  city: string | null;
  game_location: string | null;
  performance: string;
  video: string | null;
  submitted_by_name: string;
  submitted_by_email: string;
  submitted_by_phone: string | null;
  guardian_email: string | null;
  submitted_by_user_id: string;
  community_votes: number;
  rejection_reason: string | null;
  admin_notes: { by: string; note: string; addedAt: string }[];
  version: number;
  created_at: Date;
  status_changed_at: Date;
};
