import { describe, expect, it } from 'vitest';
import { evenSequence, generateLines } from './generate-lines';

describe('generateLines', () => {
  it('makes exactly the requested number of lines, none for zero', () => {
    expect(generateLines(20)).toHaveLength(20);
    expect(generateLines(0)).toEqual([]);
  });

  it('keeps every line inside its section', () => {
    for (const line of generateLines(50)) {
      expect(line.top).toBeGreaterThanOrEqual(2);
      expect(line.top).toBeLessThanOrEqual(98);
      expect(line.left + line.width).toBeLessThanOrEqual(118);
      expect(line.duration).toBeGreaterThanOrEqual(4);
    }
  });

  it('is a new set each time it is drawn', () => {
    let seed = 0;
    const sequence = () => {
      seed = (seed + 0.37) % 1;
      return seed;
    };
    expect(generateLines(5, sequence)).not.toEqual(generateLines(5, sequence));
  });
});

describe('evenSequence', () => {
  it('draws the same first set every time, inside [0, 1)', () => {
    const first = generateLines(20, evenSequence());
    expect(generateLines(20, evenSequence())).toEqual(first);
    const sequence = evenSequence();
    for (let i = 0; i < 1000; i++) {
      const x = sequence();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});
