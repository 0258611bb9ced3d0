import {
  lazy,
  type PointerEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { TOOLTIP_OPEN_DELAY_MS } from '@/theme';

/* Mantine's Tooltip and floating-ui (about 20 KB gzipped) are not in a page's first load. */
const TooltipBody = lazy(() => import('./tooltip-body'));

/**
 * A hover tooltip that costs nothing until a pointer rests on its target. Mantine's Tooltip
 * wraps its target and sets up its floating-ui hooks in every instance; on the board's hundred
 * VOTE buttons that was most of the rows' first render (Lighthouse's blocking time 340 ms on
 * `/leaderboard`, 150-210 without). This one mounts Mantine's tooltip, by `target`, beside the
 * target the first time it opens (its code loaded then), so the target itself is never remounted. It behaves as the
 * wrapping one does here: it opens after the theme's delay under a mouse or pen (not a touch),
 * closes when the pointer leaves, and Escape closes it.
 *
 * Spread `targetProps` on the target (an element that takes a ref) and render `tooltip` beside it.
 */
export function useLazyTooltip<T extends HTMLElement>(label: ReactNode) {
  const target = useRef<T>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpened(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [opened]);

  const targetProps = {
    ref: target,
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setMounted(true);
        setOpened(true);
      }, TOOLTIP_OPEN_DELAY_MS);
    },
    onPointerLeave: () => {
      clearTimeout(timer.current);
      setOpened(false);
    },
  };
  const tooltip = mounted ? (
    <Suspense fallback={null}>
      <TooltipBody label={label} target={target} opened={opened} />
    </Suspense>
  ) : null;
  return { targetProps, tooltip };
}
