import type { Role } from '../accounts';
import type { AppContext } from '../core/context';
import type { AppendResult, EventMetadata } from '../core/event-store/event-store';
import { loadProfile, type ProfileFields, updateProfile } from '../profiles';
import {
  DEFAULT_NOTIFICATIONS,
  type EmailTypePreference,
  SOCIAL_NETWORKS,
} from '../profiles/constants';

/** The profile's defaults, for a member who never saved one (their username as the name). */
const defaultFields = (username: string): ProfileFields => ({
  displayName: username,
  bio: null,
  location: null,
  teamName: null,
  teamPosition: null,
  photoUrl: null,
  socialLinks: Object.fromEntries(
    SOCIAL_NETWORKS.map((n) => [n, null]),
  ) as ProfileFields['socialLinks'],
  notificationPreferences: { ...DEFAULT_NOTIFICATIONS },
});

/**
 * Turns one e-mail preference off on the member's profile, through the profile's own command
 * (so the profile page shows it); off already records nothing. Answers the append, if any;
 * undefined too when the member is gone.
 */
export async function unsubscribeFromNotificationMail(
  ctx: AppContext,
  userId: string,
  preference: EmailTypePreference,
  metadata: EventMetadata,
): Promise<AppendResult | undefined> {
  const user = await ctx
    .knex('users')
    .where({ id: userId })
    .first<{ username: string; role: Role } | undefined>();
  if (!user) return undefined;
  const { state } = await loadProfile(ctx.store, userId);
  const fields = state.status === 'created' ? state.fields : defaultFields(user.username);
  if (!fields.notificationPreferences[preference]) return undefined;
  const coach = user.role === 'coach';
  const { appended } = await updateProfile(
    ctx,
    { id: userId, role: user.role },
    {
      ...fields,
      // What the profile form would send for a member who is no longer a coach.
      teamName: coach ? fields.teamName : null,
      teamPosition: coach ? fields.teamPosition : null,
      notificationPreferences: { ...fields.notificationPreferences, [preference]: false },
    },
    metadata,
  );
  return appended;
}
