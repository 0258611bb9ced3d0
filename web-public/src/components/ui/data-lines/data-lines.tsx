import { useInViewport, useMounted, useReducedMotion } from '@mantine/hooks';
import { type CSSProperties, useEffect, useState } from 'react';
import classes from './data-lines.module.css';
import { evenSequence, generateLines } from './generate-lines';

type DataLinesProps = {
  /** How many lines to draw. */
  count: number;
  /** Milliseconds between two fresh sets of lines (document 1 §9: 10 s, 8 s for the podcast). */
  interval?: number;
  /** Light lines for dark sections, navy ones for light sections. */
  tone?: 'light' | 'dark';
};

/**
 * Decorative animated "data" lines behind a section; they carry no content or behaviour. They
 * move only while their section is on screen (and the visitor has not asked for less motion):
 * a long page's other sections would otherwise keep the browser busy with lines nobody sees.
 *
 * They are drawn once the app runs, not in the prerendered page: until then they would stand
 * still, unseen but by visitors who ask for less motion, and on the home page they were a tenth
 * of its elements and a third of its inline styles, styled and laid out before its first paint.
 */
export function DataLines({ count, interval = 10_000, tone = 'light' }: DataLinesProps) {
  const [lines, setLines] = useState(() => generateLines(count, evenSequence()));
  const mounted = useMounted();
  const reduceMotion = useReducedMotion();
  const { ref, inViewport } = useInViewport<HTMLDivElement>();
  const running = inViewport && !reduceMotion;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setLines(generateLines(count)), interval);
    return () => window.clearInterval(timer);
  }, [count, interval, running]);

  return (
    <div
      ref={ref}
      className={classes.root}
      data-tone={tone}
      data-running={running || undefined}
      aria-hidden="true"
    >
      {(mounted ? lines : []).map((line) => {
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
