import { randomUUID } from 'node:crypto';
import { sealedAs } from '../testing/sealed-as';
import type { NominationStatus } from './constants';
import type { PersonalFields, YouScoutEvent } from './events';
import { decideRemove, decideSubmit, type SubmitNomination } from './nominations/decide';
import { evolveNomination, initialNomination, type Nomination } from './nominations/nomination';

export { sealedAs };

export const now = new Date('2026-11-01T12:00:00.000Z');
export const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

export const personalFor = (
  athleteId: string,
  overrides: Partial<PersonalFields> = {},
): PersonalFields => ({
  firstName: sealedAs(athleteId, 'Jamie'),
  lastName: sealedAs(athleteId, 'Broussard'),
  school: sealedAs(athleteId, 'Jesuit High School'),
  city: sealedAs(athleteId, 'Metairie'),
  gameLocation: sealedAs(athleteId, 'Kirsch-Rooney Stadium'),
  performance: sealedAs(athleteId, 'Three hits and a diving catch in the ninth inning.'),
  video: sealedAs(athleteId, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
  submittedByName: sealedAs(athleteId, 'Dana Coach'),
  submittedByEmail: sealedAs(athleteId, 'dana@example.com'),
  submittedByPhone: null,
  guardianEmail: null,
  ...overrides,
});

export const submitCommand = (overrides: Partial<SubmitNomination> = {}): SubmitNomination => {
  const athleteId = overrides.athleteId ?? randomUUID();
  return {
    type: 'SubmitNomination',
    nominationId: randomUUID(),
    athleteId,
    nominatorId: randomUUID(),
    nominatorIsGuardian: false,
    facts: {
      age: 15,
      sport: 'baseball',
      position: 'SS',
      secondaryPosition: '2B',
      handedness: 'R/R',
      state: 'LA',
      gameDate: '2026-10-30',
    },
    personal: personalFor(athleteId),
    now,
    ...overrides,
  };
};

/** A nomination submitted (age 15 unless told), then the given events of its stream. */
export function nominationWith(
  build: (id: string) => YouScoutEvent[] = () => [],
  overrides: Partial<SubmitNomination> = {},
): { state: Nomination; command: SubmitNomination } {
  const command = submitCommand(overrides);
  const events: YouScoutEvent[] = [
    ...decideSubmit(command, initialNomination),
    ...build(command.nominationId),
  ];
  return { state: events.reduce(evolveNomination, initialNomination), command };
}

const staffId = 'staff-1';
const iso = now.toISOString();

/** The stream's events that bring a nomination to a status. */
export const toStatus = {
  pending: (): YouScoutEvent[] => [],
  approved: (nominationId: string): YouScoutEvent[] => [
    { type: 'NominationApproved', data: { nominationId, by: staffId, approvedAt: iso } },
  ],
  rejected: (nominationId: string): YouScoutEvent[] => [
    {
      type: 'NominationRejected',
      data: { nominationId, by: staffId, reason: 'No video', rejectedAt: iso },
    },
  ],
  featured: (nominationId: string): YouScoutEvent[] => [
    ...toStatus.approved(nominationId),
    { type: 'NominationFeatured', data: { nominationId, by: staffId, featuredAt: iso } },
  ],
  archived: (nominationId: string): YouScoutEvent[] => [
    ...toStatus.approved(nominationId),
    {
      type: 'NominationArchived',
      data: { nominationId, by: staffId, from: 'approved', archivedAt: iso },
    },
  ],
  withdrawn: (nominationId: string): YouScoutEvent[] => [
    { type: 'NominationWithdrawn', data: { nominationId, by: 'nominator', withdrawnAt: iso } },
  ],
} as const;

/** A nomination of this age in this status (under 13, nominated by its guardian). */
export const inStatus = (status: Exclude<NominationStatus, 'removed'>, age = 15) =>
  nominationWith(toStatus[status], {
    facts: { ...submitCommand().facts, age },
    nominatorIsGuardian: age < 13,
  });

/** A nomination removed at a guardian's request. */
export function removed() {
  const { state, command } = nominationWith();
  const events = decideRemove(
    {
      type: 'RemoveNomination',
      nominationId: command.nominationId,
      requestedAs: 'guardian',
      requestedBy: 'g1',
      now,
    },
    state,
  );
  return { state: events.reduce(evolveNomination, state), command };
}

/** The error an action throws (failing when it throws none). */
export function refusal(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}
