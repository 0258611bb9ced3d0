import type { ProjectionRunner, ProjectorStatus } from '../projections/src/runner/runner';

/** A retry (or skip) after which the projector is still stopped at a failed event. */
export class StillFailed extends Error {
  constructor(status: ProjectorStatus) {
    const event = status.failedEvent;
    super(
      `${status.name} is still stopped: ${event ? `${event.type} ${event.id}` : 'an event'} failed again (${status.lastError?.split('\n')[0] ?? 'no error recorded'})`,
    );
    this.name = 'StillFailed';
  }
}

/**
 * `projections -- retry|skip NAME`: answers the projector's status afterwards, or throws
 * StillFailed (the CLI exits 1) when the event failed again, or a skip stopped at the next bad
 * one: a script running it must notice.
 */
export async function retryOrSkip(
  runner: ProjectionRunner,
  command: 'retry' | 'skip',
  name: string,
): Promise<ProjectorStatus> {
  await (command === 'retry' ? runner.retry(name) : runner.skip(name));
  const status = (await runner.status()).find((s) => s.name === name);
  if (!status) throw new Error(`There is no projector "${name}"`);
  if (status.state === 'failed') throw new StillFailed(status);
  return status;
}
