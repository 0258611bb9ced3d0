import { type Request, type Response, Router } from 'express';
import { type AppContext, awaitProjection, requestMetadata } from '../../core/context';
import { NotSignedIn } from '../../core/errors';
import { requireSignedIn, type SignedInUser } from '../../core/http/auth';
import { route } from '../../core/http/route';
import { parseInput } from '../../core/http/validate';
import { profilesOperations as op } from '../openapi';
import {
  changeAreaProfiles,
  connectAnswerOfState,
  findAreaProfiles,
  matchupAnswerOfState,
} from './commands';
import {
  decideCreateConnectProfile,
  decideUpdateConnectProfile,
  decideUpdateMatchupProfile,
} from './decide';
import { AREA_PROFILE_EVENT_TYPES, type AreaProfileEvent } from './events';
import {
  type AreaProfilesFound,
  type ConnectProfileSaved,
  connectProfileSchema,
  type MatchupProfileSaved,
  matchupProfileSchema,
} from './schemas';
import type { AreaProfiles } from './state';

const signedIn = (user: SignedInUser | undefined): SignedInUser => {
  if (!user) throw new NotSignedIn('You must be logged in to update your profile');
  return user;
};

/** The owner's Matchups and Connect profiles (PLATFORM.md §0: profiles of the one account). */
export function areaProfileRoutes(ctx: AppContext): Router {
  const router = Router();

  route(router, op.areas, requireSignedIn, async (req, res) => {
    const answer: AreaProfilesFound = {
      data: await findAreaProfiles(ctx.knex, signedIn(req.user).id),
    };
    res.json(answer);
  });

  /** Load, decide (at the request's time, as its events record it), append, await the read model. */
  const change = async (
    req: Request,
    res: Response,
    decide: (profiles: AreaProfiles, userId: string, now: Date) => AreaProfileEvent[],
  ) => {
    const user = signedIn(req.user);
    const metadata = requestMetadata(ctx, req, user.id);
    const now = new Date(metadata.occurredAt);
    const result = await changeAreaProfiles(
      ctx,
      user.id,
      (profiles) => decide(profiles, user.id, now),
      metadata,
    );
    if (result.appended) await awaitProjection(ctx, res, result.appended, AREA_PROFILE_EVENT_TYPES);
    return { userId: user.id, state: result.state };
  };

  route(router, op.createConnect, requireSignedIn, async (req, res) => {
    const { isVerified: _staffOnly, ...fields } = parseInput(connectProfileSchema, req.body);
    const { userId, state } = await change(req, res, (profiles, id, now) =>
      decideCreateConnectProfile(
        { type: 'CreateConnectProfile', userId: id, fields, now },
        profiles,
      ),
    );
    if (!state.connect) throw new Error('a created Connect profile folds to one');
    const answer: ConnectProfileSaved = {
      success: true,
      data: connectAnswerOfState(userId, state.connect),
      message: 'Connect profile added',
    };
    res.status(201).json(answer);
  });

  route(router, op.saveConnect, requireSignedIn, async (req, res) => {
    const { isVerified: _staffOnly, ...fields } = parseInput(connectProfileSchema, req.body);
    const { userId, state } = await change(req, res, (profiles, id, now) =>
      decideUpdateConnectProfile(
        { type: 'UpdateConnectProfile', userId: id, fields, now },
        profiles,
      ),
    );
    if (!state.connect) throw new Error('an updated Connect profile folds to one');
    const answer: ConnectProfileSaved = {
      success: true,
      data: connectAnswerOfState(userId, state.connect),
      message: 'Connect profile updated',
    };
    res.json(answer);
  });

  route(router, op.saveMatchups, requireSignedIn, async (req, res) => {
    const {
      role: _fixed,
      verified: _staffOnly,
      ...fields
    } = parseInput(matchupProfileSchema, req.body);
    const { userId, state } = await change(req, res, (profiles, id, now) =>
      decideUpdateMatchupProfile(
        { type: 'UpdateMatchupProfile', userId: id, fields, now },
        profiles,
      ),
    );
    if (!state.matchups) throw new Error('an updated Matchups profile folds to one');
    const answer: MatchupProfileSaved = {
      success: true,
      data: matchupAnswerOfState(userId, state.matchups),
      message: 'Matchups profile updated',
    };
    res.json(answer);
  });

  return router;
}
