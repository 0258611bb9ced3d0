import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { AppContext } from '../core/context';
import { loadFamily } from './commands';
import { readConsentToken } from './consent';
import { REMOVED } from './constants';
import { sameMailbox } from './decide';
import { AthleteNotFound, ConsentLinkInvalid } from './errors';
import { type KnownFamily, verifiedConsentOnRecord } from './family';
import type { FamilyAthleteRow, GuardianLinkRow } from './rows';
import type { ConsentLink, ConsentRecord, FamilyOverview } from './schemas';
import { unseal } from './sealing';

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
    athletes: athletes.map((row: FamilyAthleteRow & { link: string; username: string | null }) =>
      row.link === 'active'
        ? {
            athleteId: row.athlete_id,
            kind: row.kind,
            name: row.kind === 'account' ? (row.username ?? REMOVED) : fullName(row),
            birthDate: row.birth_date,
            link: 'active' as const,
            consent: row.consent_status,
            consentGivenAt: row.consent_given_at?.toISOString() ?? null,
            consentVerifiedBy: row.consent_verified_by,
            erased: row.erased_at !== null,
          }
        : // A link asked for (or declined) tells the guardian nothing the username did not: no
          // account id (only a key for the list), consent or erasure until the athlete accepts.
          {
            athleteId: `link-${createHash('sha256').update(`${userId}:${row.athlete_id}`).digest('hex').slice(0, 16)}`,
            kind: row.kind,
            name: row.username ?? REMOVED,
            birthDate: null,
            link: row.link as FamilyOverview['athletes'][number]['link'],
            consent: 'none' as const,
            consentGivenAt: null,
            consentVerifiedBy: null,
            erased: false,
          },
    ),
    guardians: guardians.map((row: { guardian_id: string; status: string; username: string }) => ({
      guardianId: row.guardian_id,
      username: row.username,
      link: row.status as FamilyOverview['guardians'][number]['link'],
    })),
  };
}

/**
 * The page behind a mailed consent link: whose profile, and whether the link still works. All
 * of it comes from the family's own stream, which the consent request appended to before the
 * mail went out, so a guardian who follows the link at once reads the athlete's name and not a
 * projector's lag (only an account's username is read from `users`, where it has been since the
 * account was made).
 */
export async function findConsentLink(ctx: AppContext, token: string): Promise<ConsentLink> {
  const { athleteId, requestId } = readConsentToken(ctx, token);
  const { state } = await loadFamily(ctx.store, athleteId);
  const request = state.status === 'none' ? undefined : state.requests[requestId];
  if (state.status === 'none' || !request) throw new ConsentLinkInvalid();
  const status =
    state.status === 'erased'
      ? 'erased'
      : request.used
        ? 'used'
        : new Date(request.expiresAt) <= ctx.clock.now()
          ? 'expired'
          : 'open';
  return {
    athleteName: await athleteName(ctx, athleteId, state),
    status,
    expiresAt: new Date(request.expiresAt).toISOString(),
    addressHint: maskAddress(await unseal(ctx.knex, request.email)),
  };
}

/** "j•••@example.com": enough for the guardian to know which account to sign in with. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${address.slice(0, 1)}•••${address.slice(at)}`;
}

/**
 * How the athlete's consent was given and verified, from the family's stream (so staff read it
 * before any projector has run): by which method, to which address, whether that address is the
 * nominator's own (recorded with the request, or the same mailbox as the nominator's account or
 * the address they typed as theirs), who gave it and when, and its verification.
 */
export async function findConsentRecord(
  ctx: AppContext,
  athleteId: string,
): Promise<ConsentRecord> {
  const { state } = await loadFamily(ctx.store, athleteId);
  if (state.status === 'none') throw new AthleteNotFound();
  const { consent, nominatedBy } = state;
  const requests = Object.entries(state.requests);
  const [requestId, request] =
    (consent.requestId ? requests.find(([id]) => id === consent.requestId) : requests.at(-1)) ?? [];
  const address = request ? await unseal(ctx.knex, request.email) : null;
  const ids = [consent.guardianId, consent.verification?.staffId, nominatedBy?.nominatorId].filter(
    (id): id is string => typeof id === 'string',
  );
  const users: { id: string; username: string; email: string | null }[] =
    ids.length > 0
      ? await ctx.knex('users').whereIn('id', ids).select('id', 'username', 'email')
      : [];
  const userOf = (id: string | null | undefined) =>
    id ? { userId: id, username: users.find((u) => u.id === id)?.username ?? null } : null;
  const nominatorAccount = users.find((u) => u.id === nominatedBy?.nominatorId)?.email ?? null;
  const typed = nominatedBy?.nominatorEmail
    ? await unseal(ctx.knex, nominatedBy.nominatorEmail)
    : null;
  const belongs =
    address === null || address === REMOVED
      ? null
      : (request?.addressBelongsToNominator ?? false) ||
        sameMailbox(address, nominatorAccount) ||
        sameMailbox(address, typed === REMOVED ? null : typed);
  const verification = consent.verification;
  return {
    status: state.status === 'erased' ? 'none' : consent.status,
    method: consent.status === 'given' ? consent.method : null,
    address: requestId ? address : null,
    addressBelongsToNominator: belongs,
    givenBy: consent.status === 'given' ? userOf(consent.guardianId) : null,
    givenAt: consent.givenAt ? new Date(consent.givenAt).toISOString() : null,
    verification: verification
      ? {
          method: verification.method,
          paymentId: verification.paymentId,
          staff: userOf(verification.staffId),
          note: verification.note ? await unseal(ctx.knex, verification.note) : null,
          verifiedAt: new Date(verification.verifiedAt).toISOString(),
        }
      : null,
    verifiedForPublicDisplay: verifiedConsentOnRecord(state),
  };
}

async function athleteName(ctx: AppContext, athleteId: string, family: KnownFamily) {
  if (family.status === 'erased') return REMOVED;
  // An athlete's own account goes by its username, which is public already.
  if (family.kind === 'account') {
    const user = await ctx.knex('users').where({ id: athleteId }).first('username');
    return (user?.username as string | undefined) ?? REMOVED;
  }
  if (!family.name) return REMOVED;
  return publicName({
    first_name: await unseal(ctx.knex, family.name.firstName),
    last_name: await unseal(ctx.knex, family.name.lastName),
    erased_at: null,
  });
}
