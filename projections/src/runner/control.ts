import type { ProjectionControl } from '../../../services/src/core/projections';
import { beginRebuild } from './rebuild';
import type { ProjectionRunner } from './runner';
import { workersSeen } from './workers';

/** The runner as the API's operators' calls see it (see ProjectionControl). */
export function projectionControl(runner: ProjectionRunner): ProjectionControl {
  return {
    names: runner.projectors.map((projector) => projector.name),
    handles: (name) => runner.projector(name).handles,
    status: () => runner.status(),
    workers: () => workersSeen(runner.knex),
    retry: (name) => runner.retry(name),
    skip: (name) => runner.skip(name),
    rebuild: (names) => beginRebuild(runner, names),
  };
}
