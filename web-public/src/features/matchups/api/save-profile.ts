import type { OwnAthleteAnswer } from '@server/matchups/schemas';
import { useOwnAthleteMutation } from '@/features/matchups/api/own-athlete-mutation';
import { athleteApi } from '@/features/matchups/utils/paths';
import { api } from '@/lib/api-client';

/** PUT /api/matchups/athletes/:id/profile's body, as the form sends it (the server trims and checks). */
export type ProfileInput = {
  firstName: string;
  lastName: string;
  birthDate: string;
  school: string;
  city: string;
  state: string | null;
  positions: string[];
  graduationYear: number | null;
  heightInches: number | null;
  weightLbs: number | null;
  timeZone: string;
};

export const saveProfile = (athleteId: string, input: ProfileInput) =>
  api.put<OwnAthleteAnswer>(athleteApi(athleteId, '/profile'), input);

export const useSaveProfile = (athleteId: string) =>
  useOwnAthleteMutation(athleteId, (input: ProfileInput) => saveProfile(athleteId, input));
