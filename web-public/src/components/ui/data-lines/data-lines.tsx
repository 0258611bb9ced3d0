import { useReducedMotion } from '@mantine/hooks';
import { type CSSProperties, useEffect, useState } from 'react';
import classes from './data-lines.module.css';
import { generateLines } from './generate-lines';

type DataLinesProps = {
  /** How many lines to draw. */
  count: number;
  /** Milliseconds between two fresh sets of lines (document 1 §9: 10 s, 8 s for the podcast). */
  interval?: number;
  /** Light lines for dark sections, navy ones for light sections. */
  tone?: 'light' | 'dark';
};

/** Decorative animated "data" lines behind a section; they carry no content or behaviour. */
export function DataLines({ count, interval = 10_000, tone = 'light' }: DataLinesProps) {
  const [lines, setLines] = useState(() => generateLines(count));
  const reduceMotion = useReducedMotion();

  useEffect(() => {
    setLines(generateLines(count));
    if (reduceMotion) return;
    const timer = window.setInterval(() => setLines(generateLines(count)), interval);
    return () => window.clearInterval(timer);
  }, [count, interval, reduceMotion]);

  return (
    <div className={classes.root} data-tone={tone} aria-hidden="true">
      {lines.map((line) => {
        const style = {
          top: `${line.top}%`,
          left: `${line.left}%`,
          width: `${line.width}%`,
          animationDuration: `${line.duration}s`,
          animationDelay: `${line.delay}s`,
          '--line-opacity': line.opacity,
        } as CSSProperties;
        return (
          <span
            key={line.id}
            className={classes.line}
            data-accent={line.accent || undefined}
            style={style}
          />
        );
      })}
    </div>
  );
}
