/** Document 1 §4: where the testimonial carousel is, and which way it last moved. */
export type CarouselState = { index: number; direction: 1 | -1 };

export type CarouselAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number };

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/**
 * Next moves forward (+1) and previous backward (-1), both wrapping around; a dot jumps to its
 * index, forward if it is ahead of the current one and backward if behind.
 */
export function moveCarousel(
  state: CarouselState,
  action: CarouselAction,
  count: number,
): CarouselState {
  if (count <= 0) return state;
  switch (action.type) {
    case 'next':
      return { index: wrap(state.index + 1, count), direction: 1 };
    case 'previous':
      return { index: wrap(state.index - 1, count), direction: -1 };
    case 'goTo': {
      const index = wrap(action.index, count);
      if (index === state.index) return state;
      return { index, direction: index > state.index ? 1 : -1 };
    }
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}
