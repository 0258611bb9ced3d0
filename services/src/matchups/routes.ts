import { type Request, type Response, Router } from 'express';
import type { Handled } from '../core/command-handler';
import { type AppContext, awaitProjection, requestMetadata } from '../core/context';
import { requireSignedIn, type SignedInUser } from '../core/http/auth';
import { route } from '../core/http/route';
import { parseInput } from '../core/http/validate';
import { findFamily } from '../families';
import { findProfile } from '../profiles';
import {
  actForAthlete,
  addAchievement,
  addVideo,
  assertCoachOrScout,
  changeAlert,
  createAlert,
  moveStage,
  recordMetric,
  rejectMetric,
  removeAchievement,
  removeVideo,
  saveAthleteProfile,
  savePreferences,
  setAvailability,
  unwatchAthlete,
  verifyMetric,
  watchAthlete,
} from './commands';
import { METRIC_TYPES } from './constants';
import { AlertNotFound, AthleteNotFound, MetricNotFound, NotWatched } from './errors';
import { feedOf, heatMapOf } from './feed';
import { matchupsOperations as op } from './openapi';
import {
  alertsOf,
  counters,
  findAthlete,
  findMetric,
  findWatch,
  metricAnswerOf,
  metricFor,
  metricHistory,
  ownAthlete,
  preferencesOf,
  searchAthletes,
  type Viewer,
  visibleAthlete,
  watchlistOf,
} from './queries';
import {
  achievementParams,
  achievementSchema,
  alertChangeSchema,
  alertParams,
  alertSchema,
  athleteParams,
  athleteProfileSchema,
  athleteVideoSchema,
  availabilitySchema,
  heatMapQuery,
  metricParams,
  preferencesSchema,
  recordMetricSchema,
  rejectMetricSchema,
  searchQuery,
  stageSchema,
  type ViewerAnswer,
  verifyMetricSchema,
  videoParams,
  watchSchema,
} from './schemas';

const user = (req: Request): SignedInUser => req.user as SignedInUser;

/** What the caller may see of athletes: staff, a verified coach, or what anyone sees. */
export async function viewerOf(ctx: AppContext, caller: SignedInUser | undefined): Promise<Viewer> {
  if (!caller) return { userId: null, sees: 'public' };
  if (caller.role === 'admin') return { userId: caller.id, sees: 'staff' };
  if (caller.role === 'coach') {
    const profile = await findProfile(ctx.knex, caller.id);
    if (profile?.verificationStatus === 'verified') return { userId: caller.id, sees: 'verified' };
  }
  return { userId: caller.id, sees: 'public' };
}

export function matchupsRoutes(ctx: AppContext): Router {
  const router = Router();
  const now = () => ctx.clock.now();
  /** Read-your-writes: the next read shows what the command recorded. */
  const settled = async (res: Response, handled: Pick<Handled<unknown>, 'appended'>) => {
    if (handled.appended) await awaitProjection(ctx, res, handled.appended, handled.appended.types);
  };
  /** A child profile's name and birth date from Family, to start its form with. */
  const familyOf = async (caller: SignedInUser, athleteId: string) => {
    const family = await findFamily(ctx.knex, caller.id);
    const child = family.athletes.find((a) => a.athleteId === athleteId);
    return child ? { name: child.name, birthDate: child.birthDate } : null;
  };
  const sendOwn = async (req: Request, res: Response, athleteId: string, status = 200) => {
    res
      .status(status)
      .json(await ownAthlete(ctx.knex, athleteId, await familyOf(user(req), athleteId)));
  };

  // ── Public ──

  route(router, op.counters, async (_req, res) => {
    res.json(await counters(ctx.knex, now()));
  });

  route(router, op.metricTypes, (_req, res) => {
    res.json(METRIC_TYPES);
  });

  route(router, op.athlete, async (req, res) => {
    const { athleteId } = parseInput(athleteParams, req.params);
    const viewer = await viewerOf(ctx, req.user);
    const athlete = await findAthlete(ctx.knex, athleteId, viewer, now());
    if (!athlete) throw new AthleteNotFound();
    res.json(athlete);
  });

  route(router, op.metricHistory, async (req, res) => {
    const { athleteId } = parseInput(athleteParams, req.params);
    const viewer = await viewerOf(ctx, req.user);
    if (!(await visibleAthlete(ctx.knex, athleteId, now()))) throw new AthleteNotFound();
    const history = await metricHistory(ctx.knex, athleteId, {
      includeRejected: viewer.sees !== 'public',
    });
    res.json(history.map((metric) => metricFor(viewer, metric)));
  });

  // ── The athlete, or a linked parent ──

  route(router, op.viewer, requireSignedIn, async (req, res) => {
    const caller = user(req);
    const viewer = await viewerOf(ctx, caller);
    const profile = caller.role === 'coach' ? await findProfile(ctx.knex, caller.id) : undefined;
    const family = await findFamily(ctx.knex, caller.id);
    const children = family.athletes
      .filter((a) => a.link === 'active' && !a.erased)
      .map((a) => ({ id: a.athleteId, name: a.name, ownAccount: a.kind === 'account' }));
    const answer: ViewerAnswer = {
      role: caller.role,
      verification: caller.role === 'coach' ? (profile?.verificationStatus ?? 'pending') : null,
      maySearch: ['coach', 'scout', 'admin'].includes(caller.role),
      mayVerify: viewer.sees !== 'public',
      athletes: [
        ...(caller.role === 'athlete'
          ? [{ id: caller.id, name: caller.username, ownAccount: true }]
          : []),
        ...children,
      ],
    };
    res.json(answer);
  });

  route(router, op.ownAthlete, requireSignedIn, async (req, res) => {
    const { athleteId } = parseInput(athleteParams, req.params);
    await actForAthlete(ctx, user(req), athleteId);
    await sendOwn(req, res, athleteId);
  });

  route(router, op.saveProfile, requireSignedIn, async (req, res) => {
    const { athleteId } = parseInput(athleteParams, req.params);
    const input = parseInput(athleteProfileSchema, req.body);
    const metadata = requestMetadata(ctx, req, user(req).id);
    await settled(res, await saveAthleteProfile(ctx, user(req), athleteId, input, metadata));
    await sendOwn(req, res, athleteId);
  });

  route(router, op.addAchievement, requireSignedIn, async (req, res) => {
    const { athleteId } = parseInput(athleteParams, req.params);
    const input = parseInput(achievementSchema, req.body);
    const metadata = requestMetadata(ctx, req, user(req).id);
    await settled(res, await addAchievement(ctx, user(req), athleteId, input, metadata));
    await sendOwn(req, res, athleteId, 201);
  });

  route(router, op.removeAchievement, requireSignedIn, async (req, res) => {
    const { athleteId, achievementId } = parseInput(achievementParams, req.params);
    const metadata = requestMetadata(ctx, req, user(req).id);
    await settled(res, await removeAchievement(ctx, user(req), athleteId, achievementId, metadata));
    await sendOwn(req, res, athleteId);
  });

  route(router, op.addVideo, requireSignedIn, async (req, res) => {
    const { athleteId } = parseInput(athleteParams, req.params);
    const { url, title } = parseInput(athleteVideoSchema, req.body);
    const metadata = requestMetadata(ctx, req, user(req).id);
    await settled(
      res,
      await addVideo(ctx, user(req), athleteId, { url: url.url, title }, metadata),
    );
    await sendOwn(req, res, athleteId, 201);
  });

  route(router, op.removeVideo, requireSignedIn, async (req, res) => {
    const { athleteId, videoId } = parseInput(videoParams, req.params);
    const metadata = requestMetadata(ctx, req, user(req).id);
    await settled(res, await removeVideo(ctx, user(req), athleteId, videoId, metadata));
    await sendOwn(req, res, athleteId);
  });

  route(router, op.setAvailability, requireSignedIn, async (req, res) => {
    const { athleteId } = parseInput(athleteParams, req.params);
    const input = parseInput(availabilitySchema, req.body);
    const metadata = requestMetadata(ctx, req, user(req).id);
    await settled(res, await setAvailability(ctx, user(req), athleteId, input, metadata));
    await sendOwn(req, res, athleteId);
  });

  route(router, op.recordMetric, requireSignedIn, async (req, res) => {
    const { athleteId } = parseInput(athleteParams, req.params);
    const input = parseInput(recordMetricSchema, req.body);
    const metadata = requestMetadata(ctx, req, user(req).id);
    const recorded = await recordMetric(ctx, user(req), athleteId, input, metadata);
    await settled(res, recorded);
    const row = await findMetric(ctx.knex, recorded.metricId);
    if (!row) throw new MetricNotFound();
    res.status(201).json(metricAnswerOf(row));
  });

  // ── Coaches and scouts ──

  route(router, op.search, requireSignedIn, async (req, res) => {
    assertCoachOrScout(user(req));
    const query = parseInput(searchQuery, req.query);
    res.json(await searchAthletes(ctx.knex, query, await viewerOf(ctx, req.user), now()));
  });

  /**
   * A value a verified coach may decide: one of a listed athlete. Of an athlete who is not (under
   * 13 without consent, or erased) it is not found, as the athlete's page is; staff decide any.
   */
  const assertDecidable = async (viewer: Viewer, metricId: string) => {
    if (viewer.sees === 'staff') return;
    const row = await findMetric(ctx.knex, metricId);
    if (row && !(await visibleAthlete(ctx.knex, row.athlete_id, now()))) throw new MetricNotFound();
  };

  /** The decided value, as the verifier may see it. */
  const decided = async (res: Response, viewer: Viewer, metricId: string) => {
    const row = await findMetric(ctx.knex, metricId);
    if (!row) throw new MetricNotFound();
    res.json(metricFor(viewer, metricAnswerOf(row)));
  };

  route(router, op.verifyMetric, requireSignedIn, async (req, res) => {
    const { metricId } = parseInput(metricParams, req.params);
    const input = parseInput(verifyMetricSchema, req.body);
    const viewer = await viewerOf(ctx, req.user);
    await assertDecidable(viewer, metricId);
    const metadata = requestMetadata(ctx, req, user(req).id);
    await settled(res, await verifyMetric(ctx, user(req), metricId, input, metadata));
    await decided(res, viewer, metricId);
  });

  route(router, op.rejectMetric, requireSignedIn, async (req, res) => {
    const { metricId } = parseInput(metricParams, req.params);
    const { reason } = parseInput(rejectMetricSchema, req.body);
    const viewer = await viewerOf(ctx, req.user);
    await assertDecidable(viewer, metricId);
    const metadata = requestMetadata(ctx, req, user(req).id);
    await settled(res, await rejectMetric(ctx, user(req), metricId, reason, metadata));
    await decided(res, viewer, metricId);
  });

  const sendWatch = async (req: Request, res: Response, athleteId: string, viewer: Viewer) => {
    const watch = await findWatch(ctx.knex, user(req).id, athleteId, viewer, now());
    if (!watch) throw new NotWatched();
    res.json(watch);
  };

  route(router, op.watchlist, requireSignedIn, async (req, res) => {
    assertCoachOrScout(user(req));
    res.json(await watchlistOf(ctx.knex, user(req).id, await viewerOf(ctx, req.user), now()));
  });

  route(router, op.watch, requireSignedIn, async (req, res) => {
    assertCoachOrScout(user(req));
    const { athleteId } = parseInput(athleteParams, req.params);
    const input = parseInput(watchSchema, req.body);
    // Only a listed athlete can be watched.
    if (!(await visibleAthlete(ctx.knex, athleteId, now()))) throw new AthleteNotFound();
    const metadata = requestMetadata(ctx, req, user(req).id);
    await settled(res, await watchAthlete(ctx, user(req), athleteId, input, metadata));
    await sendWatch(req, res, athleteId, await viewerOf(ctx, req.user));
  });

  route(router, op.unwatch, requireSignedIn, async (req, res) => {
    const { athleteId } = parseInput(athleteParams, req.params);
    const metadata = requestMetadata(ctx, req, user(req).id);
    await settled(res, await unwatchAthlete(ctx, user(req), athleteId, metadata));
    res.json({ message: 'No longer watching this athlete' });
  });

  route(router, op.moveStage, requireSignedIn, async (req, res) => {
    const { athleteId } = parseInput(athleteParams, req.params);
    const { stage } = parseInput(stageSchema, req.body);
    const metadata = requestMetadata(ctx, req, user(req).id);
    await settled(res, await moveStage(ctx, user(req), athleteId, stage, metadata));
    await sendWatch(req, res, athleteId, await viewerOf(ctx, req.user));
  });

  route(router, op.feed, requireSignedIn, async (req, res) => {
    assertCoachOrScout(user(req));
    res.json(await feedOf(ctx.knex, user(req).id, await viewerOf(ctx, req.user), now()));
  });

  route(router, op.heatMap, requireSignedIn, async (req, res) => {
    assertCoachOrScout(user(req));
    const { timeZone } = parseInput(heatMapQuery, req.query);
    res.json(await heatMapOf(ctx.knex, user(req).id, now(), timeZone));
  });

  route(router, op.alerts, requireSignedIn, async (req, res) => {
    assertCoachOrScout(user(req));
    res.json(await alertsOf(ctx.knex, user(req).id));
  });

  const sendAlert = async (req: Request, res: Response, alertId: string, status = 200) => {
    const alert = (await alertsOf(ctx.knex, user(req).id)).find((a) => a.id === alertId);
    if (!alert) throw new AlertNotFound();
    res.status(status).json(alert);
  };

  route(router, op.createAlert, requireSignedIn, async (req, res) => {
    assertCoachOrScout(user(req));
    const input = parseInput(alertSchema, req.body);
    const metadata = requestMetadata(ctx, req, user(req).id);
    const created = await createAlert(ctx, user(req), input, metadata);
    await settled(res, created);
    await sendAlert(req, res, created.alertId, 201);
  });

  route(router, op.changeAlert, requireSignedIn, async (req, res) => {
    assertCoachOrScout(user(req));
    const { alertId } = parseInput(alertParams, req.params);
    const input = parseInput(alertChangeSchema, req.body);
    const metadata = requestMetadata(ctx, req, user(req).id);
    await settled(res, await changeAlert(ctx, user(req), alertId, input, metadata));
    await sendAlert(req, res, alertId);
  });

  route(router, op.preferences, requireSignedIn, async (req, res) => {
    assertCoachOrScout(user(req));
    res.json(await preferencesOf(ctx.knex, user(req).id));
  });

  route(router, op.savePreferences, requireSignedIn, async (req, res) => {
    assertCoachOrScout(user(req));
    const preferences = parseInput(preferencesSchema, req.body);
    const metadata = requestMetadata(ctx, req, user(req).id);
    await settled(res, await savePreferences(ctx, user(req), preferences, metadata));
    res.json(await preferencesOf(ctx.knex, user(req).id));
  });

  return router;
}
