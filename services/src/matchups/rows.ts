/**
 * The read tables this area's queries read, row by row; projections/src/matchups writes them.
 * Personal fields are opened (unsealed) by the projector and read "removed" once erased.
 */

/** `matchup_athletes`: one row per athlete profile. */
export type AthleteRow = {
  athlete_id: string;
  own_account: boolean;
  first_name: string;
  last_name: string;
  /** Null once erased. */
  birth_date: string | null;
  school: string | null;
  city: string | null;
  state: string | null;
  positions: string[];
  graduation_year: number;
  height_inches: number | null;
  weight_lbs: number | null;
  time_zone: string;
  /** A guardian's verified consent (families' GuardianConsentVerified), not the link alone. */
  consent_verified: boolean;
  erased: boolean;
  achievements: { id: string; title: string; year: number | null }[];
  videos: { id: string; url: string; title: string }[];
  availability: { day: string; start: string; end: string }[];
  /** first name, last name and school, lower-cased: what trigram search matches. */
  search_text: string;
  version: number;
  created_at: Date;
  updated_at: Date;
};

/** `matchup_metrics`: one row per recorded value, with its whole provenance. */
export type MetricRow = {
  metric_id: string;
  athlete_id: string;
  metric_type: string;
  value: number;
  unit: string;
  status: 'self_reported' | 'verified' | 'rejected';
  recorded_by: string;
  measured_on: string;
  notes: string | null;
  video_url: string | null;
  recorded_at: Date;
  decided_by: string | null;
  decided_by_role: 'staff' | 'coach' | null;
  /** `{ kind: 'video', url }` (opened) or `{ kind: 'event', name, date, place }`. */
  evidence: Record<string, string> | null;
  rejection_reason: string | null;
  decided_at: Date | null;
  version: number;
};

/**
 * `matchup_bests`: each athlete's best verified value per metric type, with the cohort's keys
 * (graduation year and first position) beside it, so search and percentiles read one index.
 */
export type BestRow = {
  athlete_id: string;
  metric_type: string;
  value: number;
  metric_id: string;
  graduation_year: number;
  position: string;
  verified_at: Date;
};

/** `matchup_watches`: a coach's watch of an athlete (`coach_watchlists` and `recruitment_status`). */
export type WatchRow = {
  coach_id: string;
  athlete_id: string;
  priority: 'low' | 'medium' | 'high';
  notes: string | null;
  stage: string;
  stage_changed_at: Date;
  watched_at: Date;
  updated_at: Date;
  version: number;
};

/** `matchup_stage_changes`: every pipeline move with its time. */
export type StageChangeRow = {
  id: string;
  coach_id: string;
  athlete_id: string;
  from_stage: string;
  to_stage: string;
  changed_at: Date;
};

/** `matchup_alerts` (document 2's `metric_alerts`). */
export type AlertRow = {
  alert_id: string;
  coach_id: string;
  metric_type: string;
  operator: '>' | '>=' | '<' | '<=';
  target_value: number;
  unit: string;
  position: string | null;
  graduation_year: number | null;
  location: string | null;
  frequency: 'real_time' | 'daily' | 'weekly';
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
};

/** `matchup_preferences` (document 2's `coach_preferences`). */
export type PreferencesRow = {
  coach_id: string;
  positions: string[];
  graduation_years: number[];
  states: string[];
  metric_types: string[];
  saved_at: Date;
};

/** `matchup_alert_matches`: each time an alert matched a newly verified value. */
export type AlertMatchRow = {
  id: string;
  alert_id: string;
  coach_id: string;
  metric_id: string;
  athlete_id: string;
  metric_type: string;
  value: number;
  frequency: 'real_time' | 'daily' | 'weekly';
  matched_at: Date;
};
