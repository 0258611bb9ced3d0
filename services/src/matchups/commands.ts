import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { type Handled, handle, type StreamModel } from '../core/command-handler';
import type { CommandContext } from '../core/context';
import { ValidationFailed } from '../core/errors';
import type { EventMetadata } from '../core/event-store/event-store';
import { foldStream } from '../core/event-store/fold-stream';
import type { SignedInUser } from '../core/http/auth';
import { childBirthDate, loadFamily, mayActFor, sealFor } from '../families';
import { loadProfile } from '../profiles';
import {
  MESSAGES,
  type MetricTypeKey,
  metricTypeOf,
  type PipelineStage,
  type WatchPriority,
} from './constants';
import {
  ATHLETE,
  type Athlete,
  COACH,
  type Coach,
  decideAddAchievement,
  decideAddVideo,
  decideChangeAlert,
  decideCreateAlert,
  decideMoveStage,
  decideRecordMetric,
  decideRejectMetric,
  decideRemoveAchievement,
  decideRemoveVideo,
  decideSavePreferences,
  decideSaveProfile,
  decideSetAvailability,
  decideUnwatch,
  decideVerifyMetric,
  decideWatch,
  METRIC,
  type Metric,
  WATCH,
  type Watch,
} from './decide';
import {
  AthleteErased,
  NotAthleteOrParent,
  NotCoachOrScout,
  NotFamilyBirthDate,
  NotVerifiedCoach,
} from './errors';
import {
  type AvailabilityWindow,
  athleteStream,
  coachStream,
  type Evidence,
  type MatchupsEvent,
  type MatchupsEventOf,
  metricStream,
  watchStream,
} from './events';
import type { AthleteProfileInput, RecordMetricInput, VerifyMetricInput } from './schemas';

// Load → decide → append through `handle`. Who may act is asked first (families for a parent,
// the profile for a coach's verification), and anything about a child is sealed with the
// child's key only after that: sealing for an erased athlete would give them a new key.

const nowOf = (metadata: EventMetadata) => new Date(metadata.occurredAt);

/** An athlete's family stream, folded (families' `Family`). */
type FamilyState = Awaited<ReturnType<typeof loadFamily>>['state'];

/** A stream's state, read without deciding anything. */
const load = <State>(
  ctx: CommandContext,
  stream: string,
  model: StreamModel<MatchupsEvent, State>,
) => foldStream(ctx.store, stream, model.parse, model.evolve, model.initial);

// ── Who may act ─────────────────────────────────────────────────────────────

/**
 * The athlete's own account, or a parent or guardian linked through families; anyone else is
 * refused. Answers whether the athlete has an account of their own (not a child profile a parent
 * manages). Who is calling is checked first: anyone else is refused alike whether the athlete is
 * listed, hidden or erased, so a refusal never tells a stranger that a child was erased.
 */
export async function actForAthlete(
  ctx: CommandContext,
  user: SignedInUser,
  athleteId: string,
): Promise<{ ownAccount: boolean; family: FamilyState }> {
  const { state: family } = await loadFamily(ctx.store, athleteId);
  if (user.id === athleteId && user.role === 'athlete') {
    if (family.status === 'erased') throw new AthleteErased();
    return { ownAccount: true, family };
  }
  if (family.status === 'active' && mayActFor(family, athleteId, user.id))
    return { ownAccount: family.kind === 'account', family };
  throw new NotAthleteOrParent();
}

/** Any signed-in coach or scout (staff too) may discover athletes and keep a watchlist. */
export function assertCoachOrScout(user: SignedInUser): void {
  if (!['coach', 'scout', 'admin'].includes(user.role)) throw new NotCoachOrScout();
}

/** Staff, or a coach whose profile's verification is verified: who verifies values. */
export async function verifierRole(
  ctx: CommandContext,
  user: SignedInUser,
): Promise<'staff' | 'coach'> {
  if (user.role === 'admin') return 'staff';
  if (user.role === 'coach') {
    const { state } = await loadProfile(ctx.store, user.id);
    if (state.status === 'created' && state.verificationStatus === 'verified') return 'coach';
  }
  throw new NotVerifiedCoach();
}

/** Refuses anything about an erased athlete before it is sealed or recorded. */
async function assertNotErased(ctx: CommandContext, athleteId: string): Promise<void> {
  const { state } = await loadFamily(ctx.store, athleteId);
  if (state.status === 'erased') throw new AthleteErased();
}

async function sealOptional(
  knex: Knex,
  athleteId: string,
  values: Record<string, string | null>,
): Promise<Record<string, string | null>> {
  const given = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  const sealed = await sealFor(knex, athleteId, given);
  return Object.fromEntries(Object.keys(values).map((name) => [name, sealed[name] ?? null]));
}

// ── The athlete's profile ───────────────────────────────────────────────────

const onAthlete = (
  ctx: CommandContext,
  athleteId: string,
  metadata: EventMetadata,
  decide: (state: Athlete) => ReturnType<typeof decideSetAvailability>,
) => handle(ctx, athleteStream(athleteId), ATHLETE, decide, metadata, { commutes: true });

export async function saveAthleteProfile(
  ctx: CommandContext,
  user: SignedInUser,
  athleteId: string,
  input: AthleteProfileInput,
  metadata: EventMetadata,
): Promise<Handled<Athlete>> {
  const { ownAccount, family } = await actForAthlete(ctx, user, athleteId);
  const { firstName, lastName, birthDate, school, city } = input;
  if (!ownAccount) {
    const recorded = await childBirthDate(ctx.knex, family);
    if (recorded !== null && recorded !== birthDate) throw new NotFamilyBirthDate(recorded);
  }
  const sealed = await sealOptional(ctx.knex, athleteId, {
    firstName,
    lastName,
    birthDate,
    school,
    city,
  });
  const personal = sealed as MatchupsEventOf<'AthleteProfileSaved'>['data']['personal'];
  return onAthlete(ctx, athleteId, metadata, (state) =>
    decideSaveProfile(
      {
        athleteId,
        by: user.id,
        ownAccount,
        birthDate,
        personal,
        positions: input.positions,
        graduationYear: input.graduationYear,
        state: input.state,
        heightInches: input.heightInches,
        weightLbs: input.weightLbs,
        timeZone: input.timeZone,
        now: nowOf(metadata),
      },
      state,
    ),
  );
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
const containsPhrase = (text: string, phrase: string | null) => {
  const [haystack, needle] = [words(text), words(phrase ?? '')];
  if (needle.length === 0 || needle.join('').length < 2) return false;
  return haystack.some((_, i) => needle.every((word, j) => haystack[i + j] === word));
};

/**
 * Titles everyone reads (an achievement, a video) may not name what only verified coaches and
 * staff see of a minor: the last name, school or city (PLATFORM.md §0), as words, in any case.
 */
async function assertShowable(
  ctx: CommandContext,
  athleteId: string,
  field: string,
  text: string,
): Promise<void> {
  const row = await ctx
    .knex('matchup_athletes')
    .where({ athlete_id: athleteId })
    .first<{ last_name: string; school: string | null; city: string | null } | undefined>(
      'last_name',
      'school',
      'city',
    );
  if (!row) return;
  if ([row.last_name, row.school, row.city].some((phrase) => containsPhrase(text, phrase)))
    throw new ValidationFailed({ [field]: MESSAGES.namesPrivate });
}

export async function addAchievement(
  ctx: CommandContext,
  user: SignedInUser,
  athleteId: string,
  input: { title: string; year: number | null },
  metadata: EventMetadata,
): Promise<Handled<Athlete>> {
  await actForAthlete(ctx, user, athleteId);
  await assertShowable(ctx, athleteId, 'title', input.title);
  const { title } = await sealFor(ctx.knex, athleteId, { title: input.title });
  const achievementId = randomUUID();
  return onAthlete(ctx, athleteId, metadata, (state) =>
    decideAddAchievement(
      { athleteId, achievementId, title, year: input.year, by: user.id, now: nowOf(metadata) },
      state,
    ),
  );
}

export async function removeAchievement(
  ctx: CommandContext,
  user: SignedInUser,
  athleteId: string,
  achievementId: string,
  metadata: EventMetadata,
): Promise<Handled<Athlete>> {
  await actForAthlete(ctx, user, athleteId);
  return onAthlete(ctx, athleteId, metadata, (state) =>
    decideRemoveAchievement(
      { athleteId, itemId: achievementId, by: user.id, now: nowOf(metadata) },
      state,
    ),
  );
}

export async function addVideo(
  ctx: CommandContext,
  user: SignedInUser,
  athleteId: string,
  input: { url: string; title: string },
  metadata: EventMetadata,
): Promise<Handled<Athlete>> {
  await actForAthlete(ctx, user, athleteId);
  await assertShowable(ctx, athleteId, 'title', input.title);
  const sealed = await sealFor(ctx.knex, athleteId, input);
  const videoId = randomUUID();
  return onAthlete(ctx, athleteId, metadata, (state) =>
    decideAddVideo({ athleteId, videoId, ...sealed, by: user.id, now: nowOf(metadata) }, state),
  );
}

export async function removeVideo(
  ctx: CommandContext,
  user: SignedInUser,
  athleteId: string,
  videoId: string,
  metadata: EventMetadata,
): Promise<Handled<Athlete>> {
  await actForAthlete(ctx, user, athleteId);
  return onAthlete(ctx, athleteId, metadata, (state) =>
    decideRemoveVideo({ athleteId, itemId: videoId, by: user.id, now: nowOf(metadata) }, state),
  );
}

export async function setAvailability(
  ctx: CommandContext,
  user: SignedInUser,
  athleteId: string,
  input: { windows: AvailabilityWindow[]; timeZone: string },
  metadata: EventMetadata,
): Promise<Handled<Athlete>> {
  await actForAthlete(ctx, user, athleteId);
  return onAthlete(ctx, athleteId, metadata, (state) =>
    decideSetAvailability({ athleteId, ...input, by: user.id, now: nowOf(metadata) }, state),
  );
}

// ── Metric values ───────────────────────────────────────────────────────────

export async function recordMetric(
  ctx: CommandContext,
  user: SignedInUser,
  athleteId: string,
  input: RecordMetricInput,
  metadata: EventMetadata,
  metricId: string = randomUUID(),
): Promise<Handled<Metric> & { metricId: string }> {
  await actForAthlete(ctx, user, athleteId);
  const metric = metricTypeOf(input.metricType);
  if (!metric) throw new Error(`unknown metric ${input.metricType}`); // the schema refused it
  const athlete = await load(ctx, athleteStream(athleteId), ATHLETE);
  const sealed = await sealOptional(ctx.knex, athleteId, {
    notes: input.notes,
    videoUrl: input.videoUrl?.url ?? null,
  });
  const handled = await handle(
    ctx,
    metricStream(metricId),
    METRIC,
    (state) =>
      decideRecordMetric(
        {
          metricId,
          athleteId,
          profileExists: athlete.state.status === 'active',
          metricType: input.metricType as MetricTypeKey,
          value: Number(input.value.toFixed(metric.decimals)),
          unit: metric.unit,
          measuredOn: input.measuredOn,
          notes: sealed.notes ?? null,
          videoUrl: sealed.videoUrl ?? null,
          by: user.id,
          now: nowOf(metadata),
        },
        state,
      ),
    metadata,
  );
  return { ...handled, metricId };
}

async function metricAthlete(ctx: CommandContext, metricId: string): Promise<string | undefined> {
  const { state } = await load(ctx, metricStream(metricId), METRIC);
  return state.status === 'none' ? undefined : state.athleteId;
}

export async function verifyMetric(
  ctx: CommandContext,
  user: SignedInUser,
  metricId: string,
  input: VerifyMetricInput,
  metadata: EventMetadata,
): Promise<Handled<Metric>> {
  const byRole = await verifierRole(ctx, user);
  const athleteId = await metricAthlete(ctx, metricId);
  let evidence: Evidence;
  if (athleteId && input.evidence.kind === 'video') {
    await assertNotErased(ctx, athleteId);
    const { url } = await sealFor(ctx.knex, athleteId, { url: input.evidence.url.url });
    evidence = { kind: 'video', url };
  } else if (input.evidence.kind === 'event') {
    if (athleteId) await assertNotErased(ctx, athleteId);
    evidence = input.evidence;
  } else {
    // No such value: decide refuses it before the evidence is looked at.
    evidence = { kind: 'event', name: '', date: '1970-01-01', place: '' };
  }
  return handle(
    ctx,
    metricStream(metricId),
    METRIC,
    (state) =>
      decideVerifyMetric({ metricId, by: user.id, byRole, evidence, now: nowOf(metadata) }, state),
    metadata,
  );
}

export async function rejectMetric(
  ctx: CommandContext,
  user: SignedInUser,
  metricId: string,
  reason: string,
  metadata: EventMetadata,
): Promise<Handled<Metric>> {
  const byRole = await verifierRole(ctx, user);
  const athleteId = await metricAthlete(ctx, metricId);
  if (athleteId) await assertNotErased(ctx, athleteId);
  return handle(
    ctx,
    metricStream(metricId),
    METRIC,
    (state) =>
      decideRejectMetric({ metricId, by: user.id, byRole, reason, now: nowOf(metadata) }, state),
    metadata,
  );
}

// ── Watchlist and pipeline ──────────────────────────────────────────────────

export async function watchAthlete(
  ctx: CommandContext,
  user: SignedInUser,
  athleteId: string,
  input: { priority: WatchPriority; notes: string | null },
  metadata: EventMetadata,
): Promise<Handled<Watch>> {
  assertCoachOrScout(user);
  await assertNotErased(ctx, athleteId);
  const { notes } = await sealOptional(ctx.knex, athleteId, { notes: input.notes });
  return handle(
    ctx,
    watchStream(user.id, athleteId),
    WATCH,
    (state) =>
      decideWatch(
        {
          coachId: user.id,
          athleteId,
          priority: input.priority,
          notes: notes ?? null,
          now: nowOf(metadata),
        },
        state,
      ),
    metadata,
    { commutes: true },
  );
}

export function unwatchAthlete(
  ctx: CommandContext,
  user: SignedInUser,
  athleteId: string,
  metadata: EventMetadata,
): Promise<Handled<Watch>> {
  assertCoachOrScout(user);
  return handle(
    ctx,
    watchStream(user.id, athleteId),
    WATCH,
    (state) => decideUnwatch({ coachId: user.id, athleteId, now: nowOf(metadata) }, state),
    metadata,
  );
}

export function moveStage(
  ctx: CommandContext,
  user: SignedInUser,
  athleteId: string,
  to: PipelineStage,
  metadata: EventMetadata,
): Promise<Handled<Watch>> {
  assertCoachOrScout(user);
  return handle(
    ctx,
    watchStream(user.id, athleteId),
    WATCH,
    (state) => decideMoveStage({ coachId: user.id, athleteId, to, now: nowOf(metadata) }, state),
    metadata,
  );
}

// ── Alerts and preferences ──────────────────────────────────────────────────

type AlertInput = Omit<
  MatchupsEventOf<'MetricAlertCreated'>['data'],
  'coachId' | 'alertId' | 'createdAt' | 'unit'
>;
const withUnit = (alert: AlertInput) => ({
  ...alert,
  unit: metricTypeOf(alert.metricType)?.unit ?? '',
});

const onCoach = (
  ctx: CommandContext,
  coachId: string,
  metadata: EventMetadata,
  decide: (state: Coach) => ReturnType<typeof decideCreateAlert>,
) => handle(ctx, coachStream(coachId), COACH, decide, metadata, { commutes: true });

export async function createAlert(
  ctx: CommandContext,
  user: SignedInUser,
  alert: AlertInput,
  metadata: EventMetadata,
): Promise<Handled<Coach> & { alertId: string }> {
  assertCoachOrScout(user);
  const alertId = randomUUID();
  const handled = await onCoach(ctx, user.id, metadata, (state) =>
    decideCreateAlert(
      { coachId: user.id, alertId, alert: withUnit(alert), now: nowOf(metadata) },
      state,
    ),
  );
  return { ...handled, alertId };
}

export function changeAlert(
  ctx: CommandContext,
  user: SignedInUser,
  alertId: string,
  input: AlertInput & { isActive: boolean },
  metadata: EventMetadata,
): Promise<Handled<Coach>> {
  assertCoachOrScout(user);
  const { isActive, ...alert } = input;
  return onCoach(ctx, user.id, metadata, (state) =>
    decideChangeAlert(
      { coachId: user.id, alertId, alert: withUnit(alert), isActive, now: nowOf(metadata) },
      state,
    ),
  );
}

export function savePreferences(
  ctx: CommandContext,
  user: SignedInUser,
  preferences: Omit<MatchupsEventOf<'CoachPreferencesSaved'>['data'], 'coachId' | 'savedAt'>,
  metadata: EventMetadata,
): Promise<Handled<Coach>> {
  assertCoachOrScout(user);
  return onCoach(ctx, user.id, metadata, (state) =>
    decideSavePreferences({ coachId: user.id, preferences, now: nowOf(metadata) }, state),
  );
}
