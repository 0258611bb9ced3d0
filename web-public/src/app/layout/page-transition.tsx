import { LoadingOverlay } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { sameSpelledArea } from '@/app/route-table';
import classes from './layout.module.css';

/**
 * Document 2 §2: a 200 ms loading overlay on every route change, and a 0.3 s fade in; none
 * (0 ms) from one YouScout page to another (either spelling).
 */
export const TRANSITION_OVERLAY_MS = 200;

/** How long the overlay shows for a move from one path to another. */
export const overlayMsBetween = (from: string, to: string): number =>
  sameSpelledArea(from, to) ? 0 : TRANSITION_OVERLAY_MS;

/** Whether the overlay shows: for 200 ms after the path changes (not on the first page). */
function useTransitionOverlay(pathname: string): boolean {
  const [visible, setVisible] = useState(false);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const from = shown.current;
    shown.current = pathname;
    if (from === null || from === pathname) return;
    const duration = overlayMsBetween(from, pathname);
    if (duration === 0) {
      setVisible(false);
      return;
    }
    setVisible(true);
    const timer = window.setTimeout(() => setVisible(false), duration);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return visible;
}

/**
 * A new page starts at the top, unless the address names a place on it (`#section`). The page
 * the visitor lands on is left where the browser put it: it may be prerendered, and scrolled
 * before the app has started.
 */
function useScrollToTop(pathname: string, hash: string): void {
  const hashRef = useRef(hash);
  hashRef.current = hash;
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    if (!hashRef.current) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}

/**
 * Whether the path has changed since the page loaded. The page a visitor lands on shows at
 * once: it may have been painted from the HTML already, and a fade would hide it again.
 */
function useHasNavigated(pathname: string): boolean {
  const [landing, setLanding] = useState<string | null>(pathname);
  if (landing !== null && landing !== pathname) setLanding(null);
  return landing !== pathname;
}

/** The routed page, faded in on each change of path, under the transition overlay. */
export function PageTransition() {
  const { pathname, hash } = useLocation();
  const navigation = useNavigation();
  const timed = useTransitionOverlay(pathname);
  // A page's code still loading shows the overlay too, except inside YouScout (0 ms there).
  const loading =
    navigation.state === 'loading' &&
    !sameSpelledArea(pathname, navigation.location?.pathname ?? '');
  const overlay = timed || loading;
  const fade = useHasNavigated(pathname);
  useScrollToTop(pathname, hash);
  return (
    <>
      <div className={classes.overlayHost} data-visible={overlay || undefined}>
        <LoadingOverlay
          visible={overlay}
          zIndex={150}
          overlayProps={{ backgroundOpacity: 0.55, color: '#fff', blur: 1 }}
          // A label needs a role to be read (axe: aria-prohibited-attr on a bare span).
          loaderProps={{
            color: 'red.7',
            type: 'bars',
            role: 'status',
            'aria-label': 'Loading page',
          }}
          transitionProps={{ duration: 120 }}
        />
      </div>
      <div key={pathname} className={fade ? classes.fadeIn : undefined}>
        <Outlet />
      </div>
    </>
  );
}
