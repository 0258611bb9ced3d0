import { userInfo } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemMetadata } from '../services/src/core/context';
import type { RecordedEvent } from '../services/src/core/event-store/event-store';
import { OPERATIONS_STREAM } from '../services/src/operations/events';
import { addProspect } from '../services/src/prospects/commands';
import { writePoisonEvent } from '../services/src/testing/poison';
import { startTestServer, type TestServer } from '../services/src/testing/test-server';
import { parseProjectionsArgs, runProjections } from './projections-command';

/**
 * Issue 20: rebuild, retry and skip from the CLI left no trace in the log, while the same
 * actions from the back office did. Each is now an event with who (--actor, else the OS user),
 * when and why (--reason, required for skip). Runs the CLI's own parse and run on a server's
 * runner and store, as `npm run projections` does on its own.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await addProspect(
    server.ctx,
    {
      firstName: 'Cli',
      lastName: 'Audit',
      school: 'Brother Martin High School',
      teamName: '',
      positionPrimary: 'C',
      positionSecondary: '',
      battingThrowingHand: 'R/R',
      gradYear: 2028,
      nolaEvaluated: false,
      nolaRank: 1,
    },
    systemMetadata('test'),
  );
});
afterAll(() => server?.close());

async function cli(...args: string[]): Promise<string> {
  const lines: string[] = [];
  await runProjections(parseProjectionsArgs(args), {
    runner: server.runner,
    store: server.ctx.store,
    print: (text) => lines.push(text),
  });
  return lines.join('\n');
}

const logged = async (): Promise<RecordedEvent[]> => server.ctx.store.readStream(OPERATIONS_STREAM);

describe('operator actions from the projections CLI', () => {
  it('refuse skip without --reason, with a message, before doing anything', async () => {
    await expect(cli('skip', 'prospects')).rejects.toThrow(/skip needs --reason/);
    await expect(cli('skip', 'prospects', '--reason', '   ')).rejects.toThrow(/--reason/);
    expect(await logged()).toEqual([]);
  });

  it('record a rebuild: who started it and why, then how it ended', async () => {
    const before = (await logged()).length;
    const output = await cli('rebuild', 'prospects', '--actor', 'ops', '--reason', 'new index');
    expect(output).toMatch(/prospects: rebuilt from \d+ events/);
    const events = (await logged()).slice(before);
    expect(events.map((e) => e.type)).toEqual([
      'ProjectionRebuildStarted',
      'ProjectionRebuildFinished',
    ]);
    expect(events[0]?.data).toMatchObject({
      projector: 'prospects',
      door: 'cli',
      actor: 'ops',
      reason: 'new index',
    });
    expect(events[1]?.metadata.correlationId).toBe(events[0]?.metadata.correlationId);
  });

  it('record retry and skip with the actor, the reason and the failed event', async () => {
    const poisonId = await writePoisonEvent(server.ctx.knex, 'vote-cli-poison', {
      type: 'VoteCast',
      data: { voterKey: 42 },
    });
    await server.runner.catchUp('prospects');
    expect((await server.runner.status()).find((s) => s.name === 'prospects')?.state).toBe(
      'failed',
    );

    // The event fails again: the retry is on the record, and the command fails (exit 1), naming it.
    await expect(
      cli('retry', 'prospects', '--actor', 'jdoe', '--reason', 'after a fix'),
    ).rejects.toThrow(poisonId);
    await cli('skip', 'prospects', '--reason', 'a vote no reader can parse');
    expect((await server.runner.status()).find((s) => s.name === 'prospects')?.state).toBe(
      'running',
    );

    const [retry, skip] = (await logged()).slice(-2);
    expect(retry).toMatchObject({
      type: 'ProjectionRetried',
      data: {
        projector: 'prospects',
        failedEventId: poisonId,
        door: 'cli',
        actor: 'jdoe',
        reason: 'after a fix',
      },
      metadata: { source: 'projections-cli', occurredAt: expect.any(String) },
    });
    expect(skip).toMatchObject({
      type: 'ProjectionEventSkipped',
      data: {
        projector: 'prospects',
        eventId: poisonId,
        eventType: 'VoteCast',
        door: 'cli',
        actor: userInfo().username,
        reason: 'a vote no reader can parse',
      },
    });
  });
});
