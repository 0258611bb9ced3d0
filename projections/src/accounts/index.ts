import type { ReadModel } from '../runner/read-model';
import { passwordResetTokensMigrations } from './password-reset-tokens/migrations';
import { passwordResetTokensProjector } from './password-reset-tokens/projector';
import { usersMigrations } from './users/migrations';
import { usersProjector } from './users/projector';

/** Accounts' read models: the users, and the password-reset tokens. */
export const accountsReadModels: readonly ReadModel[] = [
  { projector: usersProjector, migrations: usersMigrations },
  { projector: passwordResetTokensProjector, migrations: passwordResetTokensMigrations },
];
