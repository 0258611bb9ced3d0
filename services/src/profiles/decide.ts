import { isDeepStrictEqual } from 'node:util';
import type { Role } from '../accounts';
import { CoachFieldsNotAllowed, ProfileNotCreated, VerificationOnlyForCoaches } from './errors';
import type {
  CoachVerificationChanged,
  ProfileFields,
  UserProfileUpdated,
  VerificationStatus,
} from './events';
import type { Profile } from './profile';

// The user's role and the time are arguments, so every decision is pure and replayable.

export type UpdateProfile = {
  type: 'UpdateProfile';
  userId: string;
  role: Role;
  fields: ProfileFields;
  now: Date;
};

export type ChangeCoachVerification = {
  type: 'ChangeCoachVerification';
  userId: string;
  role: Role;
  verificationStatus: VerificationStatus;
  now: Date;
};

export type ProfileCommand = UpdateProfile | ChangeCoachVerification;

export function decideUpdateProfile(
  command: UpdateProfile,
  profile: Profile,
): UserProfileUpdated[] {
  const { userId, role, fields, now } = command;
  if (role !== 'coach') {
    const refused = (['teamName', 'teamPosition'] as const).filter((key) => fields[key] !== null);
    if (refused.length > 0) throw new CoachFieldsNotAllowed(refused);
  }
  // Saving the form unchanged records nothing.
  if (profile.status === 'created' && isDeepStrictEqual(profile.fields, fields)) return [];
  return [
    { type: 'UserProfileUpdated', data: { userId, ...fields, updatedAt: now.toISOString() } },
  ];
}

export function decideCoachVerification(
  command: ChangeCoachVerification,
  profile: Profile,
): CoachVerificationChanged[] {
  if (command.role !== 'coach') throw new VerificationOnlyForCoaches();
  if (profile.status === 'none') throw new ProfileNotCreated();
  if (profile.verificationStatus === command.verificationStatus) return [];
  const { userId, verificationStatus, now } = command;
  return [
    {
      type: 'CoachVerificationChanged',
      data: { userId, verificationStatus, changedAt: now.toISOString() },
    },
  ];
}
