import { type AppContext, type CommandContext, systemMetadata } from '../core/context';
import { DomainError } from '../core/errors';
import type { EventMetadata } from '../core/event-store/event-store';
import { adminExists, holderOfUsername, registerUser } from './commands';
import { UsernameTaken } from './errors';
import { passwordProblem } from './password-strength';

export type AdminCredentials = { username: string; password: string };

/**
 * Creates the first admin from the operator's credentials (environment or command line), unless
 * an admin exists already. There is no credential in code. Dated by the server's clock, or the
 * machine's from the CLI (which has none).
 */
export async function ensureAdmin(
  ctx: CommandContext & Partial<Pick<AppContext, 'clock'>>,
  credentials: AdminCredentials,
  metadata: EventMetadata = systemMetadata('create-admin', ctx.clock),
): Promise<'created' | 'exists'> {
  if (await adminExists(ctx.knex)) return 'exists';
  // The most powerful account least of all gets a password from the top of every guess list.
  // Its name may be a reserved one ("admin"): reserving names keeps them for exactly this path.
  const problem = passwordProblem(credentials.password, [credentials.username]);
  if (problem) {
    throw new DomainError(`Admin password refused: ${problem}`, 400, { password: problem });
  }
  // Two attempts: a rival start whose registration failed releases the name, and it is free again.
  for (let attempt = 0; ; attempt++) {
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
      // Another process (a second API starting at the same moment) may have created this very
      // admin a moment ago. The event log says whose the name is: the users table may not hold
      // it yet, when no worker has projected the registration.
      const holder = await holderOfUsername(ctx.store, credentials.username, RIVAL_WAIT_MS);
      if (holder === 'free' && attempt === 0) continue;
      if (holder !== 'free' && holder.status !== 'unregistered' && holder.role === 'admin') {
        return 'exists';
      }
      throw new DomainError(
        `The username "${credentials.username}" belongs to an account that is not an admin; choose another admin username`,
        409,
      );
    }
  }
}

/** How long a start waits for a rival's registration, reserved but not yet recorded, to land. */
const RIVAL_WAIT_MS = 5_000;
