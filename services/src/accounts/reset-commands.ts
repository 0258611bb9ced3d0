import type { Knex } from 'knex';
import type { PasswordResetTokenRow } from '../../../projections/src/password-reset-tokens/projector';
import type { UserRow } from '../../../projections/src/users/projector';
import { type AppContext, appendEvents, type CommandContext } from '../core/context';
import { DomainError, ValidationFailed } from '../core/errors';
import type { AppendResult, EventMetadata } from '../core/event-store/event-store';
import { retryOnConflict } from '../core/retry';
import { loadUser } from './commands';
import { userStream } from './events';
import { passwordProblem } from './password-strength';
import { hashPassword } from './passwords';
import {
  decideCompleteReset,
  decideRequestReset,
  hashResetToken,
  isWellFormedToken,
  newResetToken,
  ResetLinkInvalid,
} from './reset';
import { mailboxName } from './schemas';
import type { User } from './user';

/** Accounts sharing one address each get their own link; a flood of them is cut here. */
const MAX_ACCOUNTS_PER_EMAIL = 5;
const APPEND_ATTEMPTS = 3;

/**
 * Loads the user, decides and appends at the loaded revision; on a concurrent append it decides
 * again on the fresh state, so two uses of one reset link cannot both pass.
 */
async function appendToUser<E extends { type: string; data: Record<string, unknown> }>(
  ctx: CommandContext,
  userId: string,
  decide: (user: User) => readonly E[],
  metadata: EventMetadata,
): Promise<AppendResult> {
  return retryOnConflict(APPEND_ATTEMPTS, async () => {
    const { state, revision } = await loadUser(ctx.store, userId);
    return appendEvents(ctx, userStream(userId), decide(state), revision, metadata);
  });
}

export function findActiveUsersByEmail(knex: Knex, email: string): Promise<UserRow[]> {
  return knex<UserRow>('users')
    .whereRaw('lower(email) = ?', [email.trim().toLowerCase()])
    .andWhere({ status: 'active' })
    .orderBy('created_at')
    .limit(MAX_ACCOUNTS_PER_EMAIL);
}

function resetMail(user: UserRow, email: string, link: string) {
  return {
    to: email,
    subject: 'Reset your NOLA Sports password',
    text: [
      `Hello ${user.username},`,
      '',
      `Someone, hopefully you, asked to reset the password of the NOLA Sports account "${user.username}".`,
      'Open this link within one hour to choose a new password:',
      '',
      link,
      '',
      'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * Issues a one-hour reset link to every active account with this address and mails it. Runs
 * after the answer has gone, so a known and an unknown address look the same from outside.
 * Answers how many links were sent.
 */
export async function sendResetInstructions(
  ctx: AppContext,
  email: string,
  origin: string,
  metadata: EventMetadata,
): Promise<number> {
  const now = new Date(metadata.occurredAt);
  let sent = 0;
  for (const user of await findActiveUsersByEmail(ctx.knex, email)) {
    const { token, tokenHash } = newResetToken();
    let appended: AppendResult;
    try {
      appended = await appendToUser(
        ctx,
        user.id,
        (state) =>
          decideRequestReset(
            { type: 'RequestPasswordReset', userId: user.id, tokenHash, now },
            state,
          ),
        metadata,
      );
    } catch (error) {
      // Disabled or gone since the read table said otherwise: no link for this account.
      if (error instanceof DomainError) continue;
      throw error;
    }
    // The link must work the moment the mail arrives.
    await ctx.watcher.waitFor(appended.position, ['PasswordResetRequested'], 5_000);
    const link = `${origin}/auth?token=${encodeURIComponent(token)}`;
    await ctx.mailer.send(resetMail(user, email, link));
    sent++;
  }
  return sent;
}

/** True while the link is open, unexpired and its account active. */
export async function isResetTokenValid(knex: Knex, token: string, now: Date): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  const row = await knex<PasswordResetTokenRow>('password_reset_tokens as t')
    .join('users as u', 'u.id', 't.user_id')
    .where('t.token_hash', hashResetToken(token))
    .whereNull('t.used_at')
    .whereNull('t.revoked_at')
    .where('t.expires_at', '>', now)
    .where('u.status', 'active')
    .first('t.token_hash');
  return row !== undefined;
}

/** Sets the new password through the link; the user stream, not the read table, has the last word. */
export async function completePasswordReset(
  ctx: CommandContext,
  input: { token: string; password: string },
  metadata: EventMetadata,
): Promise<AppendResult> {
  if (!isWellFormedToken(input.token)) throw new ResetLinkInvalid();
  const tokenHash = hashResetToken(input.token);
  const row = await ctx
    .knex<PasswordResetTokenRow>('password_reset_tokens')
    .where({ token_hash: tokenHash })
    .first('user_id');
  if (!row) throw new ResetLinkInvalid();
  await refuseOwnNames(ctx, row.user_id, input.password);
  const passwordHash = await hashPassword(input.password);
  const now = new Date(metadata.occurredAt);
  return appendToUser(
    ctx,
    row.user_id,
    (state) =>
      decideCompleteReset(
        { type: 'CompletePasswordReset', userId: row.user_id, tokenHash, passwordHash, now },
        state,
      ),
    metadata,
  );
}

/** The new password must not be built from the account's own names (the schema knew none). */
async function refuseOwnNames(ctx: CommandContext, userId: string, password: string) {
  const [{ state }, profile] = await Promise.all([
    loadUser(ctx.store, userId),
    ctx
      .knex('user_profiles')
      .where({ user_id: userId })
      .first<{ display_name: string } | undefined>('display_name'),
  ]);
  if (state.status === 'unregistered') return; // the decision below refuses the link
  const problem = passwordProblem(password, [
    state.username,
    mailboxName(state.email),
    profile?.display_name,
  ]);
  if (problem) throw new ValidationFailed({ password: problem });
}
