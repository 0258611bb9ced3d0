import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../../core/errors';
import { hiddenPlaceholder } from '../constants';
import {
  AlreadyReported,
  CannotModerate,
  CannotReportOwnComment,
  CommentExists,
  CommentNotFound,
  NominationNotFound,
  NotOpenForComments,
} from '../errors';
import type { YouScoutEvent } from '../events';
import { initialNomination } from '../nominations/nomination';
import { nominationWith, now, sealedAs, toStatus } from '../youscout.testing';
import {
  type Comment,
  decideModerate,
  decidePostComment,
  decideReport,
  evolveComment,
  initialComment,
  type KnownComment,
  mayReadComment,
} from './decide';
import { screenComment } from './screen';

const author = 'author-1';
const staff = 'staff-1';

const approved = () => nominationWith(toStatus.approved);
const post = (athleteId: string, nominationId: string, text = 'What a catch in the ninth!') => ({
  type: 'PostComment' as const,
  commentId: randomUUID(),
  nominationId,
  userId: author,
  authorName: 'Dana',
  comment: sealedAs(athleteId, text),
  screening: screenComment(text),
  now,
});

/** A comment posted (shown, or held when the text trips the filter), then these events. */
function commentWith(
  text?: string,
  then: (id: string, nominationId: string) => YouScoutEvent[] = () => [],
) {
  const { state: nomination, command } = approved();
  const posted = post(command.athleteId, command.nominationId, text);
  const events = [
    ...decidePostComment(posted, initialComment, nomination, false),
    ...then(posted.commentId, command.nominationId),
  ];
  return { state: events.reduce(evolveComment, initialComment), commentId: posted.commentId };
}
const hidden = () =>
  commentWith(undefined, (commentId, nominationId) => [
    {
      type: 'ScoutCommentHidden',
      data: {
        commentId,
        nominationId,
        by: staff,
        reason: 'Off topic',
        from: 'shown',
        hiddenAt: now.toISOString(),
      },
    },
  ]);

describe('posting a comment', () => {
  it('given a public nomination and a clean text, then the comment is shown at once', () => {
    const { state, command } = approved();
    const posted = post(command.athleteId, command.nominationId);
    expect(decidePostComment(posted, initialComment, state, false)).toEqual([
      {
        type: 'ScoutCommentPosted',
        data: {
          commentId: posted.commentId,
          nominationId: command.nominationId,
          userId: author,
          authorName: 'Dana',
          comment: posted.comment,
          status: 'shown',
          heldFor: [],
          postedAt: now.toISOString(),
        },
      },
    ]);
  });

  it('given a text the filter flags, then the comment is held for review, with why', () => {
    const { state, command } = approved();
    const [event] = decidePostComment(
      post(command.athleteId, command.nominationId, 'text me at 504-555-0123'),
      initialComment,
      state,
      false,
    );
    expect(event.data).toMatchObject({ status: 'held', heldFor: ['contact-details'] });
  });

  it('refuses a comment on a nomination that is not public, unknown, or under 13 without consent', () => {
    const pending = nominationWith();
    expect(() =>
      decidePostComment(
        post(pending.command.athleteId, pending.command.nominationId),
        initialComment,
        pending.state,
        true,
      ),
    ).toThrow(NotOpenForComments);
    expect(() =>
      decidePostComment(post('a', 'n'), initialComment, initialNomination, true),
    ).toThrow(NominationNotFound);
    const young = nominationWith(toStatus.approved, {
      facts: { ...approved().command.facts, age: 9 },
      nominatorIsGuardian: true,
    });
    const comment = post(young.command.athleteId, young.command.nominationId);
    expect(() => decidePostComment(comment, initialComment, young.state, false)).toThrow(
      NotOpenForComments,
    );
    expect(decidePostComment(comment, initialComment, young.state, true)).toHaveLength(1);
  });

  it('refuses a second post under one id, and a text sealed with another key', () => {
    const { state: nomination, command } = approved();
    const existing = commentWith().state;
    expect(() =>
      decidePostComment(post(command.athleteId, command.nominationId), existing, nomination, false),
    ).toThrow(CommentExists);
    expect(() =>
      decidePostComment(
        post(randomUUID(), command.nominationId),
        initialComment,
        nomination,
        false,
      ),
    ).toThrow(/another key/);
  });
});

describe('reporting a comment', () => {
  const report = (commentId: string, userId: string) => ({
    type: 'ReportComment' as const,
    commentId,
    userId,
    reason: ' Rude ',
    now,
  });

  it('given a comment, a signed-in reader reports it once; a second report by them is refused', () => {
    const { state, commentId } = commentWith();
    const [event] = decideReport(report(commentId, 'reader-1'), state);
    expect(event.data).toMatchObject({ commentId, reportedBy: 'reader-1', reason: 'Rude' });
    const reported = evolveComment(state, event);
    expect(() => decideReport(report(commentId, 'reader-1'), reported)).toThrow(AlreadyReported);
    expect(decideReport(report(commentId, 'reader-2'), reported)).toHaveLength(1);
  });

  it('refuses a report of one’s own comment, and of an unknown comment', () => {
    const { state, commentId } = commentWith();
    expect(() => decideReport(report(commentId, author), state)).toThrow(CannotReportOwnComment);
    expect(() => decideReport(report('x', 'reader-1'), initialComment)).toThrow(CommentNotFound);
  });
});

describe('moderating a comment', () => {
  const moderate = (commentId: string, action: 'hide' | 'restore', reason = 'Off topic') => ({
    type: 'ModerateComment' as const,
    commentId,
    action,
    by: staff,
    reason,
    now,
  });

  it('given a shown comment, hiding records the public reason; the placeholder shows it', () => {
    const { state, commentId } = commentWith();
    const [event] = decideModerate(moderate(commentId, 'hide'), state);
    expect(event).toMatchObject({
      type: 'ScoutCommentHidden',
      data: { reason: 'Off topic', from: 'shown' },
    });
    expect(evolveComment(state, event).status).toBe('hidden');
    expect(hiddenPlaceholder('Off topic')).toBe('removed by a moderator: Off topic');
  });

  it('given a hidden comment, restoring shows it again; given a held one, restoring releases it', () => {
    const { state, commentId } = hidden();
    const [restored] = decideModerate(moderate(commentId, 'restore', 'Hidden by mistake'), state);
    expect(restored).toMatchObject({ type: 'ScoutCommentRestored', data: { from: 'hidden' } });
    expect(evolveComment(state, restored).status).toBe('shown');
    const held = commentWith('damn good, shit hot swing');
    expect(held.state.status).toBe('held');
    expect(decideModerate(moderate(held.commentId, 'restore'), held.state)[0].data).toMatchObject({
      from: 'held',
    });
    expect(decideModerate(moderate(held.commentId, 'hide'), held.state)[0].data).toMatchObject({
      from: 'held',
    });
  });

  it('refuses hiding a hidden comment, restoring a shown one, no reason, an unknown comment', () => {
    const shown = commentWith();
    const error = (() => {
      try {
        decideModerate(moderate(shown.commentId, 'restore'), shown.state);
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error).toBeInstanceOf(CannotModerate);
    expect(error?.message).toBe('This comment is shown already');
    const { state, commentId } = hidden();
    expect(() => decideModerate(moderate(commentId, 'hide'), state)).toThrow(
      'This comment is hidden already',
    );
    expect(() => decideModerate(moderate(commentId, 'restore', '  '), state)).toThrow(
      ValidationFailed,
    );
    expect(() => decideModerate(moderate('x', 'hide'), initialComment as Comment)).toThrow(
      CommentNotFound,
    );
  });
});

describe('who reads a comment', () => {
  const as = (status: KnownComment['status']): KnownComment => ({
    status,
    id: 'c',
    nominationId: 'n',
    authorId: author,
    reporters: new Set(),
  });

  it('shown: everyone; held: its author and staff; hidden: staff (the public sees the placeholder)', () => {
    expect(mayReadComment(as('shown'), null)).toBe(true);
    expect(mayReadComment(as('held'), null)).toBe(false);
    expect(mayReadComment(as('held'), { id: 'reader', staff: false })).toBe(false);
    expect(mayReadComment(as('held'), { id: author, staff: false })).toBe(true);
    expect(mayReadComment(as('held'), { id: staff, staff: true })).toBe(true);
    expect(mayReadComment(as('hidden'), { id: author, staff: false })).toBe(false);
    expect(mayReadComment(as('hidden'), { id: staff, staff: true })).toBe(true);
  });
});
