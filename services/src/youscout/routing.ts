import type { Request, Response } from 'express';
import { type AppContext, awaitProjection } from '../core/context';
import type { AppendResult } from '../core/event-store/event-store';
import type { SignedInUser } from '../core/http/auth';
import { parseInput } from '../core/http/validate';
import { FAMILY_EVENT_TYPES } from '../families';
import { YOUSCOUT_EVENT_TYPES } from './events';
import { commentIdParams, nominationIdParams } from './write-schemas';

/** What the routes of every part share: the signed-in caller, the ids in the path, read-your-writes. */
export const user = (req: Request): SignedInUser => req.user as SignedInUser;

export const nominationId = (req: Request) => parseInput(nominationIdParams, req.params).id;
export const commentId = (req: Request) => parseInput(commentIdParams, req.params).id;

/** Waits until the projectors of YouScout's and families' events have passed the append. */
export const settledIn =
  (ctx: AppContext) =>
  (res: Response, appended: AppendResult): Promise<void> =>
    awaitProjection(ctx, res, appended, [...YOUSCOUT_EVENT_TYPES, ...FAMILY_EVENT_TYPES]);
