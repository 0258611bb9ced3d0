import { describe, expect, it } from 'vitest';
import { describeSharedAddresses } from './constants';

describe('the votes from one address’s accounts, in words', () => {
  it('names each day one address made several of the voters’ accounts, in the order given', () => {
    expect(
      describeSharedAddresses([
        { day: '2026-12-02', accountsMade: 4, voted: 3 },
        { day: '2026-11-30', accountsMade: 2, voted: 1 },
      ]),
    ).toBe(
      '3 of 4 accounts one address made on Dec 2, 2026; 1 of 2 accounts one address made on Nov 30, 2026',
    );
    expect(describeSharedAddresses([])).toBe('None in the last 30 days');
  });
});
