import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../../core/errors';
import type { NominationStatus } from '../constants';
import {
  CannotChangeStatus,
  NominationExists,
  NominationNotFound,
  NominationRemoved,
  NotYourNomination,
} from '../errors';
import {
  inStatus,
  nominationWith,
  now,
  personalFor,
  refusal,
  removed,
  sealedAs,
  submitCommand,
} from '../youscout.testing';
import {
  allowedTransitions,
  decideAddNote,
  decideRemove,
  decideReview,
  decideSubmit,
  decideWithdraw,
  latestToday,
  type ReviewNomination,
  STATUS_REFUSALS,
} from './decide';
import { evolveNomination, initialNomination, isPublic } from './nomination';

const staff = 'staff-1';

describe('submitting a nomination', () => {
  it('given no nomination, then NominationSubmitted carries the public facts in clear and the personal fields sealed', () => {
    const command = submitCommand();
    const [event] = decideSubmit(command, initialNomination);
    expect(event).toEqual({
      type: 'NominationSubmitted',
      data: {
        nominationId: command.nominationId,
        athleteId: command.athleteId,
        submittedByUserId: command.nominatorId,
        nominatorIsGuardian: false,
        ...command.facts,
        personal: command.personal,
        submittedAt: now.toISOString(),
      },
    });
    expect(evolveNomination(initialNomination, event)).toMatchObject({
      status: 'pending',
      age: 15,
    });
  });

  it('given the id exists, then a second submission is refused', () => {
    const { state, command } = nominationWith();
    expect(() => decideSubmit(command, state)).toThrow(NominationExists);
  });

  it('refuses a game date after today anywhere on Earth, and accepts today and none', () => {
    const tomorrowEverywhere = new Date(now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const error = refusal(() =>
      decideSubmit(
        submitCommand({ facts: { ...submitCommand().facts, gameDate: tomorrowEverywhere } }),
        initialNomination,
      ),
    );
    expect(error).toBeInstanceOf(ValidationFailed);
    expect((error as ValidationFailed).errors).toEqual({
      gameDate: 'Game date cannot be in the future',
    });
    for (const gameDate of [latestToday(now), '2026-11-01', null]) {
      expect(
        decideSubmit(
          submitCommand({ facts: { ...submitCommand().facts, gameDate } }),
          initialNomination,
        ),
      ).toHaveLength(1);
    }
  });

  it('refuses an athlete under 13 without a guardian address unless the nominator is the guardian', () => {
    const under13 = { ...submitCommand().facts, age: 12 };
    const error = refusal(() => decideSubmit(submitCommand({ facts: under13 }), initialNomination));
    expect((error as ValidationFailed).errors).toEqual({
      guardianEmail: "A parent or guardian's email is required for athletes under 13",
    });
    expect(
      decideSubmit(submitCommand({ facts: under13, nominatorIsGuardian: true }), initialNomination),
    ).toHaveLength(1);
    const athleteId = randomUUID();
    const withGuardian = submitCommand({
      athleteId,
      facts: under13,
      personal: personalFor(athleteId, {
        guardianEmail: sealedAs(athleteId, 'parent@example.com'),
      }),
    });
    expect(decideSubmit(withGuardian, initialNomination)).toHaveLength(1);
    expect(
      decideSubmit(submitCommand({ facts: { ...under13, age: 13 } }), initialNomination),
    ).toHaveLength(1);
  });

  it('refuses an age outside 6 to 18', () => {
    for (const age of [5, 19, 12.5]) {
      const error = refusal(() =>
        decideSubmit(
          submitCommand({ facts: { ...submitCommand().facts, age } }),
          initialNomination,
        ),
      );
      expect((error as ValidationFailed).errors).toEqual({ age: 'Age must be from 6 to 18' });
    }
  });

  it('refuses personal fields sealed with another person’s key', () => {
    const command = submitCommand();
    const other = personalFor(randomUUID());
    expect(() =>
      decideSubmit(
        { ...command, personal: { ...command.personal, lastName: other.lastName } },
        initialNomination,
      ),
    ).toThrow(/another key/);
  });
});

describe('the status machine', () => {
  const review = (
    nominationId: string,
    review: 'approve' | 'feature' | 'archive',
  ): ReviewNomination => ({
    type: 'ReviewNomination',
    nominationId,
    by: staff,
    review,
    now,
  });

  it('given pending, approve → NominationApproved; reject with a reason → NominationRejected (reason trimmed)', () => {
    const { state, command } = inStatus('pending');
    expect(decideReview(review(command.nominationId, 'approve'), state)).toEqual([
      {
        type: 'NominationApproved',
        data: { nominationId: command.nominationId, by: staff, approvedAt: now.toISOString() },
      },
    ]);
    expect(
      decideReview(
        {
          type: 'ReviewNomination',
          nominationId: command.nominationId,
          by: staff,
          review: 'reject',
          reason: '  Video is private ',
          now,
        },
        state,
      ),
    ).toEqual([
      {
        type: 'NominationRejected',
        data: {
          nominationId: command.nominationId,
          by: staff,
          reason: 'Video is private',
          rejectedAt: now.toISOString(),
        },
      },
    ]);
  });

  it('refuses a rejection without a reason', () => {
    const { state, command } = inStatus('pending');
    const error = refusal(() =>
      decideReview(
        {
          type: 'ReviewNomination',
          nominationId: command.nominationId,
          by: staff,
          review: 'reject',
          reason: '   ',
          now,
        },
        state,
      ),
    );
    expect((error as ValidationFailed).errors).toEqual({ reason: 'A reason is required' });
  });

  it('given approved, feature → featured; given approved or featured, archive → archived from there', () => {
    const approved = inStatus('approved');
    expect(
      decideReview(review(approved.command.nominationId, 'feature'), approved.state)[0].type,
    ).toBe('NominationFeatured');
    expect(
      decideReview(review(approved.command.nominationId, 'archive'), approved.state)[0].data,
    ).toMatchObject({ from: 'approved' });
    const featured = inStatus('featured');
    const [archived] = decideReview(
      review(featured.command.nominationId, 'archive'),
      featured.state,
    );
    expect(archived.data).toMatchObject({ from: 'featured' });
    expect(evolveNomination(featured.state, archived).status).toBe('archived');
  });

  // Every refused transition, with its own message.
  const refused = (
    Object.entries(STATUS_REFUSALS) as [keyof typeof STATUS_REFUSALS, Record<string, string>][]
  ).flatMap(([action, byStatus]) =>
    Object.entries(byStatus).map(([status, message]) => [action, status, message] as const),
  );
  it.each(refused)('refuses %s from %s: "%s"', (action, status, message) => {
    const { state, command } = inStatus(status as Exclude<NominationStatus, 'removed'>);
    const error = refusal(() =>
      action === 'withdraw'
        ? decideWithdraw(
            {
              type: 'WithdrawNomination',
              nominationId: command.nominationId,
              userId: command.nominatorId,
              now,
            },
            state,
          )
        : action === 'reject'
          ? decideReview(
              {
                type: 'ReviewNomination',
                nominationId: command.nominationId,
                by: staff,
                review: 'reject',
                reason: 'why',
                now,
              },
              state,
            )
          : decideReview(review(command.nominationId, action), state),
    );
    expect(error).toBeInstanceOf(CannotChangeStatus);
    expect((error as Error).message).toBe(message);
    expect((error as CannotChangeStatus).status).toBe(409);
  });

  it('has a distinct message for every refusal', () => {
    const messages = refused.map(([, , message]) => message);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('offers the back office only the allowed moves', () => {
    expect(allowedTransitions('pending')).toEqual(['approve', 'reject', 'withdraw']);
    expect(allowedTransitions('approved')).toEqual(['feature', 'archive']);
    expect(allowedTransitions('featured')).toEqual(['archive']);
    for (const status of ['rejected', 'archived', 'withdrawn', 'removed'] as const)
      expect(allowedTransitions(status)).toEqual([]);
  });

  it('refuses every review of an unknown nomination (404) and of a removed one (410)', () => {
    const id = randomUUID();
    expect(() => decideReview(review(id, 'approve'), initialNomination)).toThrow(
      NominationNotFound,
    );
    const { state, command } = removed();
    const error = refusal(() => decideReview(review(command.nominationId, 'approve'), state));
    expect(error).toBeInstanceOf(NominationRemoved);
    expect((error as NominationRemoved).status).toBe(410);
  });
});

describe('withdrawing and removing', () => {
  it('given pending, the nominator withdraws it; anyone else is refused', () => {
    const { state, command } = inStatus('pending');
    const withdraw = {
      type: 'WithdrawNomination' as const,
      nominationId: command.nominationId,
      now,
    };
    expect(decideWithdraw({ ...withdraw, userId: command.nominatorId }, state)).toEqual([
      {
        type: 'NominationWithdrawn',
        data: {
          nominationId: command.nominationId,
          by: command.nominatorId,
          withdrawnAt: now.toISOString(),
        },
      },
    ]);
    expect(() => decideWithdraw({ ...withdraw, userId: 'someone-else' }, state)).toThrow(
      NotYourNomination,
    );
  });

  it.each(['pending', 'approved', 'rejected', 'featured', 'archived', 'withdrawn'] as const)(
    'given %s, a guardian’s removal is honoured at once and names the athlete whose key goes',
    (status) => {
      const { state, command } = inStatus(status);
      const [event] = decideRemove(
        {
          type: 'RemoveNomination',
          nominationId: command.nominationId,
          requestedAs: 'guardian',
          requestedBy: null,
          now,
        },
        state,
      );
      expect(event.data).toEqual({
        nominationId: command.nominationId,
        athleteId: command.athleteId,
        requestedBy: null,
        requestedAs: 'guardian',
        from: status,
        removedAt: now.toISOString(),
      });
      expect(evolveNomination(state, event).status).toBe('removed');
    },
  );

  it('refuses removing twice (410) and an unknown nomination (404)', () => {
    const { state, command } = removed();
    const remove = {
      type: 'RemoveNomination' as const,
      nominationId: command.nominationId,
      requestedAs: 'athlete' as const,
      requestedBy: 'a1',
      now,
    };
    const error = refusal(() => decideRemove(remove, state));
    expect((error as Error).message).toBe('This nomination was removed already');
    expect(() => decideRemove(remove, initialNomination)).toThrow(NominationNotFound);
  });

  it('records staff notes sealed with the athlete’s key; refuses another key and a removed nomination', () => {
    const { state, command } = inStatus('pending');
    const note = { type: 'AddNote' as const, nominationId: command.nominationId, by: staff, now };
    const sealed = sealedAs(command.athleteId, 'Called the coach');
    expect(decideAddNote({ ...note, note: sealed }, state)[0].data.note).toBe(sealed);
    expect(() => decideAddNote({ ...note, note: sealedAs(randomUUID(), 'x') }, state)).toThrow(
      /another key/,
    );
    expect(() => decideAddNote({ ...note, note: sealed }, removed().state)).toThrow(
      NominationRemoved,
    );
  });
});

describe('the public rule', () => {
  it.each([
    ['approved', 15, false, true],
    ['featured', 13, false, true],
    ['approved', 12, false, false],
    ['approved', 12, true, true],
    ['featured', 6, true, true],
    ['pending', 15, true, false],
    ['rejected', 15, true, false],
    ['archived', 15, true, false],
    ['withdrawn', 15, true, false],
  ] as const)('%s at age %i with consent %s: public %s', (status, age, consent, expected) => {
    expect(isPublic(inStatus(status, age).state, consent)).toBe(expected);
  });

  it('a removed or unknown nomination is never public', () => {
    expect(isPublic(removed().state, true)).toBe(false);
    expect(isPublic(initialNomination, true)).toBe(false);
  });
});
