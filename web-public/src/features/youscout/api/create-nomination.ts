import type { NominationCreated } from '@server/youscout/write-schemas';
import { myNominationsQueryKey } from '@/features/youscout/api/get-my-nominations';
import { usePost } from '@/lib/use-post';

export type { NominationCreated };

/**
 * POST /api/you-scout/nominations: the form's fields as the server's `nominateSchema` reads
 * them; an optional field left empty is sent as null.
 */
export type NominationInput = {
  firstName: string;
  lastName: string;
  age: number;
  sport: string;
  position: string;
  secondaryPosition: string | null;
  handedness: string | null;
  school: string | null;
  city: string | null;
  state: string;
  gameLocation: string | null;
  gameDate: string | null;
  performance: string;
  video: string | null;
  submittedByName: string;
  submittedByEmail: string;
  submittedByPhone: string | null;
  nominatorIsGuardian: boolean;
  guardianEmail: string | null;
};

/** A new nomination is pending; "My nominations" shows it on its next read. */
export const useCreateNomination = () =>
  usePost<NominationInput, NominationCreated>('/api/you-scout/nominations', (_, queryClient) =>
    queryClient.invalidateQueries({ queryKey: myNominationsQueryKey }),
  );
