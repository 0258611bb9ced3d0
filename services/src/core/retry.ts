import { WrongExpectedRevision } from './event-store/event-store';

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
      // A little jitter, so writers that collided do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}
