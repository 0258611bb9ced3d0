import { REMOVED } from '../../families/constants';
import { type AgeGroup, ageGroupOf } from '../constants';
import type { PersonalFields, YouScoutEventOf } from '../events';

// ── What each reader may see of a nominated athlete (PLATFORM.md §0) ────────
// Readers (projectors, replays) open the sealed fields with `unseal` and pass them here; a field
// whose key was erased opens as "removed", and so does everything derived from it.

/** The personal fields as opened: text, null when not given, "removed" once erased. */
export type OpenedFields = {
  [K in keyof PersonalFields]: PersonalFields[K] extends string ? string : string | null;
};

/** "Jamie B.": the first name and the last name's initial, or "removed" once erased. */
export function publicName(firstName: string, lastName: string): string {
  if (firstName === REMOVED || lastName === REMOVED) return REMOVED;
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${firstName.trim()} ${initial.toLocaleUpperCase('en-US')}.` : firstName.trim();
}

export type Audience = 'public' | 'coach' | 'staff';

export type AthleteView = {
  /** First name and last initial to everyone; the full name to verified coaches and staff. */
  name: string;
  ageGroup: AgeGroup;
  sport: string;
  position: string;
  secondaryPosition: string | null;
  state: string;
  performance: string;
  video: string | null;
  /** Verified coaches and staff. */
  school?: string | null;
  /** Staff only: where and when, and how to reach the nominator and guardian. */
  age?: number;
  city?: string | null;
  gameLocation?: string | null;
  gameDate?: string | null;
  contact?: { name: string; email: string; phone: string | null; guardianEmail: string | null };
};

/**
 * The athlete as an audience may see them, from the submitted facts and the opened fields.
 * Videos are shown wherever the nomination is (a public nomination under 13 has consent).
 */
export function athleteView(
  submitted: YouScoutEventOf<'NominationSubmitted'>['data'],
  opened: OpenedFields,
  audience: Audience,
): AthleteView {
  const erased = opened.firstName === REMOVED;
  const view: AthleteView = {
    name:
      audience === 'public'
        ? publicName(opened.firstName, opened.lastName)
        : erased
          ? REMOVED
          : `${opened.firstName} ${opened.lastName}`,
    ageGroup: ageGroupOf(submitted.age),
    sport: submitted.sport,
    position: submitted.position,
    secondaryPosition: submitted.secondaryPosition,
    state: submitted.state,
    performance: opened.performance,
    video: opened.video,
  };
  if (audience === 'public') return view;
  view.school = opened.school;
  if (audience === 'coach') return view;
  return {
    ...view,
    age: submitted.age,
    city: opened.city,
    gameLocation: opened.gameLocation,
    gameDate: erased ? null : submitted.gameDate,
    contact: {
      name: opened.submittedByName,
      email: opened.submittedByEmail,
      phone: opened.submittedByPhone,
      guardianEmail: opened.guardianEmail,
    },
  };
}
