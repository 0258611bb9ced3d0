/** The read tables this area's queries read, row by row (their projectors write them). */
export type ProspectRow = {
  id: string;
  first_name: string;
  last_name: string;
  school: string;
  team_name: string;
  position_primary: string;
  position_secondary: string;
  batting_throwing_hand: string;
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
