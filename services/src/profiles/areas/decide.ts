import { isDeepStrictEqual } from 'node:util';
import { MATCHUP_REGISTRATION_ROLES } from './constants';
import {
  ConnectAdminNotChosen,
  ConnectProfileExists,
  MatchupProfileExists,
  MatchupRoleNotOffered,
  NoConnectProfile,
  NoMatchupProfile,
} from './errors';
import type {
  ConnectProfileCreated,
  ConnectProfileFields,
  ConnectProfileUpdated,
  MatchupProfileCreated,
  MatchupProfileFields,
  MatchupProfileUpdated,
} from './events';
import type { AreaProfiles } from './state';

// The time is an argument, so every decision is pure and replayable.

export type CreateMatchupProfile = {
  type: 'CreateMatchupProfile';
  userId: string;
  /** The role chosen at registration through the Matchups variant. */
  role: string;
  now: Date;
};
export type UpdateMatchupProfile = {
  type: 'UpdateMatchupProfile';
  userId: string;
  fields: MatchupProfileFields;
  now: Date;
};
export type CreateConnectProfile = {
  type: 'CreateConnectProfile';
  userId: string;
  fields: ConnectProfileFields;
  now: Date;
};
export type UpdateConnectProfile = {
  type: 'UpdateConnectProfile';
  userId: string;
  fields: ConnectProfileFields;
  now: Date;
};

/** A new Matchups profile: the registration's role, everything else empty, active. */
export function decideCreateMatchupProfile(
  command: CreateMatchupProfile,
  profiles: AreaProfiles,
): MatchupProfileCreated[] {
  const role = MATCHUP_REGISTRATION_ROLES.find((offered) => offered === command.role);
  if (!role) throw new MatchupRoleNotOffered();
  if (profiles.matchups) throw new MatchupProfileExists();
  return [
    {
      type: 'MatchupProfileCreated',
      data: {
        userId: command.userId,
        role,
        organization: null,
        title: null,
        sport: null,
        level: null,
        isActive: true,
        createdAt: command.now.toISOString(),
      },
    },
  ];
}

export function decideUpdateMatchupProfile(
  command: UpdateMatchupProfile,
  profiles: AreaProfiles,
): MatchupProfileUpdated[] {
  if (!profiles.matchups) throw new NoMatchupProfile();
  // Saving the form unchanged records nothing.
  if (isDeepStrictEqual(profiles.matchups.fields, command.fields)) return [];
  const { userId, fields, now } = command;
  return [
    { type: 'MatchupProfileUpdated', data: { userId, ...fields, updatedAt: now.toISOString() } },
  ];
}

export function decideCreateConnectProfile(
  command: CreateConnectProfile,
  profiles: AreaProfiles,
): ConnectProfileCreated[] {
  if (command.fields.userType === 'admin') throw new ConnectAdminNotChosen();
  if (profiles.connect) throw new ConnectProfileExists();
  const { userId, fields, now } = command;
  return [
    { type: 'ConnectProfileCreated', data: { userId, ...fields, createdAt: now.toISOString() } },
  ];
}

export function decideUpdateConnectProfile(
  command: UpdateConnectProfile,
  profiles: AreaProfiles,
): ConnectProfileUpdated[] {
  if (!profiles.connect) throw new NoConnectProfile();
  // Staff's admin type stays; nobody picks it.
  if (command.fields.userType === 'admin' && profiles.connect.fields.userType !== 'admin') {
    throw new ConnectAdminNotChosen();
  }
  if (isDeepStrictEqual(profiles.connect.fields, command.fields)) return [];
  const { userId, fields, now } = command;
  return [
    { type: 'ConnectProfileUpdated', data: { userId, ...fields, updatedAt: now.toISOString() } },
  ];
}
