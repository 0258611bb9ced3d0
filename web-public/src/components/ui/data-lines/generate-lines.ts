/** One decorative line, in percent of its section and seconds of animation. */
export type DataLine = {
  id: number;
  top: number;
  left: number;
  width: number;
  duration: number;
  delay: number;
  opacity: number;
  accent: boolean;
};

const between = (random: () => number, min: number, max: number) =>
  Math.round((min + random() * (max - min)) * 100) / 100;

/** A fresh random set of `count` lines; every third-ish one takes the brand's red. */
export function generateLines(count: number, random: () => number = Math.random): DataLine[] {
  return Array.from({ length: Math.max(0, Math.floor(count)) }, (_, id) => ({
    id,
    top: between(random, 2, 98),
    left: between(random, -10, 80),
    width: between(random, 12, 38),
    duration: between(random, 4, 9),
    delay: between(random, 0, 4),
    opacity: between(random, 0.25, 0.7),
    accent: random() < 0.3,
  }));
}

/**
 * A fixed sequence spread evenly over [0, 1) by golden-ratio steps, for the first set of lines:
 * a random first set may bunch its lines together.
 */
export function evenSequence(): () => number {
  let x = 0;
  return () => {
    x = (x + 0.618_033_988_75) % 1;
    return x;
  };
}
