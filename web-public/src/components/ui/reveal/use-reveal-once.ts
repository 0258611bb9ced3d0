import { useEffect, useRef, useState } from 'react';

/**
 * True from the moment the element is first seen with `threshold` of it in view, and for good
 * after. Browsers without IntersectionObserver show it at once.
 */
export function useRevealOnce<T extends Element>(threshold: number) {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || shown) return;
    if (typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, shown]);

  return { ref, shown };
}
