import { randomUUID } from 'node:crypto';
import type { AppContext, CommandContext } from '../../core/context';
import type { AppendResult, EventMetadata, EventStore } from '../../core/event-store/event-store';
import { isUuid } from '../../core/ids';
import { eraseNominatedAthleteByMailedLink, signLink, unseal, verifyLink } from '../../families';
import { REMOVED } from '../../families/constants';
import { type AgeGroup, ageGroupOf, REMOVAL_LINK_HOURS } from '../constants';
import {
  NominationRemoved,
  RemovalLinkExpired,
  RemovalLinkInvalid,
  RemovalLinkUsed,
} from '../errors';
import {
  nominationStream,
  parseYouScoutEvent,
  type YouScoutEvent,
  type YouScoutEventOf,
} from '../events';
import { removalLinkMail } from '../mails';
import { recordRemoval } from './commands';
import { evolveNomination, initialNomination, type Nomination } from './nomination';
import { publicName } from './public';

// ── Removal by a link mailed to an address on record ────────────────────────
// Anyone may name a nomination and an address; when the address is the nomination's guardian's
// or nominator's (opened from the sealed fields with the athlete's key), that address gets a
// signed link (families' signed links, under LINK_SECRETS, with this purpose in the signed text).
// The link carries the nomination, its own id, who the address is, and its expiry: it needs no
// storage. It works once because its one effect, the removal, happens once; the removal records
// the link's id, so the link then answers "used already".

const PURPOSE = 'youscout-removal';
export const LINK_REQUESTERS = ['guardian', 'nominator'] as const;
export type LinkRequester = (typeof LINK_REQUESTERS)[number];
/** One mail per nomination and address in this window, however often it is asked for. */
export const REMOVAL_MAIL_WINDOW_MS = 10 * 60_000;

export type RemovalToken = {
  nominationId: string;
  linkId: string;
  requestedAs: LinkRequester;
  expiresAt: Date;
};

export const removalToken = (ctx: Pick<AppContext, 'keys'>, token: RemovalToken): string =>
  signLink(
    ctx,
    PURPOSE,
    [
      token.nominationId,
      token.linkId,
      token.requestedAs,
      Math.floor(token.expiresAt.getTime() / 1000),
    ].join('.'),
  );

/** What a token names, or a 404 for a forged, altered or malformed one. */
export function readRemovalToken(ctx: Pick<AppContext, 'keys'>, token: string): RemovalToken {
  const payload = verifyLink(ctx, PURPOSE, token);
  const [nominationId, linkId, requestedAs, expires, ...rest] = payload?.split('.') ?? [];
  const role = LINK_REQUESTERS.find((r) => r === requestedAs);
  if (
    !nominationId ||
    !isUuid(nominationId) ||
    !linkId ||
    !isUuid(linkId) ||
    !role ||
    !expires ||
    !/^\d{1,12}$/.test(expires) ||
    rest.length > 0
  )
    throw new RemovalLinkInvalid();
  return { nominationId, linkId, requestedAs: role, expiresAt: new Date(Number(expires) * 1000) };
}

/** The page the mailed link opens, on the site's configured address (never the Host header). */
export const removalLink = (ctx: Pick<AppContext, 'keys' | 'config'>, token: RemovalToken) =>
  `${ctx.config.publicUrl}/you-scout/removal?token=${encodeURIComponent(removalToken(ctx, token))}`;

type Loaded = {
  state: Nomination;
  submitted: YouScoutEventOf<'NominationSubmitted'>['data'] | undefined;
  removed: YouScoutEventOf<'NominationRemoved'>['data'] | undefined;
};

/** The nomination's fold, with its submission (the sealed fields) and its removal, if any. */
async function loadWithSubmission(store: EventStore, nominationId: string): Promise<Loaded> {
  const recorded = await store.readStream(nominationStream(nominationId));
  let state = initialNomination;
  let submitted: Loaded['submitted'];
  let removed: Loaded['removed'];
  for (const entry of recorded) {
    const event: YouScoutEvent = parseYouScoutEvent(entry.type, entry.data);
    state = evolveNomination(state, event);
    if (event.type === 'NominationSubmitted') submitted = event.data;
    if (event.type === 'NominationRemoved') removed = event.data;
  }
  return { state, submitted, removed };
}

const normalized = (address: string) => address.trim().toLowerCase();

/**
 * Who `email` is to the nomination (its guardian, or its nominator), opened from the sealed
 * fields, with the address as recorded; undefined for anyone else, an unknown or removed one.
 */
async function addressOnRecord(
  ctx: CommandContext,
  nominationId: string,
  email: string,
): Promise<{ requestedAs: LinkRequester; to: string } | undefined> {
  const { state, submitted } = await loadWithSubmission(ctx.store, nominationId);
  if (state.status === 'unknown' || state.status === 'removed' || !submitted) return undefined;
  const { guardianEmail, submittedByEmail } = submitted.personal;
  const given = normalized(email);
  const guardian = guardianEmail ? await unseal(ctx.knex, guardianEmail) : null;
  const nominator = await unseal(ctx.knex, submittedByEmail);
  if (guardian && guardian !== REMOVED && normalized(guardian) === given)
    return { requestedAs: 'guardian', to: guardian };
  if (nominator !== REMOVED && normalized(nominator) === given)
    // The nominator who said they are the guardian is the guardian.
    return { requestedAs: submitted.nominatorIsGuardian ? 'guardian' : 'nominator', to: nominator };
  return undefined;
}

/**
 * Asking for a removal link: found and decided before the answer, which is the same whoever the
 * address is; the mail goes after it (a match must not answer slower). One mail per nomination
 * and address per REMOVAL_MAIL_WINDOW_MS (the mailer's ledger keeps the key): the earlier link
 * still works. Answers whether a link was mailed (for tests; never sent to the caller).
 */
export async function requestRemovalLink(
  ctx: AppContext,
  nominationId: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const match = await addressOnRecord(ctx, nominationId, email);
  if (!match) return false;
  const token: RemovalToken = {
    nominationId,
    linkId: randomUUID(),
    requestedAs: match.requestedAs,
    expiresAt: new Date(now.getTime() + REMOVAL_LINK_HOURS * 3_600_000),
  };
  const window = Math.floor(now.getTime() / REMOVAL_MAIL_WINDOW_MS);
  ctx.mailer
    .send(removalLinkMail(match.to, removalLink(ctx, token), REMOVAL_LINK_HOURS), {
      idempotencyKey: `NominationRemovalLink:${nominationId}:${match.requestedAs}:${window}`,
    })
    .catch((error: unknown) => {
      console.error('removal link mail failed:', error instanceof Error ? error.message : error);
    });
  return true;
}

/** The nomination a link may still remove, or the refusal the link answers with. */
async function usable(ctx: CommandContext, token: RemovalToken, now: Date) {
  const loaded = await loadWithSubmission(ctx.store, token.nominationId);
  const { state, submitted, removed } = loaded;
  if (state.status === 'unknown' || !submitted) throw new RemovalLinkInvalid();
  if (state.status === 'removed') {
    if (removed?.linkId === token.linkId) throw new RemovalLinkUsed();
    throw new NominationRemoved('This nomination was removed already');
  }
  if (token.expiresAt <= now) throw new RemovalLinkExpired();
  return { state, submitted };
}

export type RemovalLinkView = {
  nominationId: string;
  /** Who the link was mailed to, as the nomination records them. */
  requestedAs: LinkRequester;
  expiresAt: string;
  /** Only what anyone may see of the athlete (PLATFORM.md §0). */
  athlete: { name: string; ageGroup: AgeGroup; sport: string; state: string };
};

/** What opening the link shows: which nomination it removes, in its public fields only. */
export async function describeRemovalLink(
  ctx: AppContext,
  raw: string,
  now: Date,
): Promise<RemovalLinkView> {
  const token = readRemovalToken(ctx, raw);
  const { submitted } = await usable(ctx, token, now);
  const [firstName, lastName] = await Promise.all([
    unseal(ctx.knex, submitted.personal.firstName),
    unseal(ctx.knex, submitted.personal.lastName),
  ]);
  return {
    nominationId: token.nominationId,
    requestedAs: token.requestedAs,
    expiresAt: token.expiresAt.toISOString(),
    athlete: {
      name: publicName(firstName, lastName),
      ageGroup: ageGroupOf(submitted.age),
      sport: submitted.sport,
      state: submitted.state,
    },
  };
}

/**
 * The link's confirmation: the nomination removed at once by the ordinary removal (the athlete's
 * key deleted and `PersonalDataErased` recorded first, then `NominationRemoved`, which records
 * who the address was, that a mailed link asked, and the link's id; no account, no address).
 */
export async function confirmRemovalLink(
  ctx: AppContext,
  raw: string,
  metadata: EventMetadata,
): Promise<AppendResult> {
  const token = readRemovalToken(ctx, raw);
  const now = new Date(metadata.occurredAt);
  const { state } = await usable(ctx, token, now);
  const { athleteId } = state;
  try {
    return await recordRemoval(
      ctx,
      token.nominationId,
      athleteId,
      () => eraseNominatedAthleteByMailedLink(ctx, athleteId, token.requestedAs, metadata),
      { requestedAs: token.requestedAs, requestedBy: null, link: { linkId: token.linkId } },
      metadata,
    );
  } catch (error) {
    // Two clicks of one link at once: the one that lost is told the link was used.
    if (error instanceof NominationRemoved) await usable(ctx, token, now);
    throw error;
  }
}
