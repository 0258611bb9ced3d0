import type { OwnAthleteAnswer } from '@server/matchups/schemas';
import { useOwnAthleteMutation } from '@/features/matchups/api/own-athlete-mutation';
import { athleteApi } from '@/features/matchups/utils/paths';
import { api } from '@/lib/api-client';

export type AchievementInput = { title: string; year: number | null };

export const addAchievement = (athleteId: string, input: AchievementInput) =>
  api.post<OwnAthleteAnswer>(athleteApi(athleteId, '/achievements'), input);

export const useAddAchievement = (athleteId: string) =>
  useOwnAthleteMutation(athleteId, (input: AchievementInput) => addAchievement(athleteId, input));
