import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { CheckpointAdvanced } from '../../../projections/src/runner/runner';
import { HeardCounts } from './heard-counts';

const at = (prepare: number) => ({ commit: 7n, prepare: BigInt(prepare) });

describe('HeardCounts', () => {
  const setUp = () => {
    const feed = new EventEmitter<{ advanced: [CheckpointAdvanced] }>();
    /** An advance of `name` to `prepare`, whose batch noted these counts. */
    const advance = (prepare: number, communityVotes: unknown, name = 'prospects') =>
      feed.emit('advanced', { name, position: at(prepare), notes: { communityVotes } });
    return { feed, advance, heard: new HeardCounts(feed) };
  };

  it('answers a count heard at or past the position asked, and nothing before it', () => {
    const { advance, heard } = setUp();
    advance(10, { a: 3, b: 1 });
    expect(heard.at('a', at(10))).toBe(3);
    expect(heard.at('a', at(9))).toBe(3);
    expect(heard.at('b', at(4))).toBe(1);
    // A vote past the last count heard is not in it.
    expect(heard.at('a', at(11))).toBeUndefined();
    expect(heard.at('c', at(1))).toBeUndefined();
  });

  it('keeps the newest count when messages arrive out of order', () => {
    const { advance, heard } = setUp();
    advance(20, { a: 5 });
    advance(12, { a: 4 });
    expect(heard.at('a', at(20))).toBe(5);
  });

  it('takes counts only from the board projector, and ignores notes of other shapes', () => {
    const { feed, advance, heard } = setUp();
    advance(5, { a: 9 }, 'user-activity');
    advance(6, [1, 2]);
    advance(7, { a: 'x' });
    feed.emit('advanced', { name: 'prospects', position: at(8) });
    expect(heard.at('a', at(1))).toBeUndefined();
  });
});
