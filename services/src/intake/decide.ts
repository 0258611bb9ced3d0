import { NEXT_STATUSES } from './constants';
import {
  EvaluationAlreadyErased,
  EvaluationAlreadyRequested,
  EvaluationNotFound,
  IllegalStatusChange,
} from './errors';
import type { Evaluation } from './evaluation';
import type {
  ContactMessageSubmitted,
  EvaluationRequestErased,
  EvaluationRequested,
  EvaluationStatus,
  EvaluationStatusChanged,
  NewsletterSubscribed,
  NewsletterUnsubscribed,
} from './events';
import type { Subscription } from './newsletter';

// Time and ids are arguments so that every decision is pure and replayable.

export type SubmitContact = {
  type: 'SubmitContact';
  submissionId: string;
  name: string;
  email: string;
  organization: string;
  message: string;
  now: Date;
};
export type Subscribe = {
  type: 'Subscribe';
  /** Used only when the address never subscribed before. */
  subscriptionId: string;
  email: string;
  name: string | null;
  now: Date;
};
export type Unsubscribe = { type: 'Unsubscribe'; now: Date };
export type RequestEvaluation = {
  type: 'RequestEvaluation';
  requestId: string;
  userId: string;
  parentName: string;
  parentEmail: string;
  parentPhone: string;
  playerName: string;
  playerAge: number;
  playerPosition: string;
  playerSchool: string;
  additionalInfo: string | null;
  now: Date;
};
export type EraseEvaluation = { type: 'EraseEvaluation'; requestId: string; now: Date };
export type ChangeEvaluationStatus = {
  type: 'ChangeEvaluationStatus';
  requestId: string;
  to: EvaluationStatus;
  now: Date;
};

export type IntakeCommand =
  | SubmitContact
  | Subscribe
  | Unsubscribe
  | RequestEvaluation
  | EraseEvaluation
  | ChangeEvaluationStatus;

// ── Contact messages: each one is a new stream, nothing to check against ──

export function decideSubmitContact(command: SubmitContact): ContactMessageSubmitted[] {
  const { submissionId, name, email, organization, message, now } = command;
  return [
    {
      type: 'ContactMessageSubmitted',
      data: { submissionId, name, email, organization, message, submittedAt: now.toISOString() },
    },
  ];
}

// ── The newsletter ──────────────────────────────────────────────────────────

/** A repeat subscription changes nothing; a returning subscriber keeps their subscription id. */
export function decideSubscribe(
  command: Subscribe,
  subscription: Subscription,
): NewsletterSubscribed[] {
  if (subscription.status === 'subscribed') return [];
  const subscriptionId =
    subscription.status === 'unsubscribed' ? subscription.subscriptionId : command.subscriptionId;
  return [
    {
      type: 'NewsletterSubscribed',
      data: {
        subscriptionId,
        email: command.email,
        name: command.name,
        subscribedAt: command.now.toISOString(),
      },
    },
  ];
}

/** Idempotent: unsubscribing an address that is not subscribed changes nothing. */
export function decideUnsubscribe(
  command: Unsubscribe,
  subscription: Subscription,
): NewsletterUnsubscribed[] {
  if (subscription.status !== 'subscribed') return [];
  return [
    {
      type: 'NewsletterUnsubscribed',
      data: {
        subscriptionId: subscription.subscriptionId,
        email: subscription.email,
        unsubscribedAt: command.now.toISOString(),
      },
    },
  ];
}

// ── Evaluation requests ─────────────────────────────────────────────────────

export function decideRequestEvaluation(
  command: RequestEvaluation,
  evaluation: Evaluation,
): EvaluationRequested[] {
  if (evaluation.status !== 'none') throw new EvaluationAlreadyRequested();
  const { type: _type, now, ...fields } = command;
  return [{ type: 'EvaluationRequested', data: { ...fields, requestedAt: now.toISOString() } }];
}

/** Erases a request's personal data, once (the handler deletes its key first). */
export function decideEraseEvaluation(
  command: EraseEvaluation,
  evaluation: Evaluation,
): EvaluationRequestErased[] {
  if (evaluation.status === 'none') throw new EvaluationNotFound();
  if (evaluation.erased) throw new EvaluationAlreadyErased();
  return [
    {
      type: 'EvaluationRequestErased',
      data: { requestId: command.requestId, erasedAt: command.now.toISOString() },
    },
  ];
}

/** Moves a request one step along the workflow; asking for the status it has changes nothing. */
export function decideChangeEvaluationStatus(
  command: ChangeEvaluationStatus,
  evaluation: Evaluation,
): EvaluationStatusChanged[] {
  if (evaluation.status === 'none') throw new EvaluationNotFound();
  const from = evaluation.status;
  if (from === command.to) return [];
  const allowed = NEXT_STATUSES[from];
  if (!allowed.includes(command.to)) throw new IllegalStatusChange(from, command.to, allowed);
  return [
    {
      type: 'EvaluationStatusChanged',
      data: {
        requestId: command.requestId,
        from,
        to: command.to,
        changedAt: command.now.toISOString(),
      },
    },
  ];
}
