import { describe, expect, it } from 'vitest';
import { VOTE_RECORDED } from '@/features/prospects/utils/vote-messages';

describe('vote toasts', () => {
  it('thanks the voter', () => {
    expect(VOTE_RECORDED).toEqual({
      title: 'Vote Recorded!',
      description: 'Thank you for supporting this prospect!',
    });
  });
});
