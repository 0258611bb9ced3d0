import type { Knex } from 'knex';
import { sealedOpener, sealedPersonId } from '../families';
import { REMOVED } from '../families/constants';
import { EVALUATION_PERSONAL_FIELDS, type EvaluationRequested } from './events';

export { REMOVED };

/**
 * An evaluation request's personal fields opened for a read model: a field sealed with the
 * request's key is opened ("removed" once the key is erased), a clear one of a request made
 * before the sealing (issue 36) is kept as it is, and one sealed with another key reads
 * "removed". Read models then overwrite every one of them with "removed" on
 * `EvaluationRequestErased`, clear or sealed: a rebuild meets the erasure after the request.
 */
export async function openEvaluation(
  knex: Knex,
  data: EvaluationRequested['data'],
): Promise<EvaluationRequested['data']> {
  const open = sealedOpener(knex);
  const opened = { ...data };
  for (const field of EVALUATION_PERSONAL_FIELDS) {
    const value = data[field];
    if (value === null || value === '') continue;
    const owner = sealedPersonId(value);
    if (owner === undefined) continue;
    opened[field] = owner === data.requestId ? await open(value) : REMOVED;
  }
  return opened;
}
