import { describe, expect, it } from 'vitest';
import { prng } from '../core/seeded-random';
import { applyMoves, assignMoves, type Board, emptyBoard, freeMoves, swapMoves } from './board';

/** What is wrong with the board, or undefined when ranks are unique, whole and within 1–100. */
function problem(board: Board): string | undefined {
  const ranks = [...board.ranks.values()];
  if (new Set(ranks).size !== ranks.length) return `duplicate ranks: ${ranks.sort()}`;
  const bad = ranks.find((rank) => !(Number.isInteger(rank) && rank >= 1 && rank <= 100));
  return bad === undefined ? undefined : `rank out of range: ${bad}`;
}

describe('the rank table under random changes', () => {
  it.each([1, 2, 3, 4, 5])('stays unique and within 1–100 (seed %i)', (seed) => {
    const { next: random } = prng(seed);
    const ids = Array.from({ length: 130 }, (_, i) => `p${i}`);
    const pick = () => ids[Math.floor(random() * ids.length)] as string;
    let board = emptyBoard;
    for (let step = 0; step < 3_000; step++) {
      const id = pick();
      const roll = random();
      let moves: ReturnType<typeof freeMoves> = [];
      if (roll < 0.45) moves = assignMoves(board, id, 1 + Math.floor(random() * 100));
      else if (roll < 0.9) {
        const result = swapMoves(board, id, random() < 0.5 ? 'up' : 'down');
        if (typeof result !== 'string') moves = result;
      } else moves = freeMoves(board, id);
      // Every move starts where the board says the prospect is.
      const stale = moves.find((move) => (board.ranks.get(move.prospectId) ?? null) !== move.from);
      expect(stale, `step ${step}`).toBeUndefined();
      board = applyMoves(board, moves);
      expect(problem(board), `step ${step}`).toBeUndefined();
    }
    expect(board.ranks.size).toBeGreaterThan(50);
  });
});
