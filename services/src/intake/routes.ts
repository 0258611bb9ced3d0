import { type Request, type Response, Router } from 'express';
import { type AppContext, awaitProjection, clientKey, requestMetadata } from '../core/context';
import { DomainError, NotSignedIn } from '../core/errors';
import { requireAdmin, requireSignedIn } from '../core/http/auth';
import { spend } from '../core/http/rate-limits';
import { route } from '../core/http/route';
import { parseInput } from '../core/http/validate';
import { intakeAdminRoutes } from './admin-routes';
import {
  requestEvaluation,
  submitContact,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from './commands';
import { evaluationConfirmation, mailKey, newsletterWelcome, sendWithoutFailing } from './mails';
import { intakeOperations as op } from './openapi';
import { allContactSubmissions, allEvaluationRequests, currentSubscriptions } from './records';
import {
  type ContactSent,
  contactSchema,
  type EvaluationRequestCreated,
  evaluationSchema,
  type NewsletterSubscribed,
  newsletterSchema,
  type Unsubscribed,
} from './schemas';
import { unsubscribeLink, verifyUnsubscribeToken } from './unsubscribe-token';

const CONTACT_SAVED = 'Your message has been saved successfully. Our team will contact you soon.';
const TOO_MANY_FORMS = 'Too many forms sent from this address; please try again later';
const BAD_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Please use the link in your latest newsletter e-mail.';
const UNSUBSCRIBED = 'You have been unsubscribed from the NOLA Sports newsletter.';

const spendForm = (ctx: AppContext, req: Request) =>
  spend(ctx.limits.formsByClient, clientKey(ctx, req), TOO_MANY_FORMS);

/** The contact form, the newsletter and evaluation requests, and the staff's reads of them. */
export function intakeRoutes(ctx: AppContext): Router {
  const router = Router();

  // ── Contact ───────────────────────────────────────────────────────────────

  route(router, op.sendContact, async (req, res) => {
    await spendForm(ctx, req);
    const input = parseInput(contactSchema, req.body);
    const metadata = requestMetadata(ctx, req, req.user?.id ?? null);
    const { submissionId, appended } = await submitContact(ctx, input, metadata);
    await awaitProjection(ctx, res, appended, ['ContactMessageSubmitted']);
    res.status(201).json({ id: submissionId, message: CONTACT_SAVED } satisfies ContactSent);
  });

  route(router, op.contacts, requireAdmin, async (_req, res) => {
    res.json({ data: await allContactSubmissions(ctx.knex) });
  });

  // ── Newsletter ────────────────────────────────────────────────────────────

  route(router, op.subscribe, async (req, res) => {
    // The footer's form, posted by the browser itself when it was sent before the page's
    // scripts ran, gets a page back (a browser asks for HTML); any other client gets JSON.
    if (!req.is('application/x-www-form-urlencoded')) {
      const { status, id, message } = await subscribe(req, res);
      res.status(status).json({ id, message });
      return;
    }
    const answer = (status: number, title: string, body: Record<string, unknown>) =>
      res.status(status).format({
        json: () => res.json(body),
        html: () => res.send(messagePage(title, String(body.message))),
        default: () => res.json(body),
      });
    try {
      const { status, id, message } = await subscribe(req, res);
      answer(status, 'Subscribed', { id, message });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      answer(error.status, 'Not subscribed', { message: error.message });
    }
  });

  /** Subscribes the body's address: 201 for a new subscriber, 200 for one subscribed already. */
  const subscribe = async (
    req: Request,
    res: Response,
  ): Promise<{ status: 200 | 201 } & NewsletterSubscribed> => {
    await spendForm(ctx, req);
    const input = parseInput(newsletterSchema, req.body);
    const metadata = requestMetadata(ctx, req, req.user?.id ?? null);
    const result = await subscribeToNewsletter(ctx, input, metadata);
    const id = result.subscriptionId;
    if (result.outcome === 'already-subscribed') {
      return { status: 200, id, message: 'This address is already subscribed to our newsletter' };
    }
    await awaitProjection(ctx, res, result.appended, ['NewsletterSubscribed']);
    const link = unsubscribeLink(ctx, input.email);
    await sendWithoutFailing(
      ctx.mailer,
      newsletterWelcome(input.email, input.name, link),
      'newsletter welcome',
      { idempotencyKey: mailKey('NewsletterSubscribed', id, result.appended.nextRevision) },
    );
    return { status: 201, id, message: 'Thank you for subscribing to our newsletter' };
  };

  route(router, op.subscribers, requireAdmin, async (_req, res) => {
    res.json({ data: await currentSubscriptions(ctx.knex) });
  });

  // A mail link, so a GET; unsubscribing twice changes nothing.
  route(router, op.unsubscribe, async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const email = verifyUnsubscribeToken(ctx, token);
    if (!email) throw new DomainError(BAD_UNSUBSCRIBE_LINK, 400);
    const metadata = requestMetadata(ctx, req, req.user?.id ?? null);
    const appended = await unsubscribeFromNewsletter(ctx, email, metadata);
    if (appended) await awaitProjection(ctx, res, appended, ['NewsletterUnsubscribed']);
    // JSON for API clients; a short page for a browser that followed the link.
    const answer: Unsubscribed = { message: UNSUBSCRIBED };
    res.format({
      json: () => res.json(answer),
      html: () => res.send(messagePage('Unsubscribed', UNSUBSCRIBED)),
      default: () => res.json(answer),
    });
  });

  // ── Prospect evaluation requests ──────────────────────────────────────────

  route(router, op.requestEvaluation, requireSignedIn, async (req, res) => {
    if (!req.user) throw new NotSignedIn();
    await spendForm(ctx, req);
    const input = parseInput(evaluationSchema, req.body);
    const metadata = requestMetadata(ctx, req, req.user.id);
    const { requestId, appended } = await requestEvaluation(ctx, req.user.id, input, metadata);
    await awaitProjection(ctx, res, appended, ['EvaluationRequested']);
    await sendWithoutFailing(
      ctx.mailer,
      evaluationConfirmation(input.parentEmail),
      'evaluation confirmation',
      {
        idempotencyKey: mailKey('EvaluationRequested', requestId, appended.nextRevision),
      },
    );
    res.status(201).json({
      id: requestId,
      status: 'pending',
      createdAt: metadata.occurredAt,
      message: 'Evaluation request submitted',
    } satisfies EvaluationRequestCreated);
  });

  route(router, op.evaluations, requireAdmin, async (_req, res) => {
    res.json({ data: await allEvaluationRequests(ctx.knex) });
  });

  router.use(intakeAdminRoutes(ctx));
  return router;
}

/**
 * What a browser shows after following the unsubscribe link, or after posting the newsletter
 * form itself. `message` is one of this file's texts or a validation message; it is escaped.
 */
const messagePage = (title: string, message: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title} | NOLA Sports</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<h1>${title}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/">Back to NOLA Sports</a></p>
</body>
</html>
`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
