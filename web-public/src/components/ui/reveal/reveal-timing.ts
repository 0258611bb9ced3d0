/** Document 1 §4: sections fade and slide in once, at these thresholds and staggered delays. */
export const REVEAL_THRESHOLD = 0.1;
export const PROSPECT_REVEAL_THRESHOLD = 0.2;

/** The long stagger (cards in a row) and the short one (blocks of a section), in ms. */
export const STAGGER_LONG = [0, 150, 300, 450, 600, 750] as const;
export const STAGGER_SHORT = [0, 200, 400] as const;

/** The delay of the index-th item of a staggered group; items past the end share the last. */
export function staggerDelay(index: number, steps: readonly number[] = STAGGER_LONG): number {
  if (steps.length === 0) return 0;
  return steps[Math.min(Math.max(index, 0), steps.length - 1)] ?? 0;
}
