import { useIntersection } from '@mantine/hooks';
import { type CSSProperties, type ReactNode, useState } from 'react';
import classes from './reveal.module.css';
import { REVEAL_THRESHOLD } from './reveal-timing';

type RevealProps = {
  children: ReactNode;
  /** Milliseconds before the fade starts, from the staggers in `reveal-timing`. */
  delay?: number;
  /** How much of the element must be in view before it appears. */
  threshold?: number;
  className?: string;
};

/**
 * Fades and slides its content in once, when first scrolled into view with `threshold` of it
 * showing (0.7 s), and stays. Browsers without IntersectionObserver show it at once.
 */
export function Reveal({
  children,
  delay = 0,
  threshold = REVEAL_THRESHOLD,
  className,
}: RevealProps) {
  const observable = typeof IntersectionObserver !== 'undefined';
  const { ref, entry } = useIntersection<HTMLDivElement>({ threshold });
  const [shown, setShown] = useState(!observable);
  if (!shown && entry?.isIntersecting) setShown(true);
  const style: CSSProperties = { transitionDelay: `${delay}ms` };
  return (
    <div
      // Once shown it stays: the ref is dropped, which disconnects the observer.
      ref={shown ? undefined : ref}
      className={[classes.root, className].filter(Boolean).join(' ')}
      data-shown={shown || undefined}
      style={style}
    >
      {children}
    </div>
  );
}
