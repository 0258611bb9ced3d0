import type { OwnAthleteAnswer } from '@server/matchups/schemas';
import { useOwnAthleteMutation } from '@/features/matchups/api/own-athlete-mutation';
import { athleteApi } from '@/features/matchups/utils/paths';
import { api } from '@/lib/api-client';

export const removeAchievement = (athleteId: string, achievementId: string) =>
  api.delete<OwnAthleteAnswer>(
    athleteApi(athleteId, `/achievements/${encodeURIComponent(achievementId)}`),
  );

export const useRemoveAchievement = (athleteId: string) =>
  useOwnAthleteMutation(athleteId, (achievementId: string) =>
    removeAchievement(athleteId, achievementId),
  );
