/** The slide after `index` in a loop of `count` slides. */
export const nextSlide = (index: number, count: number): number =>
  count > 0 ? (index + 1) % count : 0;
