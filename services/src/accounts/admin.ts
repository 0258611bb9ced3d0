import { type CommandContext, systemMetadata } from '../core/context';
import { DomainError } from '../core/errors';
import type { EventMetadata } from '../core/event-store/event-store';
import { adminExists, registerUser } from './commands';
import { UsernameTaken } from './errors';
import { passwordProblem } from './password-strength';

export type AdminCredentials = { username: string; password: string };

/**
 * Creates the first admin from the operator's credentials (environment or command line), unless
 * an admin exists already. There is no credential in code.
 */
export async function ensureAdmin(
  ctx: CommandContext,
  credentials: AdminCredentials,
  metadata: EventMetadata = systemMetadata('create-admin'),
): Promise<'created' | 'exists'> {
  if (await adminExists(ctx.knex)) return 'exists';
  // The most powerful account least of all gets a password from the top of every guess list.
  // Its name may be a reserved one ("admin"): reserving names keeps them for exactly this path.
  const problem = passwordProblem(credentials.password, [credentials.username]);
  if (problem) {
    throw new DomainError(`Admin password refused: ${problem}`, 400, { password: problem });
  }
  try {
    const { appended } = await registerUser(
      ctx,
      {
        username: credentials.username,
        email: null,
        password: credentials.password,
        role: 'admin',
        allowAdmin: true,
      },
      metadata,
    );
    await ctx.watcher.waitFor(appended.position, ['UserRegistered'], 5_000);
    return 'created';
  } catch (error) {
    if (!(error instanceof UsernameTaken)) throw error;
    // Another process may have created this very admin a moment ago.
    if (await adminExists(ctx.knex)) return 'exists';
    throw new DomainError(
      `The username "${credentials.username}" belongs to an account that is not an admin; choose another admin username`,
      409,
    );
  }
}
