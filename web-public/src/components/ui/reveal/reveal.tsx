import type { CSSProperties, ReactNode } from 'react';
import classes from './reveal.module.css';
import { REVEAL_THRESHOLD } from './reveal-timing';
import { useRevealOnce } from './use-reveal-once';

type RevealProps = {
  children: ReactNode;
  /** Milliseconds before the fade starts, from the staggers in `reveal-timing`. */
  delay?: number;
  /** How much of the element must be in view before it appears. */
  threshold?: number;
  className?: string;
};

/** Fades and slides its content in once, when first scrolled into view (0.7 s). */
export function Reveal({
  children,
  delay = 0,
  threshold = REVEAL_THRESHOLD,
  className,
}: RevealProps) {
  const { ref, shown } = useRevealOnce<HTMLDivElement>(threshold);
  const style: CSSProperties = { transitionDelay: `${delay}ms` };
  return (
    <div
      ref={ref}
      className={[classes.root, className].filter(Boolean).join(' ')}
      data-shown={shown || undefined}
      style={style}
    >
      {children}
    </div>
  );
}
