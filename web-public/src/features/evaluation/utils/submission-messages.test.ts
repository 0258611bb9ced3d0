import { describe, expect, it } from 'vitest';
import {
  serverFieldErrors,
  submissionFailedToast,
  toEvaluationRequest,
} from '@/features/evaluation/utils/submission-messages';
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

  it("reads the server's per-field messages from a 400", () => {
    const body = JSON.stringify({
      message: 'Valid age is required',
      errors: { playerAge: 'Valid age is required' },
    });
    expect(serverFieldErrors(new ApiError(400, body))).toEqual({
      playerAge: 'Valid age is required',
    });
    expect(serverFieldErrors(new ApiError(401, body))).toEqual({});
    expect(serverFieldErrors(new ApiError(400, 'not json'))).toEqual({});
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
