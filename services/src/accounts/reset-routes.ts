import { Router } from 'express';
import { type AppContext, awaitProjection, clientKey, requestMetadata } from '../core/context';
import { spend } from '../core/http/rate-limits';
import { route } from '../core/http/route';
import { parseInput } from '../core/http/validate';
import { updatePasswordSchema } from './new-password-schemas';
import { accountsOperations as op } from './openapi';
import { completePasswordReset, isResetTokenValid, sendResetInstructions } from './reset-commands';
import { type MessageAnswer, type ResetTokenAnswer, resetRequestSchema } from './schemas';

export const RESET_REQUESTED =
  "If your email exists in our system, you'll receive password reset instructions shortly.";
const TOO_MANY_RESETS = 'Too many password reset requests; please try again later';

export function resetRoutes(ctx: AppContext): Router {
  const router = Router();

  route(router, op.resetPassword, async (req, res) => {
    const { email } = parseInput(resetRequestSchema, req.body);
    // Limited per requester only: a limit per address would let anyone lock the owner out.
    // Mail to one address is bounded by de-duplication instead (RESET_MAIL_WINDOW_MS).
    await spend(ctx.limits.resetRequestsByClient, clientKey(ctx, req), TOO_MANY_RESETS);
    const metadata = requestMetadata(ctx, req, req.user?.id ?? null);
    // The lookup and the mail happen after the answer: a known address must not answer slower.
    // The link points at PUBLIC_URL, never at the request's Host header (reset-link poisoning).
    sendResetInstructions(ctx, email, ctx.config.publicUrl, metadata).catch((error: unknown) => {
      console.error(
        'password reset instructions failed:',
        error instanceof Error ? error.message : error,
      );
    });
    res.json({ message: RESET_REQUESTED } satisfies MessageAnswer);
  });

  route(router, op.validateResetToken, async (req, res) => {
    const valid = await isResetTokenValid(
      ctx.knex,
      // A named route parameter is always one string.
      String(req.params.token),
      ctx.clock.now(),
    );
    res.json({ valid } satisfies ResetTokenAnswer);
  });

  route(router, op.updatePassword, async (req, res) => {
    const input = parseInput(updatePasswordSchema, req.body);
    const metadata = requestMetadata(ctx, req, req.user?.id ?? null);
    const appended = await completePasswordReset(ctx, input, metadata);
    // Once answered, the old sessions are over and the link reads as used.
    await awaitProjection(ctx, res, appended, ['PasswordResetCompleted', 'UserPasswordChanged']);
    res.json({ message: 'Password Updated' } satisfies MessageAnswer);
  });

  return router;
}
