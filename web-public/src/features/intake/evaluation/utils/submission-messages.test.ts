import { describe, expect, it } from 'vitest';
import {
  submissionFailedToast,
  toEvaluationRequest,
} from '@/features/intake/evaluation/utils/submission-messages';
import { ApiError } from '@/lib/api-client';

describe('submission messages', () => {
  it('a failure shows the server message', () => {
    const error = new ApiError(429, JSON.stringify({ message: 'Too many forms sent' }));
    expect(submissionFailedToast(error)).toEqual({
      title: 'Submission Failed',
      description: 'Too many forms sent',
      variant: 'destructive',
    });
  });

  it('without a server message it says the request failed', () => {
    expect(submissionFailedToast(new ApiError(502, 'Bad Gateway')).description).toBe(
      'Failed to submit evaluation request',
    );
    expect(submissionFailedToast(new TypeError('Failed to fetch')).description).toBe(
      'Failed to submit evaluation request',
    );
  });

  it('sends the texts trimmed and the age as a number', () => {
    expect(
      toEvaluationRequest({
        parentName: ' Monique ',
        parentEmail: 'm@example.com ',
        parentPhone: '504 555 0123',
        playerName: 'Andre',
        playerAge: '14',
        playerPosition: 'C',
        playerSchool: 'Rummel',
        additionalInfo: '  ',
      }),
    ).toEqual({
      parentName: 'Monique',
      parentEmail: 'm@example.com',
      parentPhone: '504 555 0123',
      playerName: 'Andre',
      playerAge: 14,
      playerPosition: 'C',
      playerSchool: 'Rummel',
      additionalInfo: '',
    });
  });
});
