import type { Knex } from 'knex';
import type { AppContext } from '../core/context';
import { loadFamily } from './commands';
import { readConsentToken } from './consent';
import { REMOVED } from './constants';
import { ConsentLinkInvalid } from './errors';
import type { FamilyAthleteRow, GuardianLinkRow } from './rows';
import type { ConsentLink, FamilyOverview } from './schemas';

const fullName = (row: Pick<FamilyAthleteRow, 'first_name' | 'last_name' | 'erased_at'>) =>
  row.erased_at || row.first_name === REMOVED
    ? REMOVED
    : `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();

/** What anyone may see of a minor: first name and last initial (PLATFORM.md §0). */
export const publicName = (
  row: Pick<FamilyAthleteRow, 'first_name' | 'last_name' | 'erased_at'>,
) =>
  row.erased_at || row.first_name === REMOVED || !row.first_name
    ? REMOVED
    : `${row.first_name} ${(row.last_name ?? '').slice(0, 1)}.`;

/** The signed-in user's family: athletes they look after, and the guardians linked to them. */
export async function findFamily(knex: Knex, userId: string): Promise<FamilyOverview> {
  const athletes = await knex<GuardianLinkRow>('guardian_links as l')
    .join('family_athletes as a', 'a.athlete_id', 'l.athlete_id')
    .leftJoin('users as u', 'u.id', 'a.athlete_id')
    .where('l.guardian_id', userId)
    .orderBy('l.requested_at')
    .select('a.*', 'l.status as link', 'u.username');
  const guardians = await knex<GuardianLinkRow>('guardian_links as l')
    .join('users as u', 'u.id', 'l.guardian_id')
    .where('l.athlete_id', userId)
    .orderBy('l.requested_at')
    .select('l.guardian_id', 'l.status', 'u.username');
  return {
    athletes: athletes.map((row: FamilyAthleteRow & { link: string; username: string | null }) => ({
      athleteId: row.athlete_id,
      kind: row.kind,
      name: row.kind === 'account' ? (row.username ?? REMOVED) : fullName(row),
      birthDate: row.birth_date,
      link: row.link as FamilyOverview['athletes'][number]['link'],
      consent: row.consent_status,
      consentGivenAt: row.consent_given_at?.toISOString() ?? null,
      erased: row.erased_at !== null,
    })),
    guardians: guardians.map((row: { guardian_id: string; status: string; username: string }) => ({
      guardianId: row.guardian_id,
      username: row.username,
      link: row.status as FamilyOverview['guardians'][number]['link'],
    })),
  };
}

/** The page behind a mailed consent link: whose profile, and whether the link still works. */
export async function findConsentLink(ctx: AppContext, token: string): Promise<ConsentLink> {
  const { athleteId, requestId } = readConsentToken(ctx, token);
  const { state } = await loadFamily(ctx.store, athleteId);
  const request = state.status === 'none' ? undefined : state.requests[requestId];
  if (!request) throw new ConsentLinkInvalid();
  const row: (FamilyAthleteRow & { username: string | null }) | undefined = await ctx
    .knex('family_athletes as a')
    .leftJoin('users as u', 'u.id', 'a.athlete_id')
    .where('a.athlete_id', athleteId)
    .first('a.*', 'u.username');
  const status =
    state.status === 'erased'
      ? 'erased'
      : request.used
        ? 'used'
        : new Date(request.expiresAt) <= new Date()
          ? 'expired'
          : 'open';
  return {
    // An athlete's own account goes by its username, which is public already.
    athleteName: !row
      ? REMOVED
      : row.kind === 'account' && !row.erased_at
        ? (row.username ?? REMOVED)
        : publicName(row),
    status,
    expiresAt: new Date(request.expiresAt).toISOString(),
  };
}
