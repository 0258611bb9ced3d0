import { youScoutMessageAnswer } from './write-schemas';

// What the write calls of every part answer alike (each part's openapi.ts lists its calls).
export const NOMINATION_NOT_FOUND = 'Nomination not found';
export const NOMINATION_GONE =
  'The nomination was removed at the request of the athlete or their guardian';
export const message = (description: string) => ({ description, schema: youScoutMessageAnswer });
