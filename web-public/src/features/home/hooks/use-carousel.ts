import { useReducer } from 'react';
import { type CarouselAction, type CarouselState, moveCarousel } from '../utils/carousel';

/** The testimonial carousel's position and direction, moved by `moveCarousel`. */
export function useCarousel(count: number) {
  const [state, dispatch] = useReducer(
    (current: CarouselState, action: CarouselAction) => moveCarousel(current, action, count),
    { index: 0, direction: 1 },
  );
  return {
    ...state,
    next: () => dispatch({ type: 'next' }),
    previous: () => dispatch({ type: 'previous' }),
    goTo: (index: number) => dispatch({ type: 'goTo', index }),
  };
}
