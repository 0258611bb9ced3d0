import { randomUUID } from 'node:crypto';
import { appendEvents, systemMetadata } from '../core/context';
import type { EventStore } from '../core/event-store/event-store';
import { familyStream } from '../families/events';
import { sealFor, shredKey } from '../families/sealing';
import type { TestServer } from '../testing/test-server';
import {
  decideModerate,
  decidePostComment,
  decideReport,
  evolveComment,
  initialComment,
} from './comments/decide';
import { screenComment } from './comments/screen';
import type { NominationStatus } from './constants';
import {
  commentStream,
  nominationStream,
  nominationVoteStream,
  parseYouScoutEvent,
  type YouScoutEvent,
} from './events';
import {
  decideAddNote,
  decideRemove,
  decideReview,
  decideSubmit,
  decideWithdraw,
  type SubmitNomination,
} from './nominations/decide';
import { evolveNomination, initialNomination } from './nominations/nomination';
import { decideVoidVotes, decideVote } from './votes/decide';
import { submitCommand } from './youscout.testing';

/**
 * YouScout's events appended straight to a test server's store, each made by the domain's own
 * decisions and sealed with the athlete's real key (families' sealFor), then waited for on the
 * read tables. The write side's routes are another part's; these tests read what the log holds.
 */
export function youScoutLog(server: TestServer) {
  const { store, knex } = server.ctx;

  async function append(stream: string, events: readonly { type: string; data: object }[]) {
    const existing = await store.readStream(stream);
    const appended = await appendEvents(
      server.ctx,
      stream,
      events.map((e) => ({ type: e.type, data: e.data as Record<string, unknown> })),
      existing.length === 0 ? 'no_stream' : existing.length - 1,
      systemMetadata('test'),
    );
    const lagging = await server.ctx.watcher.waitFor(
      appended.position,
      events.map((e) => e.type),
      10_000,
    );
    if (lagging.length > 0) throw new Error(`projectors behind: ${lagging.join(', ')}`);
    return appended;
  }

  const folded = async <S>(stream: string, evolve: (s: S, e: YouScoutEvent) => S, initial: S) =>
    (await store.readStream(stream)).reduce(
      (state, e) => evolve(state, parseYouScoutEvent(e.type, e.data)),
      initial,
    );
  const nominationOf = (id: string) =>
    folded(nominationStream(id), evolveNomination, initialNomination);

  type Nominate = {
    athleteId?: string;
    age?: number;
    nominatorId?: string;
    firstName?: string;
    lastName?: string;
    school?: string;
    performance?: string;
    sport?: 'baseball' | 'softball';
    position?: SubmitNomination['facts']['position'];
    state?: SubmitNomination['facts']['state'];
    status?: Exclude<NominationStatus, 'removed'>;
    now?: Date;
  };

  async function nominate(given: Nominate = {}) {
    const athleteId = given.athleteId ?? randomUUID();
    const base = submitCommand({ athleteId });
    const age = given.age ?? 15;
    const personal = await sealFor(knex, athleteId, {
      firstName: given.firstName ?? 'Jamie',
      lastName: given.lastName ?? 'Broussard',
      school: given.school ?? 'Jesuit High School',
      city: 'Metairie',
      gameLocation: 'Kirsch-Rooney Stadium',
      performance: given.performance ?? 'Three hits and a diving catch in the ninth inning.',
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      submittedByName: 'Dana Coach',
      submittedByEmail: 'dana@example.com',
    });
    const command: SubmitNomination = {
      ...base,
      nominatorId: given.nominatorId ?? randomUUID(),
      nominatorIsGuardian: age < 13,
      facts: {
        ...base.facts,
        age,
        sport: given.sport ?? 'baseball',
        position: given.position ?? base.facts.position,
        state: given.state ?? 'LA',
      },
      personal: { ...personal, submittedByPhone: null, guardianEmail: null },
      now: given.now ?? new Date(),
    };
    await append(nominationStream(command.nominationId), decideSubmit(command, initialNomination));
    const path: Record<
      Exclude<NominationStatus, 'removed'>,
      ('approve' | 'reject' | 'feature' | 'archive' | 'withdraw')[]
    > = {
      pending: [],
      approved: ['approve'],
      rejected: ['reject'],
      featured: ['approve', 'feature'],
      archived: ['approve', 'archive'],
      withdrawn: ['withdraw'],
    };
    for (const step of path[given.status ?? 'approved']) await review(command.nominationId, step);
    return { nominationId: command.nominationId, athleteId, nominatorId: command.nominatorId };
  }

  async function review(
    nominationId: string,
    review: 'approve' | 'reject' | 'feature' | 'archive' | 'withdraw',
    reason = 'Not enough detail about the game',
  ) {
    const state = await nominationOf(nominationId);
    const now = new Date();
    const events =
      review === 'withdraw'
        ? decideWithdraw(
            {
              type: 'WithdrawNomination',
              nominationId,
              userId: state.status === 'unknown' ? '' : state.nominatorId,
              now,
            },
            state,
          )
        : decideReview(
            review === 'reject'
              ? { type: 'ReviewNomination', nominationId, review, reason, by: 'staff-1', now }
              : { type: 'ReviewNomination', nominationId, review, by: 'staff-1', now },
            state,
          );
    await append(nominationStream(nominationId), events);
  }

  async function note(nominationId: string, text: string) {
    const state = await nominationOf(nominationId);
    if (state.status === 'unknown') throw new Error('no such nomination');
    const { note: sealed } = await sealFor(knex, state.athleteId, { note: text });
    await append(
      nominationStream(nominationId),
      decideAddNote(
        { type: 'AddNote', nominationId, by: 'staff-1', note: sealed, now: new Date() },
        state,
      ),
    );
  }

  /**
   * A guardian's consent given (and, unless `verified` is false, verified by staff's call: what
   * shows a child under 13 in public), or withdrawn.
   */
  async function consent(athleteId: string, given: boolean, verified = true) {
    const at = new Date().toISOString();
    const { email, note } = await sealFor(knex, athleteId, {
      email: 'guardian@example.com',
      note: 'Called the guardian',
    });
    const requestId = randomUUID();
    await append(
      familyStream(athleteId),
      given
        ? [
            {
              type: 'GuardianConsentGiven',
              data: {
                athleteId,
                requestId,
                guardianId: null,
                email,
                method: 'email',
                addressBelongsToNominator: false,
                givenAt: at,
              },
            },
            ...(verified
              ? [
                  {
                    type: 'GuardianConsentVerified',
                    data: {
                      athleteId,
                      requestId,
                      method: 'call',
                      guardianId: null,
                      paymentId: null,
                      staffId: 'staff-1',
                      note,
                      verifiedAt: at,
                    },
                  },
                ]
              : []),
          ]
        : [
            {
              type: 'GuardianConsentWithdrawn',
              data: { athleteId, withdrawnBy: null, withdrawnAt: at },
            },
          ],
    );
  }

  /** Families' erasure of the athlete: the key first, then the event. */
  async function erase(athleteId: string) {
    await shredKey(knex, athleteId);
    await append(familyStream(athleteId), [
      {
        type: 'PersonalDataErased',
        data: {
          athleteId,
          requestedBy: 'staff-1',
          requestedAs: 'staff',
          erasedAt: new Date().toISOString(),
        },
      },
    ]);
  }

  /** A removal at a guardian's request: the key first, then the event. */
  async function remove(nominationId: string) {
    const state = await nominationOf(nominationId);
    if (state.status === 'unknown') throw new Error('no such nomination');
    await shredKey(knex, state.athleteId);
    await append(
      nominationStream(nominationId),
      decideRemove(
        {
          type: 'RemoveNomination',
          nominationId,
          requestedAs: 'guardian',
          requestedBy: null,
          now: new Date(),
        },
        state,
      ),
    );
  }

  async function vote(
    nominationId: string,
    given: { userId?: string | null; castAt?: Date; consentOnRecord?: boolean } = {},
  ) {
    const state = await nominationOf(nominationId);
    const voteId = randomUUID();
    const userId = given.userId === undefined ? randomUUID() : given.userId;
    const voterKey = userId ?? `visitor${randomUUID()}`;
    const events = decideVote(
      {
        type: 'CastNominationVote',
        nominationId,
        voteId,
        voterKey,
        userId,
        accountCreatedAt: userId ? new Date('2026-01-01T00:00:00Z') : null,
        now: given.castAt ?? new Date(),
      },
      state,
      given.consentOnRecord ?? true,
    );
    await append(nominationVoteStream(nominationId, voterKey), events);
    return { voteId, castAt: events[0].data.castAt };
  }

  async function voidVotes(
    nominationId: string,
    votes: { voteId: string; castAt: string }[],
    from: Date,
    to: Date,
  ) {
    const state = await nominationOf(nominationId);
    await append(
      nominationStream(nominationId),
      decideVoidVotes(
        {
          type: 'VoidVotes',
          nominationId,
          by: 'staff-1',
          from,
          to,
          reason: 'A burst from one place',
          votes,
          now: new Date(),
        },
        state,
      ),
    );
  }

  async function comment(
    nominationId: string,
    given: { userId: string; authorName?: string; text: string; consentOnRecord?: boolean },
  ) {
    const state = await nominationOf(nominationId);
    if (state.status === 'unknown') throw new Error('no such nomination');
    const commentId = randomUUID();
    const { comment: sealed } = await sealFor(knex, state.athleteId, { comment: given.text });
    const events = decidePostComment(
      {
        type: 'PostComment',
        commentId,
        nominationId,
        userId: given.userId,
        authorName: given.authorName ?? 'A fan',
        comment: sealed,
        screening: screenComment(given.text),
        now: new Date(),
      },
      initialComment,
      state,
      given.consentOnRecord ?? true,
    );
    await append(commentStream(commentId), events);
    return { commentId, status: events[0].data.status };
  }

  const commentOf = (id: string) => folded(commentStream(id), evolveComment, initialComment);

  async function report(commentId: string, userId: string) {
    await append(
      commentStream(commentId),
      decideReport(
        { type: 'ReportComment', commentId, userId, reason: 'rude', now: new Date() },
        await commentOf(commentId),
      ),
    );
  }

  async function moderate(commentId: string, action: 'hide' | 'restore', reason: string) {
    await append(
      commentStream(commentId),
      decideModerate(
        { type: 'ModerateComment', commentId, action, by: 'staff-1', reason, now: new Date() },
        await commentOf(commentId),
      ),
    );
  }

  return {
    store: store as EventStore,
    nominate,
    review,
    note,
    consent,
    erase,
    remove,
    vote,
    voidVotes,
    comment,
    report,
    moderate,
  };
}
