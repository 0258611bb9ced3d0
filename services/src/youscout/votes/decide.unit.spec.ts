import { describe, expect, it } from 'vitest';
import type { ValidationFailed } from '../../core/errors';
import { NominationNotFound, NotOpenForVotes, NoVotesToVoid } from '../errors';
import type { YouScoutEvent } from '../events';
import { initialNomination, type Nomination } from '../nominations/nomination';
import { at, inStatus, nominationWith, now, refusal, removed, toStatus } from '../youscout.testing';
import { decideVoidVotes, decideVote } from './decide';

const staff = 'staff-1';

describe('votes', () => {
  const vote = (nominationId: string, userId: string | null = 'u1') => ({
    type: 'CastNominationVote' as const,
    nominationId,
    voteId: 'v1',
    voterKey: userId ?? 'visitor-hmac',
    userId,
    accountCreatedAt: userId ? new Date('2026-10-31T12:00:00.000Z') : null,
    now,
  });

  it('given a public nomination, then NominationVoteCast names the vote, the voter and the account’s age', () => {
    const { state, command } = inStatus('approved');
    expect(decideVote(vote(command.nominationId), state, false)).toEqual([
      {
        type: 'NominationVoteCast',
        data: {
          nominationId: command.nominationId,
          voteId: 'v1',
          voterKey: 'u1',
          userId: 'u1',
          accountCreatedAt: '2026-10-31T12:00:00.000Z',
          castAt: now.toISOString(),
        },
      },
    ]);
    expect(decideVote(vote(command.nominationId, null), state, false)[0].data).toMatchObject({
      userId: null,
      accountCreatedAt: null,
    });
  });

  it.each(['pending', 'rejected', 'archived', 'withdrawn'] as const)(
    'refuses a vote on a %s nomination',
    (status) => {
      const { state, command } = inStatus(status);
      const error = refusal(() => decideVote(vote(command.nominationId), state, true));
      expect(error).toBeInstanceOf(NotOpenForVotes);
      expect((error as Error).message).toBe(
        'This nomination is not public, so it cannot be voted for',
      );
    },
  );

  it('refuses a vote for an approved athlete under 13 without consent, and for an unknown or removed nomination', () => {
    const young = inStatus('approved', 10);
    expect(() => decideVote(vote(young.command.nominationId), young.state, false)).toThrow(
      NotOpenForVotes,
    );
    expect(decideVote(vote(young.command.nominationId), young.state, true)).toHaveLength(1);
    expect(() => decideVote(vote('x'), initialNomination, true)).toThrow(NominationNotFound);
    expect(() => decideVote(vote('x'), removed().state, true)).toThrow(NotOpenForVotes);
  });
});

describe('voiding a burst of votes', () => {
  const votes = [
    { voteId: 'a', castAt: at(0).toISOString() },
    { voteId: 'b', castAt: at(5).toISOString() },
    { voteId: 'c', castAt: at(10).toISOString() },
    { voteId: 'd', castAt: at(60).toISOString() },
  ];
  const voidCommand = (nominationId: string, from = at(0), to = at(60)) => ({
    type: 'VoidVotes' as const,
    nominationId,
    by: staff,
    from,
    to,
    reason: 'Scripted burst from new accounts',
    votes,
    now: at(120),
  });

  it('given votes in the window, then NominationVotesVoided lists them (start inclusive, end exclusive)', () => {
    const { state, command } = inStatus('approved');
    const [event] = decideVoidVotes(voidCommand(command.nominationId), state);
    expect(event.data).toEqual({
      nominationId: command.nominationId,
      voteIds: ['a', 'b', 'c'],
      from: at(0).toISOString(),
      to: at(60).toISOString(),
      by: staff,
      reason: 'Scripted burst from new accounts',
      voidedAt: at(120).toISOString(),
    });
  });

  it('given some voided already, then only the others; given all, then refused', () => {
    const { state, command } = nominationWith((id) => [
      ...toStatus.approved(id),
      {
        type: 'NominationVotesVoided',
        data: {
          nominationId: id,
          voteIds: ['a', 'b'],
          from: at(0).toISOString(),
          to: at(6).toISOString(),
          by: staff,
          reason: 'x',
          voidedAt: now.toISOString(),
        },
      } satisfies YouScoutEvent,
    ]);
    expect(decideVoidVotes(voidCommand(command.nominationId), state)[0].data.voteIds).toEqual([
      'c',
    ]);
    expect(() => decideVoidVotes(voidCommand(command.nominationId, at(0), at(6)), state)).toThrow(
      NoVotesToVoid,
    );
  });

  it('refuses an empty window, an end before the start, a missing reason, an unknown nomination', () => {
    const { state, command } = inStatus('approved');
    expect(() => decideVoidVotes(voidCommand(command.nominationId, at(20), at(50)), state)).toThrow(
      NoVotesToVoid,
    );
    const backwards = refusal(() =>
      decideVoidVotes(voidCommand(command.nominationId, at(60), at(0)), state),
    );
    expect((backwards as ValidationFailed).errors).toEqual({
      to: 'The end of the time must be after its start',
    });
    const noReason = refusal(() =>
      decideVoidVotes({ ...voidCommand(command.nominationId), reason: ' ' }, state),
    );
    expect((noReason as ValidationFailed).errors).toEqual({ reason: 'A reason is required' });
    expect(() => decideVoidVotes(voidCommand('x'), initialNomination as Nomination)).toThrow(
      NominationNotFound,
    );
  });
});
