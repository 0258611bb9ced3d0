import type { Knex } from 'knex';
import { type Migration, migrate } from '../../services/src/core/migrations';
import { READ_MODELS } from './areas';
import { checkpointsMigration } from './runner/checkpoints';
import type { Projector } from './runner/projector';
import { workersMigration } from './runner/workers';

export const projectors: readonly Projector[] = READ_MODELS.map(({ projector }) => projector);

const readMigrations: readonly Migration[] = [
  checkpointsMigration,
  ...READ_MODELS.flatMap(({ projector, migrations }) =>
    migrations.map((m) => ({ ...m, name: `${projector.name}/${m.name}` })),
  ),
  workersMigration,
];

/** Creates and updates the read tables (each read model's migrations, in order). */
export async function migrateReadModels(knex: Knex): Promise<void> {
  await migrate(knex, 'read_migrations', readMigrations);
}
