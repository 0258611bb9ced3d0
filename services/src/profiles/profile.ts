import type { ProfileEvent, ProfileFields, VerificationStatus } from './events';

// ── A user's profile, folded from its `profile-<userId>` stream ─────────────

export type Profile =
  | { status: 'none' }
  | { status: 'created'; fields: ProfileFields; verificationStatus: VerificationStatus };

export const initialProfile: Profile = { status: 'none' };

export function evolve(state: Profile, event: ProfileEvent): Profile {
  switch (event.type) {
    case 'UserProfileUpdated': {
      const { userId: _userId, updatedAt: _updatedAt, ...fields } = event.data;
      return {
        status: 'created',
        fields,
        verificationStatus: state.status === 'created' ? state.verificationStatus : 'pending',
      };
    }
    case 'CoachVerificationChanged':
      return state.status === 'created'
        ? { ...state, verificationStatus: event.data.verificationStatus }
        : state;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
