import { Router } from 'express';
import type { Role } from '../accounts';
import { type AppContext, awaitProjection, requestMetadata } from '../core/context';
import { DomainError, NotSignedIn } from '../core/errors';
import { requireSignedIn, type SignedInUser } from '../core/http/auth';
import { route } from '../core/http/route';
import { parseInput } from '../core/http/validate';
import { deleteIfUnused, uploadExists, uploadOwner } from '../uploads';
import { findProfile, loadProfile, updateProfile } from './commands';
import { profilesOperations as op } from './openapi';
import { type ProfileFound, type ProfileSaved, profileSchema } from './schemas';

const NO_PROFILE = 'You have not created a profile yet';
const PHOTO_GONE = 'That photo is no longer on the server; please upload it again';
const NOT_YOURS = 'That photo was uploaded by another member; upload a photo of your own';

const signedIn = (user: SignedInUser | undefined): SignedInUser => {
  if (!user) throw new NotSignedIn('You must be logged in to update your profile');
  return user;
};

/**
 * A photo on a profile is an upload of this site that is on disk and that its owner uploaded:
 * another member's upload is refused (403), unless it is the photo the profile shows already
 * (put there before this check), so that profile can still be saved.
 */
async function checkPhoto(ctx: AppContext, userId: string, photoUrl: string): Promise<void> {
  if (!(await uploadExists(ctx.config.dataDir, photoUrl))) {
    throw new DomainError(PHOTO_GONE, 400, { photoUrl: PHOTO_GONE });
  }
  if ((await uploadOwner(ctx.store, photoUrl)) === userId) return;
  const { state } = await loadProfile(ctx.store, userId);
  if (state.status === 'created' && state.fields.photoUrl === photoUrl) return;
  throw new DomainError(NOT_YOURS, 403, { photoUrl: NOT_YOURS });
}

export function profileRoutes(ctx: AppContext): Router {
  const router = Router();

  route(router, op.read, requireSignedIn, async (req, res) => {
    const profile = await findProfile(ctx.knex, signedIn(req.user).id);
    if (!profile) {
      res.status(404).json({ message: NO_PROFILE });
      return;
    }
    const answer: ProfileFound = { data: profile };
    res.json(answer);
  });

  route(router, op.save, async (req, res) => {
    const user = signedIn(req.user);
    const { verificationStatus: _staffOnly, ...fields } = parseInput(profileSchema, req.body);
    if (fields.photoUrl !== null) await checkPhoto(ctx, user.id, fields.photoUrl);
    const metadata = requestMetadata(ctx, req, user.id);
    const saved = await updateProfile(
      ctx,
      { id: user.id, role: user.role as Role },
      fields,
      metadata,
    );
    if (saved.appended) await awaitProjection(ctx, res, saved.appended, ['UserProfileUpdated']);
    // The owner dropped that photo: its file goes now (the hourly sweep, should this fail).
    if (saved.droppedPhotoUrl) {
      await deleteIfUnused(ctx, ctx.config.dataDir, saved.droppedPhotoUrl, user.id).catch(
        (error: unknown) =>
          console.error(
            'deleting a replaced photo failed:',
            error instanceof Error ? error.message : error,
          ),
      );
    }
    // From the stream, not the read model: the answer is the profile as saved, even under lag.
    const answer: ProfileSaved = {
      success: true,
      data: saved.profile,
      message: 'Profile updated successfully',
    };
    res.json(answer);
  });

  return router;
}
