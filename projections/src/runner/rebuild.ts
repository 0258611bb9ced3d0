import { PassThrough } from 'node:stream';
import {
  comparePositions,
  formatPosition,
  type GlobalPosition,
  maxPosition,
  type RecordedEvent,
  START,
} from '../../../services/src/core/event-store/event-store';
import type { RebuildResult } from '../../../services/src/core/projections';
import type { OperationsEvent } from '../../../services/src/operations/events';
import { isTransient } from './failures';
import { EventFailed } from './projector';
import type { ProjectionRunner } from './runner';
import { DuplicateInShadow, RebuildInProgress, ShadowBuild, type ShadowOptions } from './shadow';

export { RebuildInProgress, shadowSchemaOf } from './shadow';

/** Events read from the log per step (a projector applies its share, or gathers it; see readLog). */
const REBUILD_BATCH = 10_000;
/** How often a rebuild held up by an open transaction says so. */
const HIDDEN_WAIT_LOG_MS = 5_000;
/** What an operator's skip of a poison event leaves in the log. */
const PROJECTION_EVENT_SKIPPED: OperationsEvent['type'] = 'ProjectionEventSkipped';
/** Steps read ahead of the slowest build. */
const LOOKAHEAD = 3;

export type RebuildOptions = ShadowOptions & {
  /** Events read from the log per step (and per step of the shadows' checkpoints). */
  batchSize?: number;
};

export type { RebuildResult };

type Progress = (name: string, events: number, position: GlobalPosition) => unknown;

/**
 * Rebuilds one projector's tables from the whole log into shadow copies, then swaps them in and
 * sets the checkpoint in one transaction, so reads never see a half-built model. The live
 * projector keeps running meanwhile; after the swap it continues from the shadow's checkpoint.
 * A rebuild that was stopped (a killed process, a lost connection) resumes where it stopped.
 * On real PostgreSQL one rebuild per projector runs at a time, cluster-wide: the rebuild holds
 * a session advisory lock, which dies with its process.
 */
export async function rebuildProjector(
  runner: ProjectionRunner,
  name: string,
  onProgress?: (events: number, position: GlobalPosition) => unknown,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const results = await rebuildProjectors(
    runner,
    [name],
    options,
    onProgress && ((_, events, position) => onProgress(events, position)),
  );
  const result = results.get(name) as PromiseSettledResult<RebuildResult>;
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/**
 * Rebuilds several projectors in one pass over the log: each step's events are read once and
 * every projector applies its share of them, in its own transaction, at the same time as the
 * others and as the next step is read. Each projector succeeds or fails on its own; one whose
 * deferred unique index finds a duplicate is rebuilt once more with its indexes kept throughout.
 */
export async function rebuildProjectors(
  runner: ProjectionRunner,
  names: readonly string[],
  options: RebuildOptions = {},
  onProgress?: Progress,
  /** Locks the caller took already (see beginRebuild); released here. */
  heldLocks?: RebuildLocks,
): Promise<Map<string, PromiseSettledResult<RebuildResult>>> {
  const started = performance.now();
  const results = new Map<string, PromiseSettledResult<RebuildResult>>();
  const fail = (name: string, reason: unknown) => results.set(name, { status: 'rejected', reason });
  const projectors = names.map((name) => runner.projector(name));

  const locks = heldLocks ?? (await runner.holdRebuildLocks(names));
  for (const name of names) if (!locks.held.has(name)) fail(name, new RebuildInProgress(name));
  const builds = projectors
    .filter((p) => locks.held.has(p.name))
    .map(
      (p) =>
        new ShadowBuild(
          runner.knex,
          runner.store,
          p,
          { copy: runner.options.copyLoads ?? false },
          // Without session locks the database is PGlite, one session for every connection.
          !runner.options.sessionLocks,
        ),
    );
  const skipped = await skippedByOperators(runner, builds);
  for (const build of builds) {
    build.operatorSkips = skipped.get(build.projector.name) ?? new Set();
    runner.rebuilding.add(build.projector.name);
  }
  const again: string[] = [];
  let passed = false;
  try {
    const open: ShadowBuild[] = [];
    for (const build of builds) {
      try {
        await build.open(options);
        open.push(build);
      } catch (error) {
        fail(build.projector.name, error);
      }
    }
    /** Stops one build; the others go on. */
    const stop = async (build: ShadowBuild, error: unknown) => {
      // A handler that throws would throw again (it cannot finish until the handler changes):
      // start over next time. Anything else (the database went away) leaves the shadow, and
      // the status shows the rebuild interrupted, for the next rebuild to resume; another
      // rebuild that owns the shadow now keeps it too.
      if (error instanceof EventFailed && !isTransient(error.cause)) {
        await build.discard();
        await build.unmark();
      }
      fail(build.projector.name, error instanceof EventFailed ? error.cause : error);
    };
    const progressed = async (build: ShadowBuild) => {
      await onProgress?.(build.projector.name, build.events, build.position);
    };
    const batchSize = options.batchSize ?? REBUILD_BATCH;
    const done = await readLog(runner, open, batchSize, progressed, stop).catch(async (error) => {
      for (const build of open) if (!results.has(build.projector.name)) await stop(build, error);
      return START;
    });
    await Promise.all(
      open.map(async (build) => {
        const name = build.projector.name;
        if (results.has(name)) return;
        let position = maxPosition(build.position, done);
        try {
          position = await build.finish(position);
        } catch (error) {
          if (!(error instanceof DuplicateInShadow)) return stop(build, error);
          console.log(`projection ${name}: ${error.message}; rebuilding it with its indexes`);
          await build.discard();
          again.push(name);
          return;
        }
        runner.known.set(name, position);
        runner.emit('advanced', { name, position });
        results.set(name, {
          status: 'fulfilled',
          value: {
            events: build.events,
            ms: performance.now() - started,
            resumedFrom: build.resumedFrom,
          },
        });
      }),
    );
    passed = true;
  } finally {
    // A model to build again keeps its lock and its mark through the second pass (which releases
    // them all): released here, another rebuild of it could start in between, and this one be
    // refused its own model (the fault suite's kill-and-resume test once waited forever on that).
    const kept = new Set(passed ? again : []);
    for (const build of builds)
      if (!kept.has(build.projector.name)) runner.rebuilding.delete(build.projector.name);
    if (kept.size === 0) await locks.release();
    // Events that arrived during the rebuild are applied by the live runner from here.
    await Promise.all(builds.map((b) => runner.catchUp(b.projector.name).catch(() => {})));
  }
  if (again.length > 0) {
    const redone = await rebuildProjectors(
      runner,
      again,
      { ...options, fresh: true, deferIndexes: false },
      onProgress,
      locks,
    );
    for (const [name, result] of redone) results.set(name, result);
  }
  return results;
}

export type RebuildLocks = Awaited<ReturnType<ProjectionRunner['holdRebuildLocks']>>;

/**
 * The first half of a rebuild: takes the projectors' rebuild locks now, so a caller can refuse
 * at once (409) when another process (the CLI, another API) rebuilds one of them. Answers the
 * names refused, or the rebuild to run (in the background, as the caller likes).
 */
export async function beginRebuild(
  runner: ProjectionRunner,
  names: readonly string[],
): Promise<
  | { refused: string[] }
  | { refused: []; run(): Promise<Map<string, PromiseSettledResult<RebuildResult>>> }
> {
  for (const name of names) runner.projector(name);
  const locks = await runner.holdRebuildLocks(names);
  const refused = names.filter((name) => !locks.held.has(name));
  if (refused.length > 0) {
    await locks.release();
    return { refused };
  }
  // Taken in this process too, before the caller answers (PGlite has no session locks).
  for (const name of names) runner.rebuilding.add(name);
  return { refused: [], run: () => rebuildProjectors(runner, names, {}, undefined, locks) };
}

/**
 * Reads the log once, from the earliest of the builds' checkpoints up to everything committed
 * when it began, and hands each step to every build still going. Each build applies its events
 * at its own pace, up to LOOKAHEAD steps behind the read (a small model does not wait for a big
 * one, and the read goes on while they apply), in transactions of at least half a step's worth
 * but for its last; one that throws is given to `stop` and dropped.
 * Answers the position the read reached.
 */
async function readLog(
  runner: ProjectionRunner,
  builds: readonly ShadowBuild[],
  batchSize: number,
  progressed: (build: ShadowBuild) => Promise<void>,
  stop: (build: ShadowBuild, error: unknown) => Promise<void>,
): Promise<GlobalPosition> {
  if (builds.length === 0) return START;
  const { store } = runner;
  const types = [...new Set(builds.flatMap((b) => b.projector.handles))];
  const read = (after: GlobalPosition) => {
    const events = store.readAll({ after, types, limit: batchSize });
    events.catch(() => {}); // awaited below, or abandoned when the builds stop
    return events;
  };
  // The rebuild takes in everything committed before it started. On PostgreSQL a transaction
  // still open in this database hides later commits from readers for a while: an empty read
  // short of that point waits for it rather than swapping in a model that stops short.
  const target = await store.lastCommittedPosition();
  await store.prepareForReplay?.();
  /** After an empty read: the rest up to the target, once readers may pass it ([]: none). */
  const rest = async (after: GlobalPosition): Promise<RecordedEvent[]> => {
    let loggedAt = performance.now();
    for (;;) {
      const head = await store.headPosition();
      if (comparePositions(head, target) >= 0) return read(after);
      if (performance.now() - loggedAt > HIDDEN_WAIT_LOG_MS) {
        console.log(
          `projection rebuild waits for an open transaction older than the newest events (${formatPosition(head)} < ${formatPosition(target)})`,
        );
        loggedAt = performance.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
      const events = await read(after);
      if (events.length > 0) return events;
    }
  };

  // Each build's steps to apply, in order; writing waits while one holds LOOKAHEAD of them.
  // A build applies its events once it has half a step's worth: a model that handles most
  // events applies every step, one that handles few (accounts, forms) gathers them over many
  // steps into one transaction, instead of a transaction of a few events each step.
  const enough = Math.max(1, Math.floor(batchSize / 2));
  const lanes = builds.map((build) => {
    const steps = new PassThrough({ objectMode: true, highWaterMark: LOOKAHEAD });
    const applied = (async () => {
      try {
        let gathered: RecordedEvent[] = [];
        const apply = async () => {
          const events = gathered;
          gathered = [];
          if ((await build.apply(events)) > 0) await progressed(build);
        };
        for await (const step of steps as AsyncIterable<RecordedEvent[]>) {
          const wanted = build.wanted(step);
          gathered = gathered.length === 0 ? wanted : gathered.concat(wanted);
          if (gathered.length >= enough) await apply();
        }
        await apply();
      } catch (error) {
        steps.destroy();
        await stop(build, error);
      }
    })();
    return { steps, applied };
  });
  const open = () => lanes.filter((lane) => !lane.steps.destroyed);
  try {
    let after = builds
      .map((b) => b.position)
      .reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));
    let next = read(after);
    while (open().length > 0) {
      let events = await next;
      if (events.length === 0) events = await rest(after);
      const last = events.at(-1);
      if (!last) break;
      next = read(last.position);
      await Promise.all(
        open().map(async ({ steps }) => {
          if (!steps.write(events)) await room(steps);
        }),
      );
      after = last.position;
    }
    return after;
  } finally {
    for (const { steps } of open()) steps.end();
    await Promise.all(lanes.map((lane) => lane.applied));
  }
}

/**
 * The events operators skipped (ProjectionEventSkipped in the log), by projector, for the builds
 * (see ShadowBuild's skippedAgain).
 */
async function skippedByOperators(
  runner: ProjectionRunner,
  builds: readonly ShadowBuild[],
): Promise<Map<string, Set<string>>> {
  const names = new Set(builds.map((b) => b.projector.name));
  const skipped = new Map<string, Set<string>>();
  if (names.size === 0) return skipped;
  let after = START;
  for (;;) {
    const events = await runner.store.readAll({
      after,
      types: [PROJECTION_EVENT_SKIPPED],
      limit: 1_000,
    });
    for (const event of events) {
      const { projector, eventId } = event.data as { projector?: unknown; eventId?: unknown };
      if (typeof projector !== 'string' || typeof eventId !== 'string' || !names.has(projector))
        continue;
      skipped.set(projector, (skipped.get(projector) ?? new Set()).add(eventId));
    }
    const last = events.at(-1);
    if (!last) return skipped;
    after = last.position;
  }
}

/** Until the lane has room for another step again, or its build stopped. */
const room = (steps: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      steps.off('drain', done).off('close', done);
      resolve();
    };
    steps.on('drain', done).on('close', done);
  });
