import type { OwnAthleteAnswer } from '@server/matchups/schemas';
import { useOwnAthleteMutation } from '@/features/matchups/api/own-athlete-mutation';
import { athleteApi } from '@/features/matchups/utils/paths';
import { api } from '@/lib/api-client';

export const removeVideo = (athleteId: string, videoId: string) =>
  api.delete<OwnAthleteAnswer>(athleteApi(athleteId, `/videos/${encodeURIComponent(videoId)}`));

export const useRemoveVideo = (athleteId: string) =>
  useOwnAthleteMutation(athleteId, (videoId: string) => removeVideo(athleteId, videoId));
