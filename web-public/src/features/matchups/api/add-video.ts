import type { OwnAthleteAnswer } from '@server/matchups/schemas';
import { useOwnAthleteMutation } from '@/features/matchups/api/own-athlete-mutation';
import { athleteApi } from '@/features/matchups/utils/paths';
import { api } from '@/lib/api-client';

export type VideoInput = { url: string; title: string };

export const addVideo = (athleteId: string, input: VideoInput) =>
  api.post<OwnAthleteAnswer>(athleteApi(athleteId, '/videos'), input);

export const useAddVideo = (athleteId: string) =>
  useOwnAthleteMutation(athleteId, (input: VideoInput) => addVideo(athleteId, input));
