import { send } from './client';
import { type Fixtures, registerMember } from './fixtures';

// Fixtures of YouScout's write side (helper ys-write): each use makes records of its own.

/** A nomination of a 15-year-old (no consent needed), valid as the form sends it. */
export const nominationBody = () => ({
  firstName: 'Matrix',
  lastName: 'Athlete',
  age: 15,
  sport: 'baseball',
  position: 'SS',
  state: 'LA',
  performance: 'Three hits and a diving catch in the ninth inning to save the game.',
  submittedByName: 'Security Suite',
  submittedByEmail: 'suite@example.com',
});

async function post(fx: Fixtures, path: string, body: unknown, cookie = fx.who.admin.cookie) {
  const answer = await send(fx.server, 'POST', path, { body, cookie });
  if (answer.status >= 300) throw new Error(`fixture ${path}: ${answer.status} ${answer.text}`);
  return answer.body as { id: string };
}

/** A pending nomination the admin made. */
export const newNomination = async (fx: Fixtures) =>
  (await post(fx, '/api/you-scout/nominations', nominationBody())).id;

/** A public (approved) nomination. */
export async function newApprovedNomination(fx: Fixtures): Promise<string> {
  const id = await newNomination(fx);
  await post(fx, `/api/admin/you-scout/nominations/${id}/approve`, {});
  return id;
}

/** A shown comment by a member none of the identities is (so anyone may report it). */
export async function newComment(fx: Fixtures): Promise<string> {
  const id = await newApprovedNomination(fx);
  const author = await registerMember(fx.server, 'fan');
  return (
    await post(
      fx,
      `/api/you-scout/nominations/${id}/comments`,
      { comment: 'Great game!' },
      author.cookie,
    )
  ).id;
}

export async function newHiddenComment(fx: Fixtures): Promise<string> {
  const id = await newComment(fx);
  await post(fx, `/api/admin/you-scout/comments/${id}/hide`, { reason: 'Off topic' });
  return id;
}
