import type { AppContext } from '../../core/context';
import { systemMetadata } from '../../core/context';
import { DomainError } from '../../core/errors';
import { type EventStore, type RecordedEvent, START } from '../../core/event-store/event-store';
import { parseFamilyEvent } from '../../families';
import { parseYouScoutEvent, type YouScoutEventOf } from '../events';
import { finishSubmission } from './commands';
import { needsConsent } from './nomination';

// ── Nominations a crash cut between their appends ───────────────────────────
// A submission appends `NominationSubmitted` (the whole intent), then families'
// `NominatedAthleteRecorded`, then, under 13, `GuardianConsentRequested` under the nomination's
// id and its mail. A crash after the first leaves an athlete families never recorded: no
// guardian asked, never public, no erasure. As the board finishes its cut edits
// (docs/adding-an-area.md §4, `finishBoardEdits`), this finds each submission whose later steps
// are missing and does them again through the submission's own `finishSubmission`, whose steps
// are idempotent: finishing twice is finishing once. It runs at start and on a slow sweep in
// every API process (a request that failed between the steps is finished without a restart);
// two processes finishing one nomination at once append it once and mail it once.

const BATCH = 5_000;
const SWEEP_MS = 5 * 60_000;
/** A submission younger than this may still be finishing in its own request: left to it. */
export const FINISH_GRACE_MS = 60_000;

const SUBMISSION_TYPES = ['NominationSubmitted', 'NominationRemoved'];
const FAMILY_TYPES = ['NominatedAthleteRecorded', 'GuardianConsentRequested', 'PersonalDataErased'];

async function* eventsOf(store: EventStore, types: readonly string[]) {
  let after = START;
  for (;;) {
    const batch: RecordedEvent[] = await store.readAll({ after, types, limit: BATCH });
    const last = batch.at(-1);
    if (!last) return;
    yield* batch;
    after = last.position;
  }
}

type Submitted = YouScoutEventOf<'NominationSubmitted'>['data'];

/** The consent mail's key in the mailer's ledger (families' consent.ts keys it so). */
const consentMailKey = (requestId: string) => `GuardianConsentRequested:${requestId}`;

/** The submissions some later step of which is missing, oldest first. */
async function unfinished(ctx: AppContext, submittedBefore: Date): Promise<Submitted[]> {
  const submissions = new Map<string, Submitted>();
  for await (const recorded of eventsOf(ctx.store, SUBMISSION_TYPES)) {
    const event = parseYouScoutEvent(recorded.type, recorded.data);
    if (event.type === 'NominationSubmitted') submissions.set(event.data.nominationId, event.data);
    else if (event.type === 'NominationRemoved') submissions.delete(event.data.nominationId);
  }
  const recordedAthletes = new Set<string>();
  const consentAsked = new Set<string>();
  const requestIds = new Set<string>();
  const erased = new Set<string>();
  for await (const recorded of eventsOf(ctx.store, FAMILY_TYPES)) {
    const event = parseFamilyEvent(recorded.type, recorded.data);
    if (event.type === 'NominatedAthleteRecorded') recordedAthletes.add(event.data.athleteId);
    // A request under the nomination's id, or one asked otherwise (before this was finished so,
    // or by staff): either way the guardian was asked.
    else if (event.type === 'GuardianConsentRequested') {
      consentAsked.add(event.data.athleteId);
      requestIds.add(event.data.requestId);
    } else if (event.type === 'PersonalDataErased') erased.add(event.data.athleteId);
  }
  const candidates = [...submissions.values()].filter(
    (s) => !erased.has(s.athleteId) && new Date(s.submittedAt) < submittedBefore,
  );
  const cut = candidates.filter(
    (s) =>
      !recordedAthletes.has(s.athleteId) || (needsConsent(s.age) && !consentAsked.has(s.athleteId)),
  );
  // Asked, but the mail may not have gone (a crash between the request and its mail): the
  // mailer's ledger says. Only requests under the nomination's id can be told apart so.
  const asked = candidates.filter(
    (s) =>
      needsConsent(s.age) && recordedAthletes.has(s.athleteId) && requestIds.has(s.nominationId),
  );
  const mailed = new Set<string>();
  for (let i = 0; i < asked.length; i += 1_000) {
    const keys = asked.slice(i, i + 1_000).map((s) => consentMailKey(s.nominationId));
    const rows = (await ctx.knex('mail_deliveries').whereIn('key', keys).select('key')) as {
      key: string;
    }[];
    for (const row of rows) mailed.add(row.key);
  }
  const unmailed = asked.filter((s) => !mailed.has(consentMailKey(s.nominationId)));
  return [...cut, ...unmailed];
}

/**
 * Finishes every submission a crash cut short (submitted before `now - FINISH_GRACE_MS`);
 * answers how many it finished. One that cannot be finished (refused by families, e.g. erased
 * meanwhile) is passed over and the rest go on.
 */
export async function finishNominations(ctx: AppContext, now = ctx.clock.now()): Promise<number> {
  const pending = await unfinished(ctx, new Date(now.getTime() - FINISH_GRACE_MS));
  let finished = 0;
  for (const submitted of pending) {
    try {
      await finishSubmission(ctx, submitted, systemMetadata('finish-nominations', ctx.clock));
      finished++;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      console.error(`nomination ${submitted.nominationId} could not be finished:`, error.message);
    }
  }
  return finished;
}

/** Runs `finishNominations` at start and on a slow sweep; answers its stop. */
export function startNominationFinishing(ctx: AppContext): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = async () => {
    if (running) return;
    running = finishNominations(ctx)
      .then((finished) => {
        if (finished > 0) console.log(`finished ${finished} nomination(s) a crash had cut short`);
      })
      .catch((error: unknown) => {
        console.error('finishing nominations:', error instanceof Error ? error.message : error);
      })
      .finally(() => {
        running = undefined;
      });
    await running;
  };
  const timer = setInterval(() => void run(), SWEEP_MS);
  timer.unref();
  void run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
