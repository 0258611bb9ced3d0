import { useEffect, useState } from 'react';

/** Document 1 §4: the hero arrow's bounce toggles every `interval` ms after `delay` ms. */
export function useArrowBounce(delay: number, interval: number, enabled: boolean): boolean {
  const [up, setUp] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let timer: number | undefined;
    const start = window.setTimeout(() => {
      timer = window.setInterval(() => setUp((value) => !value), interval);
    }, delay);
    return () => {
      window.clearTimeout(start);
      window.clearInterval(timer);
    };
  }, [delay, interval, enabled]);

  return enabled && up;
}
