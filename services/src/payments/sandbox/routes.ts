import express, { type Response, Router } from 'express';
import { type AppContext, requestMetadata } from '../../core/context';
import { WrongExpectedRevision } from '../../core/event-store/event-store';
import { refuseCrossSite } from '../../core/http/cross-site';
import { fieldErrors } from '../../core/http/validate';
import { isUuid } from '../../core/ids';
import { sandboxOptions } from '../provider';
import { payOnSandbox, SANDBOX_PAGE_PATH } from './adapter';
import { OUTCOME_MESSAGES, sandboxCardSchema } from './card-form';
import { sameSite, sandboxNotFoundPage, sandboxPage } from './page';
import { loadSandboxCheckout } from './records';

const html = (res: Response, status: number, page: string) => {
  res.status(status).set('Cache-Control', 'no-store').type('html').send(page);
};

/**
 * The sandbox's hosted checkout at /pay/sandbox/<id>: served only when the sandbox is the
 * configured provider. The card number is read to pick the test outcome and never stored.
 */
export function sandboxPageRoutes(ctx: AppContext): Router {
  const router = Router();
  if (ctx.config.payments.provider !== 'sandbox') return router;
  const path = `${SANDBOX_PAGE_PATH}/:id`;

  const load = async (id: string) =>
    isUuid(id)
      ? loadSandboxCheckout(ctx.store, id)
      : { state: { status: 'none' as const }, revision: undefined };

  router.get(path, async (req, res) => {
    const { state } = await load(String(req.params.id));
    if (state.status === 'none') return html(res, 404, sandboxNotFoundPage());
    html(res, 200, sandboxPage(state));
  });

  router.post(
    path,
    refuseCrossSite(ctx.config.publicUrl),
    express.urlencoded({ extended: false, limit: '10kb' }),
    async (req, res) => {
      const metadata = requestMetadata(ctx, req, req.user?.id ?? null);
      const { state, revision } = await load(String(req.params.id));
      if (state.status === 'none' || revision === undefined) {
        return html(res, 404, sandboxNotFoundPage());
      }
      if (state.status === 'paid' && state.opened.mode === 'payment') {
        return res.redirect(303, sameSite(state.opened.successUrl));
      }
      const form = sandboxCardSchema(new Date(metadata.occurredAt)).safeParse(req.body ?? {});
      if (!form.success) {
        const message = Object.values(fieldErrors(form.error))[0] ?? 'Check the card details.';
        return html(res, 400, sandboxPage(state, message));
      }
      const outcome = form.data.card;
      try {
        const options = sandboxOptions(ctx, req, metadata);
        await payOnSandbox(options, state, revision, outcome, form.data.delivery);
      } catch (error) {
        // A second click while the first was paying: show the page as it now stands.
        if (!(error instanceof WrongExpectedRevision)) throw error;
        return res.redirect(303, req.originalUrl);
      }
      if (outcome !== 'succeeded')
        return html(res, 402, sandboxPage(state, OUTCOME_MESSAGES[outcome]));
      res.redirect(303, sameSite(state.opened.successUrl));
    },
  );
  return router;
}
