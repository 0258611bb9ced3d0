import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { voteErrorToast } from '@/lib/vote-toasts';

const body = (message: string) => JSON.stringify({ message });

describe('refused vote toasts', () => {
  it('a repeat vote is "Already Voted" with the server message, on the board and on YouScout', () => {
    const error = new ApiError(409, body('You have already voted for this prospect'));
    expect(voteErrorToast(error)).toEqual({
      title: 'Already Voted',
      description: 'You have already voted for this prospect',
      variant: 'destructive',
    });
    const nomination = new ApiError(409, body('You have already voted for this nomination'));
    expect(voteErrorToast(nomination).title).toBe('Already Voted');
  });

  it('any other refusal is a "Voting Error" with the server message', () => {
    const error = new ApiError(429, body('Too many votes from this address; try again later'));
    expect(voteErrorToast(error)).toEqual({
      title: 'Voting Error',
      description: 'Too many votes from this address; try again later',
      variant: 'destructive',
    });
    expect(voteErrorToast(new ApiError(404, body('Prospect not found'))).title).toBe(
      'Voting Error',
    );
  });

  it('without a server message it falls back to the catalogue text', () => {
    const fallback = 'An error occurred while recording your vote.';
    expect(voteErrorToast(new ApiError(502, 'Bad Gateway'))).toEqual({
      title: 'Voting Error',
      description: fallback,
      variant: 'destructive',
    });
    expect(voteErrorToast(new TypeError('Failed to fetch')).description).toBe(fallback);
  });
});
