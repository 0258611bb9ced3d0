import type { EvaluationStatus, IntakeEvent } from './events';

// ── One evaluation request, folded from its `evaluation-<id>` stream ────────

export type Evaluation =
  | { status: 'none' }
  | { status: EvaluationStatus; requestId: string; userId: string; erased: boolean };

export const initialEvaluation: Evaluation = { status: 'none' };

export function evolveEvaluation(state: Evaluation, event: IntakeEvent): Evaluation {
  switch (event.type) {
    case 'EvaluationRequested': {
      const { requestId, userId } = event.data;
      return { status: 'pending', requestId, userId, erased: false };
    }
    case 'EvaluationStatusChanged':
      return state.status === 'none' ? state : { ...state, status: event.data.to };
    case 'EvaluationRequestErased':
      return state.status === 'none' ? state : { ...state, erased: true };
    // These live on other streams.
    case 'ContactMessageSubmitted':
    case 'NewsletterSubscribed':
    case 'NewsletterUnsubscribed':
      return state;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
