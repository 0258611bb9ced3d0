import type {
  AlertAnswer,
  AthleteAnswer,
  AthleteCard,
  FeedAnswer,
  HeatMapAnswer,
  MetricAnswer,
  OwnAthleteAnswer,
  ViewerAnswer,
  WatchAnswer,
} from '@server/matchups/schemas';
import { json, userWithRole } from '@/test-utils/mock-api';

// Answers as Matchups' API sends them (services/src/matchups/schemas.ts), for the tests.

export const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const ATHLETE = ID(1);

export const metric = (fields: Partial<MetricAnswer> = {}): MetricAnswer => ({
  id: crypto.randomUUID(),
  athleteId: ATHLETE,
  metricType: 'exit_velocity',
  value: 88.5,
  unit: 'mph',
  status: 'self_reported',
  measuredOn: '2026-04-01',
  notes: null,
  videoUrl: null,
  recordedAt: '2026-04-02T15:00:00.000Z',
  recordedBy: 'Parent of Jordan',
  decidedBy: null,
  decidedByRole: null,
  evidence: null,
  rejectionReason: null,
  decidedAt: null,
  ...fields,
});

export const verified = (fields: Partial<MetricAnswer> = {}): MetricAnswer =>
  metric({
    status: 'verified',
    decidedBy: 'Coach Rivera',
    decidedByRole: 'coach',
    evidence: { kind: 'event', name: 'Fall Showcase', date: '2026-04-01', place: 'Metairie' },
    decidedAt: '2026-04-03T15:00:00.000Z',
    ...fields,
  });

export const card = (n: number, fields: Partial<AthleteCard> = {}): AthleteCard => ({
  id: ID(n),
  displayName: `Jordan${n} B.`,
  ageGroup: '16-18',
  positions: ['SS', 'P'],
  graduationYear: 2028,
  state: 'LA',
  school: null,
  bests: [
    {
      metricType: 'exit_velocity',
      value: 91.2,
      unit: 'mph',
      verifiedAt: '2026-04-03T15:00:00.000Z',
      percentile: 87,
      cohortSize: 31,
    },
  ],
  ...fields,
});

export const athlete = (fields: Partial<AthleteAnswer> = {}): AthleteAnswer => ({
  ...card(1),
  heightInches: 70,
  weightLbs: 165,
  city: null,
  selfReported: [],
  achievements: [{ id: ID(50), title: 'All-District first team', year: 2025 }],
  videos: [],
  availability: [],
  timeZone: 'America/New_York',
  ...fields,
});

export const ownAthlete = (fields: Partial<OwnAthleteAnswer> = {}): OwnAthleteAnswer => ({
  id: ATHLETE,
  ownAccount: false,
  profile: {
    firstName: 'Jordan',
    lastName: 'Broussard',
    birthDate: '2010-05-04',
    school: 'Jesuit High',
    city: 'New Orleans',
    state: 'LA',
    positions: ['SS'],
    graduationYear: 2028,
    heightInches: 70,
    weightLbs: 165,
    timeZone: 'America/New_York',
  },
  familyName: 'Jordan Broussard',
  familyBirthDate: '2011-06-01',
  completeness: { percent: 60, missing: ['A highlight video', 'Availability'] },
  metrics: [],
  achievements: [],
  videos: [],
  availability: [],
  ...fields,
});

export const viewer = (fields: Partial<ViewerAnswer> = {}): ViewerAnswer => ({
  role: 'coach',
  verification: 'verified',
  maySearch: true,
  mayVerify: true,
  athletes: [],
  ...fields,
});

export const watch = (n: number, fields: Partial<WatchAnswer> = {}): WatchAnswer => ({
  athlete: card(n),
  priority: 'medium',
  notes: null,
  stage: 'identified',
  stageChangedAt: '2026-04-03T15:00:00.000Z',
  watchedAt: '2026-04-03T15:00:00.000Z',
  ...fields,
});

export const alert = (fields: Partial<AlertAnswer> = {}): AlertAnswer => ({
  id: crypto.randomUUID(),
  metricType: 'exit_velocity',
  operator: '>=',
  targetValue: 85,
  unit: 'mph',
  position: null,
  graduationYear: 2028,
  location: 'LA',
  frequency: 'real_time',
  isActive: true,
  createdAt: '2026-04-03T15:00:00.000Z',
  ...fields,
});

/** A line of the discovery feed: a value of `card(n)`'s, or the athlete new. */
export const feedItem = (
  kind: FeedAnswer['items'][number]['kind'],
  n: number,
  fields: Partial<FeedAnswer['items'][number]> = {},
): FeedAnswer['items'][number] => ({
  kind,
  at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  athlete: card(n),
  metricType: kind === 'new_athlete' ? null : 'exit_velocity',
  value: kind === 'new_athlete' ? null : 93,
  previous: kind === 'value_rose' ? 91.2 : null,
  ...fields,
});

export const heatMap = (fields: Partial<HeatMapAnswer> = {}): HeatMapAnswer => {
  const cells = fields.cells ?? [
    { day: 0, hour: 18, count: 2 },
    { day: 5, hour: 9, count: 5 },
    { day: 6, hour: 23, count: 1 },
  ];
  return {
    timeZone: 'America/New_York',
    days: 90,
    athletes: 6,
    minimumAthletes: 5,
    total: cells.reduce((sum, c) => sum + c.count, 0),
    ...fields,
    cells,
  };
};

export const signedOut = { 'GET /api/user': () => json({ message: 'Not signed in' }, 401) };
export const signedInAs = (role: string) => ({ 'GET /api/user': () => json(userWithRole(role)) });

/** The JSON body a mocked call was sent with. */
export const bodyOf = (init?: RequestInit): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
