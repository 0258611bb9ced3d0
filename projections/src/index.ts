import type { Knex } from 'knex';
import { type Migration, migrate } from '../../services/src/core/migrations';
import { checkpointsMigration } from './runner/checkpoints';
import type { Projector } from './runner/projector';
import { usersMigrations } from './users/migrations';
import { usersProjector } from './users/projector';

export const projectors: readonly Projector[] = [usersProjector];

const readMigrations: readonly Migration[] = [
  checkpointsMigration,
  ...usersMigrations.map((m) => ({ ...m, name: `users/${m.name}` })),
];

/** Creates and updates the read tables (each read model's migrations, in order). */
export async function migrateReadModels(knex: Knex): Promise<void> {
  await migrate(knex, 'read_migrations', readMigrations);
}
