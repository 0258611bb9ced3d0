import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { type AppContext, appendEvents, type CommandContext } from '../core/context';
import { DomainError, ValidationFailed } from '../core/errors';
import {
  type AppendResult,
  type EventMetadata,
  type GlobalPosition,
  maxPosition,
} from '../core/event-store/event-store';
import type { MailMessage, SendOutcome } from '../core/mail/mailer';
import { retryOnConflict } from '../core/retry';
import { loadUser } from './commands';
import { userStream } from './events';
import { mailboxName } from './new-password-schemas';
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
import type { PasswordResetTokenRow, UserRow } from './rows';
import type { User } from './user';

const APPEND_ATTEMPTS = 3;

/**
 * One reset mail per address per quarter hour, whoever asks and however often: a repeat
 * within the window sends nothing new, and is not refused either, since the link already in
 * the inbox lives an hour, so it still works for at least 45 minutes. A stranger can add
 * nothing to the owner's inbox beyond four mails an hour, and cannot keep the owner's link
 * from arriving or working.
 */
export const RESET_MAIL_WINDOW_MS = 15 * 60 * 1000;

const resetMailKey = (email: string, now: Date) => {
  const address = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `PasswordResetRequested:${address}:${Math.floor(now.getTime() / RESET_MAIL_WINDOW_MS)}`;
};

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

/**
 * Every active account with this address, oldest first. No cap: accounts registered with
 * someone else's address (addresses are not verified) must not crowd out the owner's own.
 */
export function findActiveUsersByEmail(knex: Knex, email: string): Promise<UserRow[]> {
  return knex<UserRow>('users')
    .whereRaw('lower(email) = ?', [email.trim().toLowerCase()])
    .andWhere({ status: 'active' })
    .orderBy('created_at');
}

type AccountLink = { username: string; link: string };

function resetMail(email: string, links: readonly AccountLink[]): MailMessage {
  return {
    to: email,
    subject: 'Reset your NOLA Sports password',
    text: [
      'Hello,',
      '',
      'Someone, hopefully you, asked to reset the password of the NOLA Sports accounts',
      'registered with this address. Open the link of your account within one hour to',
      'choose a new password:',
      ...links.flatMap(({ username, link }) => ['', `Account "${username}":`, link]),
      '',
      'Each link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * Issues a one-hour reset link to every active account with this address and mails them all
 * in one message, at most once per address per window. Runs after the answer has gone, so a
 * known and an unknown address look the same from outside.
 */
export async function sendResetInstructions(
  ctx: AppContext,
  email: string,
  origin: string,
  metadata: EventMetadata,
): Promise<SendOutcome> {
  const now = new Date(metadata.occurredAt);
  // Composed only once this window's mail is claimed, so a repeat issues no links at all.
  const compose = async (): Promise<MailMessage | undefined> => {
    const links: AccountLink[] = [];
    let last: GlobalPosition | undefined;
    for (const user of await findActiveUsersByEmail(ctx.knex, email)) {
      const { token, tokenHash } = newResetToken();
      try {
        const appended = await appendToUser(
          ctx,
          user.id,
          (state) =>
            decideRequestReset(
              { type: 'RequestPasswordReset', userId: user.id, tokenHash, now },
              state,
            ),
          metadata,
        );
        last = last ? maxPosition(last, appended.position) : appended.position;
      } catch (error) {
        // Disabled or gone since the read table said otherwise: no link for this account.
        if (error instanceof DomainError) continue;
        throw error;
      }
      links.push({
        username: user.username,
        link: `${origin}/auth?token=${encodeURIComponent(token)}`,
      });
    }
    if (last === undefined) return undefined;
    // The links must work the moment the mail arrives.
    await ctx.watcher.waitFor(last, ['PasswordResetRequested'], 5_000);
    return resetMail(email, links);
  };
  return ctx.mailer.send(compose, { idempotencyKey: resetMailKey(email, now) });
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
