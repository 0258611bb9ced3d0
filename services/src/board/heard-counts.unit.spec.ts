import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { CheckpointAdvanced } from '../../../projections/src/runner/runner';
import { HeardCounts } from './heard-counts';

const at = (prepare: number) => ({ commit: 7n, prepare: BigInt(prepare) });

describe('HeardCounts', () => {
  const setUp = () => {
    const feed = new EventEmitter<{ advanced: [CheckpointAdvanced] }>();
    return { feed, heard: new HeardCounts(feed) };
  };

  it('answers a count heard at or past the position asked, and nothing before it', () => {
    const { feed, heard } = setUp();
    feed.emit('advanced', {
      name: 'prospects',
      position: at(10),
      notes: { communityVotes: { a: 3, b: 1 } },
    });
    expect(heard.at('a', at(10))).toBe(3);
    expect(heard.at('a', at(9))).toBe(3);
    expect(heard.at('b', at(4))).toBe(1);
    // A vote past the last count heard is not in it.
    expect(heard.at('a', at(11))).toBeUndefined();
    expect(heard.at('c', at(1))).toBeUndefined();
  });

  it('keeps the newest count when messages arrive out of order', () => {
    const { feed, heard } = setUp();
    feed.emit('advanced', {
      name: 'prospects',
      position: at(20),
      notes: { communityVotes: { a: 5 } },
    });
    feed.emit('advanced', {
      name: 'prospects',
      position: at(12),
      notes: { communityVotes: { a: 4 } },
    });
    expect(heard.at('a', at(20))).toBe(5);
  });

  it('takes counts only from the board projector, and ignores notes of other shapes', () => {
    const { feed, heard } = setUp();
    feed.emit('advanced', {
      name: 'user-activity',
      position: at(5),
      notes: { communityVotes: { a: 9 } },
    });
    feed.emit('advanced', {
      name: 'prospects',
      position: at(6),
      notes: { communityVotes: [1, 2] },
    });
    feed.emit('advanced', {
      name: 'prospects',
      position: at(7),
      notes: { communityVotes: { a: 'x' } },
    });
    feed.emit('advanced', { name: 'prospects', position: at(8) });
    expect(heard.at('a', at(1))).toBeUndefined();
  });
});
