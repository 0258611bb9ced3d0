import type { Hand, Position } from './constants';

/** The read tables this area's queries read, row by row (their projectors write them). */
export type ProspectRow = {
  id: string;
  first_name: string;
  last_name: string;
  school: string;
  team_name: string;
  // The projector writes what the log holds: only the input schemas' lists (or '') get in.
  position_primary: Position;
  position_secondary: Position | '';
  batting_throwing_hand: Hand | '';
  grad_year: number;
  nola_rank: number | null;
  rank_version: number | null;
  nola_evaluated: boolean;
  community_votes: number;
  version: number;
  created_at: Date;
  updated_at: Date;
  removed_at: Date | null;
};
