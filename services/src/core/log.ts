/**
 * An error listener that logs one line per 10 s at most: a backing server's outage makes every
 * client report each failed reconnect, and the log should say "down" once, not a thousand times.
 */
export function throttledLog(label: string, everyMs = 10_000): (error: Error) => void {
  let last = 0;
  let quiet = 0;
  return (error) => {
    const now = Date.now();
    if (now - last < everyMs) {
      quiet++;
      return;
    }
    console.error(`${label}: ${error.message}${quiet ? ` (and ${quiet} more since)` : ''}`);
    last = now;
    quiet = 0;
  };
}
