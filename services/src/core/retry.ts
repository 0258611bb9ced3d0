import { WrongExpectedRevision } from './event-store/event-store';

const MAX_DELAY_MS = 500;

/**
 * Runs a load → decide → append cycle again when another writer appended to the stream first
 * (the append's expected revision failed), deciding afresh on the new state each time. For
 * commands whose intent still holds on the newer state; the rest should report the conflict.
 */
export async function retryOnConflict<T>(attempts: number, cycle: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await cycle();
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision) || attempt >= attempts) throw error;
      // Exponential backoff with full jitter: writers that collided spread out, more each time
      // they collide again, so a burst of them (many at once on one stream) drains in turn.
      const ceiling = Math.min(MAX_DELAY_MS, 5 * 2 ** (attempt - 1));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
    }
  }
}
