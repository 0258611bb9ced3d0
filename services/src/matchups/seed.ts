import { randomBytes, randomUUID } from 'node:crypto';
import { registerUser, UsernameTaken } from '../accounts';
import type { SeedContext } from '../core/area';
import { appendEvents, type CommandContext, systemMetadata } from '../core/context';
import type { EventMetadata } from '../core/event-store/event-store';
import type { SignedInUser } from '../core/http/auth';
import { prng } from '../core/seeded-random';
import { createChildProfile, FAMILY_EVENT_TYPES } from '../families';
import {
  decideCoachVerification,
  decideCreateMatchupProfile,
  initialAreaProfiles,
  loadProfile,
  profileStream,
  updateProfile,
} from '../profiles';
import { profileSchema } from '../profiles/schemas';
import {
  addAchievement,
  addVideo,
  createAlert,
  moveStage,
  recordMetric,
  rejectMetric,
  saveAthleteProfile,
  savePreferences,
  setAvailability,
  verifyMetric,
  watchAthlete,
} from './commands';
import {
  CONSENT_AGE,
  MAX_GRAD_YEAR,
  METRIC_TYPES,
  type MetricTypeDefinition,
  type MetricTypeKey,
  MIN_GRAD_YEAR,
  type PipelineStage,
  POSITIONS,
  type Position,
  type UsState,
  WATCH_PRIORITIES,
  type WatchPriority,
  WEEKDAYS,
} from './constants';
import {
  ACHIEVEMENTS,
  CITIES,
  COACHES,
  type DemoCoach,
  EVENTS,
  FIRST_NAMES,
  LAST_NAMES,
  METRIC_CURVES,
  METRIC_NOTES,
  PARENTS,
  PITCHERS,
  PITCHING_ACHIEVEMENTS,
  POSITION_VIDEO_TITLES,
  POSITION_WEIGHTS,
  REJECTION_REASONS,
  SCHOOLS,
  SCOUTS,
  SIZE_CURVES,
  STATE_ZONES,
  VIDEO_TITLES,
  WATCH_NOTES,
} from './demo-data';
import { MATCHUPS_EVENT_TYPES } from './events';
import {
  achievementSchema,
  alertSchema,
  athleteProfileSchema,
  athleteVideoSchema,
  availabilitySchema,
  preferencesSchema,
  type RecordMetricInput,
  recordMetricSchema,
  verifyMetricSchema,
  watchSchema,
} from './schemas';

// ── Matchups' demo data ──────────────────────────────────────────────────────
// Eight weeks of an invented recruiting season. Parents make their children's profiles through
// families and fill in Matchups for them; older athletes do it from their own accounts. They
// record metric values; staff and verified coaches verify about half with their evidence and
// reject a few with the reason; ten coaches (six verified by staff) and two scouts keep
// preferences, alerts, and watchlists they move through the pipeline, and a few values verified
// in the last hours meet coaches' alerts. Everything goes through the handlers (Matchups',
// families', profiles' and accounts'), so their rules hold for the demo too, back-dated
// through each event's metadata (`occurredAt`). The story is planned first from a seeded PRNG,
// then run in time order: actions on different athletes and coaches side by side.

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Who reviews as staff in the demo: an id of no account (nobody signs in as it). */
export const MATCHUPS_SEED_STAFF: SignedInUser = {
  id: '5eed0038-0000-4000-8000-000000000001',
  username: 'demo_staff',
  email: null,
  role: 'admin',
  createdAt: new Date(0),
  emailConfirmed: true,
};

export type MatchupsSeedResult = {
  athletes: number;
  metrics: number;
  coaches: number;
  watches: number;
  alerts: number;
};

/** How many athletes of each age on `now`. The under-13s are children without consent yet. */
const AGES: readonly [age: number, count: number][] = [
  [18, 14],
  [17, 26],
  [16, 30],
  [15, 28],
  [14, 24],
  [13, 22],
  [12, 2],
  [11, 2],
  [10, 2],
];
/** Athletes with their own account: every 18-year-old (too old for a child profile), then 15-17s. */
const OWN_ACCOUNTS = 25;
/** Values verified in the last hours that meet a coach's alert. */
const FRESH_MATCHES = 4;
/** At most this many actions run side by side (each on other athletes and coaches). */
const BATCH = 12;
/** How far ahead of the earliest action a batch looks for others to run beside it. */
const LOOKAHEAD = 4 * BATCH;

/** What the demo writes, whose projectors are waited for at the end. */
const SEEDED_TYPES = [
  ...MATCHUPS_EVENT_TYPES,
  ...FAMILY_EVENT_TYPES,
  'UserRegistered',
  'UserProfileUpdated',
  'CoachVerificationChanged',
  'MatchupProfileCreated',
];

type DemoRole = 'parent' | 'athlete' | 'coach' | 'scout';

type Action = {
  at: number;
  /** The athletes and coaches it concerns: two actions sharing one never run at once. */
  keys: readonly string[];
  run: () => Promise<unknown>;
};

/** The plan's tools: the PRNG, the story's times, and the actions and accounts it adds. */
type Story = {
  now: number;
  start: number;
  /** Nothing happens later than this: the demo's newest event is minutes old. */
  latest: number;
  /** The class that graduates at the end of the school year under way. */
  seniors: number;
  r: ReturnType<typeof prng>;
  between(from: number, to: number): number;
  chance(p: number): boolean;
  act(at: number, keys: readonly string[], run: () => Promise<unknown>): void;
  /** An account to register before the story runs; the answer gives the user once it is. */
  register(username: string, role: DemoRole, at: number): () => SignedInUser;
  counts: { metrics: number; watches: number; alerts: number };
};

type PlannedCoach = {
  key: string;
  user: () => SignedInUser;
  /** When the profile exists: what the coach does comes after. */
  readyAt: number;
  /** When staff verified the coach, or null: a coach verifies values only after. */
  verifiedAt: number | null;
  role: 'coach' | 'scout';
};

type PlannedAthlete = {
  key: string;
  /** The athlete's id: the own account's, or the child profile's once families made it. */
  id: () => string;
  /** Who acts for the athlete: the own account, or the parent. */
  actor: () => SignedInUser;
  age: number;
  graduationYear: number;
  positions: Position[];
  state: UsState;
  profileAt: number;
};

type PlannedAlert = {
  coach: PlannedCoach;
  at: number;
  input: ReturnType<typeof alertSchema.parse>;
};

/**
 * Adds Matchups' demo data (150 invented athletes with their metric values; ten coaches and two
 * scouts with preferences, alerts, watchlists and pipelines) unless the area has any history: a
 * second run adds nothing.
 */
export async function seedMatchups(
  ctx: SeedContext,
  now: number = Date.now(),
  onStart: () => void = () => {},
): Promise<MatchupsSeedResult | 'already-seeded'> {
  const existing = await ctx.store.readAll({ types: MATCHUPS_EVENT_TYPES, limit: 1 });
  if (existing.length > 0) return 'already-seeded';
  onStart();

  const r = prng(38_150_010);
  const actions: Action[] = [];
  const registrations: { username: string; role: DemoRole; at: number; user?: SignedInUser }[] = [];
  const today = new Date(now);
  const story: Story = {
    now,
    start: now - 56 * DAY,
    latest: now - 5 * MINUTE,
    seniors: today.getUTCFullYear() + (today.getUTCMonth() >= 6 ? 1 : 0),
    r,
    between: (from, to) => from + r.next() * (to - from),
    chance: (p) => r.next() < p,
    act: (at, keys, run) => actions.push({ at, keys, run }),
    register(username, role, at) {
      const registration: (typeof registrations)[number] = { username, role, at };
      registrations.push(registration);
      return () => {
        if (!registration.user) throw new Error(`${username} is not registered yet`);
        return registration.user;
      };
    },
    counts: { metrics: 0, watches: 0, alerts: 0 },
  };

  // ── The plan. ──
  const coaches = [
    ...COACHES.map((coach, c) => planCoach(ctx, story, coach, `coach-${c}`)),
    ...SCOUTS.map((scout, c) => planCoach(ctx, story, scout, `scout-${c}`)),
  ];
  const parents = PARENTS.map((parent, p) =>
    story.register(parent.username, 'parent', story.start + (p * 4 + story.between(0, 3)) * HOUR),
  );
  const athletes = planAthletes(ctx, story, coaches, parents);
  const visible = athletes.filter((athlete) => athlete.age >= CONSENT_AGE);
  const committed = new Set<PlannedAthlete>();
  const alerts = coaches.flatMap((coach) => planCoachSide(ctx, story, coach, visible, committed));
  planFreshMatches(ctx, story, alerts, visible);

  // ── The run: the accounts at once, then the story in time order. ──
  await Promise.all(
    registrations.map(async (registration) => {
      registration.user = await registered(ctx, registration.username, registration.role, {
        ...systemMetadata('seed'),
        occurredAt: new Date(registration.at).toISOString(),
      });
    }),
  );
  await runInOrder(actions);

  // Read-your-writes for the whole demo.
  await caughtUp(ctx);
  return {
    athletes: athletes.length,
    metrics: story.counts.metrics,
    coaches: COACHES.length,
    watches: story.counts.watches,
    alerts: story.counts.alerts,
  };
}

/**
 * Runs the actions in time order, in batches run side by side: a batch takes the earliest
 * actions (within LOOKAHEAD) that concern none of the athletes and coaches of an earlier one
 * still waiting, so each athlete's and coach's story keeps its order.
 */
async function runInOrder(actions: readonly Action[]): Promise<void> {
  let pending = [...actions].sort((a, b) => a.at - b.at);
  while (pending.length > 0) {
    const busy = new Set<string>();
    const batch: Action[] = [];
    const later: Action[] = [];
    for (const [n, action] of pending.entries()) {
      if (batch.length >= BATCH || n >= LOOKAHEAD) {
        later.push(...pending.slice(n));
        break;
      }
      (action.keys.some((key) => busy.has(key)) ? later : batch).push(action);
      for (const key of action.keys) busy.add(key);
    }
    pending = later;
    await Promise.all(batch.map((action) => action.run()));
  }
}

const metadataAt = (at: number, actor: SignedInUser): EventMetadata => ({
  ...systemMetadata('seed'),
  actorId: actor.id,
  occurredAt: new Date(at).toISOString(),
});
const dateOf = (at: number) => new Date(at).toISOString().slice(0, 10);
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const roundTo = (value: number, decimals: number) => Number(value.toFixed(decimals));
const inRange = (metric: MetricTypeDefinition, value: number) =>
  roundTo(Math.min(metric.max, Math.max(metric.min, value)), metric.decimals);
const definition = (key: MetricTypeKey) =>
  METRIC_TYPES.find((m) => m.key === key) as MetricTypeDefinition;

// ── Coaches and scouts ──────────────────────────────────────────────────────

/** Registered in the first days with a profile; coaches verified (or refused) by staff. */
function planCoach(
  ctx: SeedContext,
  story: Story,
  coach: DemoCoach | (typeof SCOUTS)[number],
  key: string,
): PlannedCoach {
  const role = 'team' in coach ? 'coach' : 'scout';
  const registeredAt = story.start + story.between(0, 2.5) * DAY;
  const user = story.register(coach.username, role, registeredAt);
  const readyAt = registeredAt + story.between(10, 90) * MINUTE;
  const { verificationStatus: _staffOnly, ...fields } = profileSchema.parse({
    displayName: coach.name,
    bio: coach.bio,
    location: coach.location,
    ...('team' in coach ? { teamName: coach.team, teamPosition: coach.teamPosition } : {}),
  });
  story.act(readyAt, [key], () =>
    updateProfile(ctx, { id: user().id, role }, fields, metadataAt(readyAt, user())),
  );
  const verification = 'verification' in coach ? coach.verification : 'pending';
  if (verification === 'pending') return { key, user, readyAt, verifiedAt: null, role };
  // Staff's decision, as the back office's user edit makes it (profiles decide, then append).
  const at = readyAt + story.between(4, 40) * HOUR;
  story.act(at, [key], async () => {
    const { id } = user();
    const { state, revision } = await loadProfile(ctx.store, id);
    const events = decideCoachVerification(
      {
        type: 'ChangeCoachVerification',
        userId: id,
        role: 'coach',
        verificationStatus: verification,
        now: new Date(at),
      },
      state,
    );
    if (events.length > 0)
      await appendEvents(
        ctx,
        profileStream(id),
        events,
        revision,
        metadataAt(at, MATCHUPS_SEED_STAFF),
      );
  });
  return { key, user, readyAt, verifiedAt: verification === 'verified' ? at : null, role };
}

/** A coach's or scout's preferences, alerts, watchlist and pipeline; answers the alerts. */
function planCoachSide(
  ctx: SeedContext,
  story: Story,
  coach: PlannedCoach,
  visible: readonly PlannedAthlete[],
  committed: Set<PlannedAthlete>,
): PlannedAlert[] {
  const { r, between, chance, seniors, latest } = story;
  const { key, user } = coach;
  const prefsAt = coach.readyAt + between(1, 20) * HOUR;
  const years = sample(r, [seniors, seniors + 1, seniors + 2, seniors + 3], r.int(1, 3));
  const positions = sample(r, POSITIONS, r.int(2, 4));
  const preferences = preferencesSchema.parse({
    positions,
    graduationYears: years,
    states: ['LA', ...sample(r, ['MS', 'TX', 'AL', 'FL'] as const, r.int(0, 2))],
    metricTypes: sample(
      r,
      METRIC_TYPES.map((m) => m.key),
      r.int(2, 4),
    ),
  });
  story.act(prefsAt, [key], () =>
    savePreferences(ctx, user(), preferences, metadataAt(prefsAt, user())),
  );

  const alerts: PlannedAlert[] = [];
  for (let n = r.int(1, 3); n > 0; n--) {
    const at = prefsAt + between(0.1, 3) * DAY;
    const target = r.pick(ALERT_TARGETS);
    // A position only where the metric is that position's: a catcher's pop time.
    const fitting: readonly Position[] =
      target.metricType === 'pop_time'
        ? ['C']
        : target.metricType === 'fastball_velocity' || target.metricType === 'spin_rate'
          ? PITCHERS
          : positions;
    const input = alertSchema.parse({
      ...target,
      position: chance(0.3) ? r.pick(fitting) : null,
      graduationYear: chance(0.3) ? r.pick(years) : null,
      location: chance(0.4) ? 'LA' : null,
      frequency: r.weighted([
        ['real_time', 5],
        ['daily', 3],
        ['weekly', 2],
      ]),
    });
    alerts.push({ coach, at, input });
    story.act(at, [key], async () => {
      await createAlert(ctx, user(), input, metadataAt(at, user()));
      story.counts.alerts++;
    });
  }

  // The watchlist: 5-15 athletes who may be shown, those the preferences match first.
  const score = (a: PlannedAthlete) =>
    (years.includes(a.graduationYear) ? 2 : 0) +
    (a.positions.some((p) => positions.includes(p)) ? 2 : 0) +
    r.next() * 2;
  const watched = visible
    .map((athlete) => ({ athlete, score: score(athlete) }))
    .sort((x, y) => y.score - x.score)
    .slice(0, r.int(5, 15))
    .map(({ athlete }) => athlete);
  for (const athlete of watched) {
    const from = Math.max(athlete.profileAt, coach.readyAt) + between(0.3, 2) * DAY;
    if (from > latest - 2 * HOUR) continue;
    const watchedAt = between(from, Math.min(latest, from + 10 * DAY));
    const input = watchSchema.parse({
      priority: r.weighted(
        WATCH_PRIORITIES.map((p, i): [string, number] => [p, [3, 5, 2][i] ?? 1]),
      ) as WatchPriority,
      notes: chance(0.6) ? r.pick(WATCH_NOTES) : null,
    });
    const keys = [athlete.key, key];
    story.act(watchedAt, keys, async () => {
      await watchAthlete(ctx, user(), athlete.id(), input, metadataAt(watchedAt, user()));
      story.counts.watches++;
    });
    // Where the card stands now, and the moves that took it there, days apart. A commitment is
    // a senior's, to one coach.
    let goal = r.weighted([
      ['identified', 24],
      ['contacted', 26],
      ['evaluating', 20],
      ['offered', 10],
      ['committed', 5],
      ['passed', 15],
    ]) as PipelineStage;
    if (
      goal === 'committed' &&
      (athlete.age < 17 || committed.has(athlete) || coach.role !== 'coach')
    )
      goal = 'offered';
    if (goal === 'committed') committed.add(athlete);
    const path: readonly PipelineStage[] =
      goal === 'passed'
        ? [...(chance(0.6) ? (['contacted'] as const) : []), 'passed']
        : PIPELINE_PATH.slice(1, PIPELINE_PATH.indexOf(goal) + 1);
    let at = watchedAt;
    for (const to of path) {
      at += between(0.5, 6) * DAY;
      if (at > latest) break;
      const movedAt = at;
      story.act(movedAt, keys, () =>
        moveStage(ctx, user(), athlete.id(), to, metadataAt(movedAt, user())),
      );
    }
  }
  return alerts;
}

// ── Athletes ────────────────────────────────────────────────────────────────

function planAthletes(
  ctx: SeedContext,
  story: Story,
  coaches: readonly PlannedCoach[],
  parents: readonly (() => SignedInUser)[],
): PlannedAthlete[] {
  const { r } = story;
  const ages = AGES.flatMap(([age, count]) => Array.from({ length: count }, () => age));
  const own = new Set(ages.flatMap((age, i) => (age === 18 ? [i] : [])));
  const older = ages.flatMap((age, i) => (age >= 15 && age <= 17 ? [i] : []));
  while (own.size < OWN_ACCOUNTS) own.add(r.pick(older));
  const names = new Set<string>();
  let children = 0;
  return ages.map((age, i) => {
    let first: string;
    let last: string;
    do {
      first = r.pick(FIRST_NAMES);
      last = r.pick(LAST_NAMES);
    } while (names.has(`${first} ${last}`));
    names.add(`${first} ${last}`);
    const parent = own.has(i) ? null : (parents[children++ % parents.length] ?? null);
    return planAthlete(ctx, story, coaches, { key: `athlete-${i}`, age, first, last, parent });
  });
}

/**
 * One athlete's story: the child profile (a parent's) or the account, the Matchups profile,
 * some achievements, videos and availability, and the metric values.
 */
function planAthlete(
  ctx: SeedContext,
  story: Story,
  coaches: readonly PlannedCoach[],
  who: {
    key: string;
    age: number;
    first: string;
    last: string;
    parent: (() => SignedInUser) | null;
  },
): PlannedAthlete {
  const { r, between, chance, now, start, latest } = story;
  const { key, age, first, last, parent } = who;
  const cap = (at: number) => Math.min(at, latest);
  // Born so that the age holds from the story's start to now (no birthday in between).
  const born = new Date(now);
  born.setUTCFullYear(born.getUTCFullYear() - age);
  born.setUTCDate(born.getUTCDate() - r.int(60, 360));
  const birthDate = dateOf(born.getTime());
  // A class graduates in the spring after its youngest turn 18 (a September cut-off); an
  // 18-year-old whose class has left is a senior held back a year.
  const graduationYear = Math.min(
    MAX_GRAD_YEAR,
    Math.max(
      MIN_GRAD_YEAR,
      story.seniors,
      born.getUTCFullYear() + 18 + (born.getUTCMonth() >= 8 ? 1 : 0),
    ),
  );
  const primary = r.weighted(POSITION_WEIGHTS) as Position;
  const positions: Position[] = [primary];
  if (chance(0.45)) {
    const second = r.weighted(POSITION_WEIGHTS) as Position;
    const outfield: readonly Position[] = ['OF', 'LF', 'CF', 'RF'];
    const same = (group: readonly Position[]) => group.includes(primary) && group.includes(second);
    if (second !== primary && !same(PITCHERS) && !same(outfield)) positions.push(second);
  }
  const where = r.weighted(STATE_ZONES.map((z): [string, number] => [z.state, z.weight]));
  const zone =
    STATE_ZONES.find((z) => z.state === where) ?? (STATE_ZONES[0] as (typeof STATE_ZONES)[number]);
  const growth = clamp01((age - 10) / 8);
  const sized = (curve: { at10: readonly number[]; at18: readonly number[] }, q: number) =>
    Math.round(
      lerp(
        lerp(curve.at10[0] ?? 0, curve.at18[0] ?? 0, growth),
        lerp(curve.at10[1] ?? 0, curve.at18[1] ?? 0, growth),
        q,
      ),
    );
  const frame = r.next();

  // Who acts for the athlete: a child profile's parent, or the athlete's own account.
  const joinedAt = start + between(parent ? 2 : 0.5, 38) * DAY;
  const profileAt = joinedAt + between(5, 60) * MINUTE;
  let childId: string | undefined;
  const account = parent ? null : story.register(username(first, last), 'athlete', joinedAt);
  const actor = parent ?? (account as () => SignedInUser);
  const id = () => {
    const athleteId = account ? account().id : childId;
    if (!athleteId) throw new Error(`the demo athlete ${key} was not made`);
    return athleteId;
  };
  const athlete: PlannedAthlete = {
    key,
    id,
    actor,
    age,
    graduationYear,
    positions,
    state: zone.state,
    profileAt,
  };
  /** An action of whoever acts for the athlete, at its time. */
  const asActor = (
    at: number,
    run: (by: SignedInUser, metadata: EventMetadata) => Promise<unknown>,
  ) => story.act(at, [key], () => run(actor(), metadataAt(at, actor())));

  if (parent)
    asActor(joinedAt, async (guardian, metadata) => {
      const child = { firstName: first, lastName: last, birthDate };
      childId = (await createChildProfile(ctx, guardian, child, metadata)).athleteId;
    });
  const profile = athleteProfileSchema.parse({
    firstName: first,
    lastName: last,
    birthDate,
    school: chance(0.9) ? r.pick(SCHOOLS) : null,
    city: chance(0.85) ? r.pick(CITIES) : null,
    state: zone.state,
    positions,
    graduationYear,
    heightInches: chance(0.9) ? sized(SIZE_CURVES.height, frame) : null,
    weightLbs: chance(0.85)
      ? sized(SIZE_CURVES.weight, clamp01(frame + r.next() * 0.4 - 0.2))
      : null,
    timeZone: zone.timeZone,
  });
  asActor(profileAt, (by, metadata) => saveAthleteProfile(ctx, by, id(), profile, metadata));

  // Achievements, highlight videos and the weekly availability of some.
  if (chance(0.55))
    for (let n = r.int(1, 3); n > 0; n--) {
      const input = achievementSchema.parse({
        title:
          PITCHERS.includes(primary) && chance(0.4)
            ? r.pick(PITCHING_ACHIEVEMENTS)
            : r.pick(ACHIEVEMENTS),
        year: chance(0.8) ? new Date(now).getUTCFullYear() - r.int(0, 2) : null,
      });
      asActor(cap(profileAt + between(0.05, 6) * DAY), (by, metadata) =>
        addAchievement(ctx, by, id(), input, metadata),
      );
    }
  if (chance(0.5))
    for (let n = r.int(1, 2); n > 0; n--) {
      const { url, title } = athleteVideoSchema.parse({
        url: youTube(r.next),
        title: (chance(0.5) && POSITION_VIDEO_TITLES[primary]) || r.pick(VIDEO_TITLES),
      });
      asActor(cap(profileAt + between(0.05, 8) * DAY), (by, metadata) =>
        addVideo(ctx, by, id(), { url: url.url, title }, metadata),
      );
    }
  if (chance(0.35)) {
    const days = WEEKDAYS.filter(() => chance(0.4));
    const input = availabilitySchema.parse({
      windows: (days.length > 0 ? days : (['sat'] as const)).map((day) =>
        day === 'sat' || day === 'sun'
          ? { day, start: r.pick(['08:00', '09:00', '10:00']), end: r.pick(['12:00', '13:00']) }
          : { day, start: r.pick(['15:30', '16:00', '17:00']), end: r.pick(['18:30', '19:00']) },
      ),
      timeZone: zone.timeZone,
    });
    asActor(cap(profileAt + between(0.05, 4) * DAY), (by, metadata) =>
      setAvailability(ctx, by, id(), input, metadata),
    );
  }

  // ── The metric values: 2-5 of the metrics the positions measure. ──
  const talent = r.next() + r.next() + r.next() - 1.5; // -1.5..1.5, most near 0
  const pitcher = positions.some((p) => PITCHERS.includes(p));
  const offered: [MetricTypeKey, number][] = [
    ['exit_velocity', pitcher && positions.length === 1 ? 1 : 5],
    ['sixty_yard_dash', 4],
    ['home_to_first', 2],
    ['vertical_jump', 2],
    ['gpa', 3],
    ['fastball_velocity', pitcher ? 8 : 0.3],
    ['spin_rate', pitcher ? 5 : 0],
    ['pop_time', positions.includes('C') ? 8 : 0],
  ];
  const count = r.int(2, 5);
  // Some measured one metric twice: the first months ago, the later value better.
  const twice = count === 5 || (count >= 3 && chance(0.4));
  const kinds: MetricTypeKey[] = [];
  while (kinds.length < (twice ? count - 1 : count))
    kinds.push(
      r.weighted(offered.filter(([k, w]) => w > 0 && !kinds.includes(k))) as MetricTypeKey,
    );
  if (twice) kinds.push(kinds[0] as MetricTypeKey);
  const quantiles = new Map<MetricTypeKey, number>();
  let recordedAt = profileAt;
  kinds.forEach((kind, k) => {
    const metric = definition(kind);
    const curve = METRIC_CURVES[kind];
    const worse = lerp(curve.at10[0], curve.at18[0], growth);
    const better = lerp(curve.at10[1], curve.at18[1], growth);
    const firstOfTwo = twice && k === 0;
    const before = quantiles.get(kind);
    const quantile =
      before !== undefined
        ? before + between(0.08, 0.2)
        : kind === 'gpa'
          ? r.next()
          : clamp01(0.5 + 0.32 * talent + 0.18 * (r.next() - 0.5)) - (firstOfTwo ? 0.15 : 0);
    quantiles.set(kind, quantile);
    recordedAt = cap(recordedAt + between(0.2, 9) * DAY);
    // The last day and a half's values wait in the verification queue.
    const waiting = recordedAt > latest - 1.5 * DAY;
    // A rejected value claims far more than the athlete's others.
    const rejected = !waiting && !firstOfTwo && chance(0.07);
    const claimed = rejected ? quantile + between(0.6, 0.9) : quantile;
    const measuredAt = recordedAt - (firstOfTwo ? r.int(60, 150) : r.int(0, 21)) * DAY;
    const withVideo = chance(0.25);
    const input = recordMetricSchema.parse({
      metricType: kind,
      value: inRange(metric, lerp(worse, better, claimed)),
      measuredOn: dateOf(measuredAt),
      notes: chance(0.4) ? r.pick(METRIC_NOTES[kind]) : null,
      videoUrl: withVideo ? youTube(r.next) : null,
    });
    const decidedAt = cap(recordedAt + between(0.4, 9) * DAY);
    // Staff, or a verified coach: an under-13's values only staff (no coach may see them yet).
    const coach = age >= CONSENT_AGE && chance(0.6) ? r.pick(coaches) : undefined;
    const verifier =
      coach?.verifiedAt != null && coach.verifiedAt + HOUR < decidedAt ? coach : null;
    const decision: Decision | null = rejected
      ? { kind: 'reject', at: decidedAt, by: verifier, reason: r.pick(REJECTION_REASONS) }
      : !waiting && chance(age < CONSENT_AGE ? 0.35 : 0.56)
        ? {
            kind: 'verify',
            at: decidedAt,
            by: verifier,
            evidence: withVideo && chance(0.7) ? 'video' : r.pick(EVENTS),
          }
        : null;
    planMetric(ctx, story, athlete, recordedAt, input, decision);
  });
  return athlete;
}

type Decision = { at: number; by: PlannedCoach | null } & (
  | { kind: 'verify'; evidence: 'video' | (typeof EVENTS)[number] }
  | { kind: 'reject'; reason: string }
);

/** A value recorded by whoever acts for the athlete, then verified or rejected (by staff if `by` is null). */
function planMetric(
  ctx: SeedContext,
  story: Story,
  athlete: PlannedAthlete,
  recordedAt: number,
  input: RecordMetricInput,
  decision: Decision | null,
): void {
  const metricId = randomUUID();
  story.act(recordedAt, [athlete.key], async () => {
    const by = athlete.actor();
    await recordMetric(ctx, by, athlete.id(), input, metadataAt(recordedAt, by), metricId);
    story.counts.metrics++;
  });
  if (!decision) return;
  const { at, by: coach } = decision;
  const keys = coach ? [athlete.key, coach.key] : [athlete.key];
  const verifier = () => (coach ? coach.user() : MATCHUPS_SEED_STAFF);
  if (decision.kind === 'reject') {
    story.act(at, keys, () =>
      rejectMetric(ctx, verifier(), metricId, decision.reason, metadataAt(at, verifier())),
    );
    return;
  }
  const { evidence } = decision;
  const verification = verifyMetricSchema.parse({
    evidence:
      evidence === 'video' && input.videoUrl
        ? { kind: 'video', url: input.videoUrl.url }
        : {
            kind: 'event',
            ...(evidence === 'video' ? story.r.pick(EVENTS) : evidence),
            date: input.measuredOn,
          },
  });
  story.act(at, keys, () =>
    verifyMetric(ctx, verifier(), metricId, verification, metadataAt(at, verifier())),
  );
}

/**
 * A few values recorded yesterday and verified in the last hours that meet a coach's alert (no
 * filter but the metric's, or the athlete's own): the matching loop finds them and the coach's
 * dashboard shows the alert arriving.
 */
function planFreshMatches(
  ctx: SeedContext,
  story: Story,
  alerts: readonly PlannedAlert[],
  visible: readonly PlannedAthlete[],
): void {
  const { r, between, now } = story;
  const used = new Set<PlannedAthlete>();
  let fresh = 0;
  for (const { input: alert } of alerts) {
    if (fresh >= FRESH_MATCHES) break;
    const metric = definition(alert.metricType);
    const fits = visible.filter(
      (a) =>
        !used.has(a) &&
        a.age >= 16 &&
        (alert.position === null || a.positions.includes(alert.position)) &&
        (alert.graduationYear === null || a.graduationYear === alert.graduationYear) &&
        (alert.location === null || a.state === alert.location) &&
        (alert.metricType !== 'pop_time' || a.positions.includes('C')) &&
        (!['fastball_velocity', 'spin_rate'].includes(alert.metricType) ||
          a.positions.some((p) => PITCHERS.includes(p))),
    );
    const athlete = fits.length > 0 ? r.pick(fits) : undefined;
    if (!athlete) continue;
    used.add(athlete);
    fresh++;
    // Just past the target, the way the metric is better.
    const step = Math.max(10 ** -metric.decimals, (metric.max - metric.min) * between(0.005, 0.02));
    const sign = metric.direction === 'higher' ? 1 : -1;
    const recordedAt = now - between(14, 30) * HOUR;
    const input = recordMetricSchema.parse({
      metricType: alert.metricType,
      value: inRange(metric, alert.targetValue + sign * step),
      measuredOn: dateOf(recordedAt),
      notes: null,
      videoUrl: null,
    });
    const at = now - between(1, 8) * HOUR;
    planMetric(ctx, story, athlete, recordedAt, input, {
      kind: 'verify',
      at,
      by: null,
      evidence: r.pick(EVENTS),
    });
  }
}

/** The stages a card moves through on the way to a commitment, in order. */
const PIPELINE_PATH: readonly PipelineStage[] = [
  'identified',
  'contacted',
  'evaluating',
  'offered',
  'committed',
];

/** Thresholds a coach might set: each met by some of the demo's older athletes. */
const ALERT_TARGETS = [
  { metricType: 'exit_velocity', operator: '>=', targetValue: 88 },
  { metricType: 'exit_velocity', operator: '>', targetValue: 92 },
  { metricType: 'fastball_velocity', operator: '>=', targetValue: 85 },
  { metricType: 'sixty_yard_dash', operator: '<=', targetValue: 7 },
  { metricType: 'pop_time', operator: '<', targetValue: 2 },
  { metricType: 'home_to_first', operator: '<=', targetValue: 4.3 },
  { metricType: 'spin_rate', operator: '>=', targetValue: 2300 },
  { metricType: 'vertical_jump', operator: '>=', targetValue: 28 },
  { metricType: 'gpa', operator: '>=', targetValue: 3.7 },
] as const;

/** `count` different members of the list, in the list's order. */
function sample<T>(r: ReturnType<typeof prng>, list: readonly T[], count: number): T[] {
  const chosen = new Set<T>();
  while (chosen.size < Math.min(count, list.length)) chosen.add(r.pick(list));
  return list.filter((item) => chosen.has(item));
}

/** A YouTube link of an invented 11-character id. */
function youTube(next: () => number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  const id = Array.from({ length: 11 }, () => alphabet[Math.floor(next() * alphabet.length)]);
  return `https://www.youtube.com/watch?v=${id.join('')}`;
}

/** mu_demo_athlete_<first><last initial>, under the 30 characters a username may have. */
function username(first: string, last: string): string {
  return `mu_demo_athlete_${first}${last.slice(0, 1)}`.toLowerCase().slice(0, 30);
}

/**
 * Registers a demo account with a random password (nobody signs in as it) and no address (the
 * demo mails no one); athletes, coaches and scouts as the Matchups variant of the form
 * registers them, with their Matchups profile. A name the site's members have taken gets a
 * suffix.
 */
async function registered(
  ctx: CommandContext,
  wanted: string,
  role: DemoRole,
  metadata: EventMetadata,
): Promise<SignedInUser> {
  const matchupProfile = (userId: string, now: Date) =>
    role === 'parent'
      ? []
      : decideCreateMatchupProfile(
          { type: 'CreateMatchupProfile', userId, role, now },
          initialAreaProfiles,
        );
  for (let attempt = 0; ; attempt++) {
    const username = attempt === 0 ? wanted : `${wanted.slice(0, 25)}_${randomUUID().slice(0, 4)}`;
    try {
      const password = randomBytes(24).toString('base64url');
      const registration = { username, email: null, password, role };
      const { userId } = await registerUser(ctx, registration, metadata, matchupProfile);
      return {
        id: userId,
        username,
        email: null,
        role,
        createdAt: new Date(metadata.occurredAt),
        emailConfirmed: false,
      };
    } catch (error) {
      if (!(error instanceof UsernameTaken) || attempt >= 3) throw error;
    }
  }
}

/**
 * Waits until the projectors of everything the demo wrote have applied the log as it stands
 * (woken first: one whose types the last appends did not include would wait for its timer).
 */
async function caughtUp(ctx: CommandContext): Promise<void> {
  const head = await ctx.store.lastCommittedPosition();
  ctx.transport.nudge(head, SEEDED_TYPES);
  const lagging = await ctx.watcher.waitFor(head, SEEDED_TYPES, 120_000);
  if (lagging.length > 0) throw new Error(`the read models are behind: ${lagging.join(', ')}`);
}
