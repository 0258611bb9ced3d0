import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decider } from '../testing/decider';
import {
  type ChangeEvaluationStatus,
  decideChangeEvaluationStatus,
  decideRequestEvaluation,
  type RequestEvaluation,
} from './decide';
import { EvaluationAlreadyRequested, EvaluationNotFound, IllegalStatusChange } from './errors';
import { type Evaluation, evolveEvaluation, initialEvaluation } from './evaluation';
import {
  EVALUATION_STATUSES,
  type EvaluationRequested,
  type EvaluationStatus,
  type IntakeEvent,
} from './events';

// The evaluation request's staff workflow, given events → when command → then events.

const now = new Date('2025-05-01T12:00:00.000Z');
const later = new Date('2025-05-03T09:15:00.000Z');

const evaluation = decider<IntakeEvent, Evaluation>(evolveEvaluation, initialEvaluation);
const givenEvaluation = (...events: IntakeEvent[]) => evaluation(...events).state;

const requestCommand = (overrides: Partial<RequestEvaluation> = {}): RequestEvaluation => ({
  type: 'RequestEvaluation',
  requestId: randomUUID(),
  userId: randomUUID(),
  parentName: 'Renee Batiste',
  parentEmail: 'renee@example.com',
  parentPhone: '504-555-0142',
  playerName: 'Andre Batiste',
  playerAge: 14,
  playerPosition: 'SS',
  playerSchool: 'Jesuit High School',
  additionalInfo: null,
  now,
  ...overrides,
});

const requested = (command: RequestEvaluation): EvaluationRequested => {
  const { type: _type, now: at, ...fields } = command;
  return { type: 'EvaluationRequested', data: { ...fields, requestedAt: at.toISOString() } };
};

/** The events that bring a request to a status the way staff would. */
function historyTo(status: EvaluationStatus, requestId: string): IntakeEvent[] {
  const first = requested(requestCommand({ requestId }));
  const step = (from: EvaluationStatus, to: EvaluationStatus): IntakeEvent => ({
    type: 'EvaluationStatusChanged',
    data: { requestId, from, to, changedAt: now.toISOString() },
  });
  const paths: Record<EvaluationStatus, IntakeEvent[]> = {
    pending: [first],
    contacted: [first, step('pending', 'contacted')],
    scheduled: [first, step('pending', 'contacted'), step('contacted', 'scheduled')],
    completed: [
      first,
      step('pending', 'contacted'),
      step('contacted', 'scheduled'),
      step('scheduled', 'completed'),
    ],
    declined: [first, step('pending', 'declined')],
  };
  return paths[status];
}

describe('requesting an evaluation', () => {
  it('records every field, the requesting user and the time; the request starts pending', () => {
    const when = requestCommand({ additionalInfo: 'Throws 80 mph' });
    const events = decideRequestEvaluation(when, givenEvaluation());
    expect(events).toEqual([requested(when)]);
    expect(events[0]?.data).toMatchObject({ userId: when.userId, playerName: 'Andre Batiste' });
    expect(givenEvaluation(...events).status).toBe('pending');
  });

  it('refuses a second request on the same stream', () => {
    const when = requestCommand();
    const given = givenEvaluation(requested(when));
    expect(() => decideRequestEvaluation(when, given)).toThrow(EvaluationAlreadyRequested);
  });
});

// Written out by hand, not derived from the workflow table, so that the table is what is tested.
const ALLOWED: readonly [EvaluationStatus, EvaluationStatus][] = [
  ['pending', 'contacted'],
  ['contacted', 'scheduled'],
  ['scheduled', 'completed'],
  ['pending', 'declined'],
  ['contacted', 'declined'],
  ['scheduled', 'declined'],
];
const isAllowed = (from: EvaluationStatus, to: EvaluationStatus) =>
  ALLOWED.some(([f, t]) => f === from && t === to);
const allPairs = EVALUATION_STATUSES.flatMap((from) =>
  EVALUATION_STATUSES.map((to) => [from, to] as [EvaluationStatus, EvaluationStatus]),
);
const REFUSED = allPairs.filter(([from, to]) => from !== to && !isAllowed(from, to));

const change = (requestId: string, to: EvaluationStatus): ChangeEvaluationStatus => ({
  type: 'ChangeEvaluationStatus',
  requestId,
  to,
  now: later,
});

describe('moving an evaluation request along the workflow', () => {
  it('knows fourteen refused moves', () => {
    expect(REFUSED).toHaveLength(14);
  });

  it.each(ALLOWED)('moves a request from %s to %s', (from, to) => {
    const requestId = randomUUID();
    evaluation(...historyTo(from, requestId))
      .when((state) => decideChangeEvaluationStatus(change(requestId, to), state))
      .records([
        {
          type: 'EvaluationStatusChanged',
          data: { requestId, from, to, changedAt: later.toISOString() },
        },
      ]);
  });

  it.each(REFUSED)('refuses to move a request from %s to %s, with 409', (from, to) => {
    const requestId = randomUUID();
    const given = givenEvaluation(...historyTo(from, requestId));
    const when = change(requestId, to);
    evaluation(...historyTo(from, requestId))
      .when((state) => decideChangeEvaluationStatus(when, state))
      .refuses(IllegalStatusChange, `An evaluation request cannot move from ${from} to ${to}`);
    try {
      decideChangeEvaluationStatus(when, given);
    } catch (error) {
      expect((error as IllegalStatusChange).status).toBe(409);
    }
  });

  it.each(EVALUATION_STATUSES)('changes nothing when asked for the status %s it has', (status) => {
    const requestId = randomUUID();
    evaluation(...historyTo(status, requestId))
      .when((state) => decideChangeEvaluationStatus(change(requestId, status), state))
      .records([]);
  });

  it('says which moves remain, or that the status is final', () => {
    const requestId = randomUUID();
    expect(() =>
      decideChangeEvaluationStatus(
        change(requestId, 'completed'),
        givenEvaluation(...historyTo('pending', requestId)),
      ),
    ).toThrow('from pending it can move to contacted or declined');
    expect(() =>
      decideChangeEvaluationStatus(
        change(requestId, 'pending'),
        givenEvaluation(...historyTo('declined', requestId)),
      ),
    ).toThrow('declined is final');
  });

  it('refuses an unknown request with 404', () => {
    expect(() =>
      decideChangeEvaluationStatus(change(randomUUID(), 'contacted'), givenEvaluation()),
    ).toThrow(EvaluationNotFound);
  });
});
