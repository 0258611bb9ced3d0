import { type AppContext, appendEvents, type CommandContext } from '../core/context';
import type { AppendResult, EventMetadata } from '../core/event-store/event-store';
import { signLink, verifyLink } from '../core/keys/signed-links';
import type { SendOutcome } from '../core/mail/mailer';
import { retryOnConflict } from '../core/retry';
import { loadUser } from './commands';
import { addressHash, decideConfirmEmail } from './decide';
import { ConfirmationLinkInvalid } from './errors';
import { userStream } from './events';

/**
 * E-mail confirmation (issue 36 item 17): a signed-in vote counts only from an account whose
 * owner followed a link mailed to its address. The link is signed (the signed-link keys,
 * LINK_SECRETS) over the account, a hash of the address and an expiry, so it needs no table:
 * it confirms only that account's address, only while the account still has it, for 7 days,
 * and once (`EmailConfirmed` on the account's stream; a second use changes nothing).
 */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** One confirmation mail per account each quarter hour, however often it asks. */
export const CONFIRMATION_MAIL_WINDOW_MS = 15 * 60 * 1000;

type Signer = Pick<AppContext, 'keys'>;
const PURPOSE = 'accounts-email-confirmation';

/** `<userId>.<expiry ms>.<address hash>.<signature>` */
export const confirmationToken = (ctx: Signer, userId: string, email: string, now: Date): string =>
  signLink(ctx, PURPOSE, `${userId}.${now.getTime() + CONFIRMATION_TTL_MS}.${addressHash(email)}`);

/** The account and address hash a token names, or undefined when forged, broken or expired. */
export function verifyConfirmationToken(
  ctx: Signer,
  token: string,
  now: Date,
): { userId: string; addressHash: string } | undefined {
  const payload = verifyLink(ctx, PURPOSE, token);
  const [userId, expires, hash] = payload?.split('.') ?? [];
  if (!userId || !hash || !(Number(expires) > now.getTime())) return undefined;
  return { userId, addressHash: hash };
}

/** Confirms the address a link was made for; undefined when it was confirmed already. */
export async function confirmEmail(
  ctx: CommandContext & Signer,
  token: string,
  metadata: EventMetadata,
): Promise<AppendResult | undefined> {
  const now = new Date(metadata.occurredAt);
  const named = verifyConfirmationToken(ctx, token, now);
  if (!named) throw new ConfirmationLinkInvalid();
  return retryOnConflict(3, async () => {
    const { state, revision } = await loadUser(ctx.store, named.userId);
    const events = decideConfirmEmail({ type: 'ConfirmEmail', ...named, now }, state);
    if (events.length === 0) return undefined;
    return appendEvents(ctx, userStream(named.userId), events, revision, metadata);
  });
}

export const CONFIRMATION_SUBJECT = 'Confirm your e-mail address for NOLA Sports';

/**
 * Mails the account's owner a confirmation link (on registration, and when asked again): at most
 * one each quarter hour per account (the mail ledger's key), none for a confirmed address.
 */
export async function sendConfirmationMail(
  ctx: AppContext,
  user: { id: string; username: string; email: string | null },
  now: Date,
): Promise<SendOutcome> {
  const { email } = user;
  if (email === null) return 'nothing';
  const link = `${ctx.config.publicUrl}/api/confirm-email?token=${encodeURIComponent(
    confirmationToken(ctx, user.id, email, now),
  )}`;
  const window = Math.floor(now.getTime() / CONFIRMATION_MAIL_WINDOW_MS);
  return ctx.mailer.send(
    async () => {
      const { state } = await loadUser(ctx.store, user.id);
      if (state.status !== 'active' || state.emailConfirmed) return undefined;
      return {
        to: email,
        subject: CONFIRMATION_SUBJECT,
        text: [
          `Hi ${user.username},`,
          '',
          'Please confirm this e-mail address for your NOLA Sports account. Until you do, your',
          'votes on the NOLA 100 board and on YouScout are not counted.',
          '',
          `Confirm: ${link}`,
          '',
          'The link works for 7 days. If you did not make this account, ignore this mail.',
        ].join('\n'),
      };
    },
    { idempotencyKey: `EmailConfirmation:${user.id}:${window}` },
  );
}
