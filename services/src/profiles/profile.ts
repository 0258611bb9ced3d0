import type { ProfileEvent, ProfileFields, VerificationStatus } from './events';

// ── A user's profile, folded from its `profile-<userId>` stream ─────────────

export type Profile =
  | { status: 'none' }
  | {
      status: 'created';
      fields: ProfileFields;
      verificationStatus: VerificationStatus;
      /** ISO times: the first save's and the last's, as the read model keeps them. */
      createdAt: string;
      updatedAt: string;
    };

export const initialProfile: Profile = { status: 'none' };

export function evolve(state: Profile, event: ProfileEvent): Profile {
  switch (event.type) {
    case 'UserProfileUpdated': {
      const { userId: _userId, updatedAt, ...fields } = event.data;
      return state.status === 'created'
        ? { ...state, fields, updatedAt }
        : {
            status: 'created',
            fields,
            verificationStatus: 'pending',
            createdAt: updatedAt,
            updatedAt,
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
