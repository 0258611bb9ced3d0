import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { type Appended, appendEvents, type CommandContext, type NewEvent } from '../core/context';
import {
  type EventMetadata,
  type EventStore,
  type GlobalPosition,
  WrongExpectedRevision,
} from '../core/event-store/event-store';
import { foldEvents, foldStream } from '../core/event-store/fold-stream';
import { decideRegister, decideReleaseUsername, decideReserveUsername } from './decide';
import { UsernameTaken } from './errors';
import {
  isUserEvent,
  parseUserEvent,
  type Role,
  type UserEvent,
  usernameStream,
  userStream,
} from './events';
import { hashPassword } from './passwords';
import { usernameSkeleton } from './reserved-usernames';
import type { UserRow } from './rows';
import {
  evolve,
  evolveReservation,
  initialReservation,
  initialUser,
  type User,
  type UsernameReservation,
} from './user';

/** The user as the API answers it: never the password hash. */
export type PublicUser = {
  id: string;
  username: string;
  email: string | null;
  role: string;
  createdAt: Date;
  /** Whether the owner confirmed the address through the mailed link (a vote counts only then). */
  emailConfirmed: boolean;
};

export const toPublicUser = (row: UserRow): PublicUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  createdAt: row.created_at,
  emailConfirmed: row.email_confirmed_at !== null,
});

const loadReservation = (store: EventStore, username: string) =>
  foldStream<UserEvent, UsernameReservation>(
    store,
    usernameStream(username),
    parseUserEvent,
    evolveReservation,
    initialReservation,
  );

/**
 * The account folded from its stream, with the revision to append at ('no_stream' when none):
 * the stream's last revision, the account's area profiles included, which the fold leaves alone.
 */
export async function loadUser(
  store: EventStore,
  userId: string,
): Promise<{ state: User; revision: number | 'no_stream' }> {
  const events = await store.readStream(userStream(userId));
  const { state } = foldEvents<UserEvent, User>(
    events.filter((event) => isUserEvent(event.type)),
    parseUserEvent,
    evolve,
    initialUser,
  );
  return { state, revision: events.at(-1)?.revision ?? 'no_stream' };
}

export type Registration = {
  username: string;
  email: string | null;
  password: string;
  role: Role;
  /** Only the operator's create-admin path sets this. */
  allowAdmin?: boolean;
};

/**
 * Registers a user: reserves the lower-cased username on its own stream first (the store refuses
 * a second reservation), then records the registration; if that fails the name is released.
 * `alsoRecord` gives events that belong with the registration (the Matchups variant's profile):
 * they go in the same append as `UserRegistered`, so the account never exists without them.
 */
export async function registerUser(
  ctx: CommandContext,
  registration: Registration,
  metadata: EventMetadata,
  alsoRecord: (userId: string, now: Date) => readonly NewEvent[] = () => [],
): Promise<{ userId: string; appended: Appended }> {
  const userId = randomUUID();
  const staff = registration.allowAdmin === true ? undefined : await staffSkeletons(ctx);
  const passwordHash = await hashPassword(registration.password);
  const registered = decideRegister(
    {
      type: 'RegisterUser',
      userId,
      ...registration,
      staffSkeletons: staff,
      passwordHash,
      now: new Date(metadata.occurredAt),
    },
    initialUser,
  );
  const withThem = [...registered, ...alsoRecord(userId, new Date(metadata.occurredAt))];

  const reservation = await loadReservation(ctx.store, registration.username);
  const reserve = decideReserveUsername(
    { type: 'ReserveUsername', userId, username: registration.username },
    reservation.state,
  );
  try {
    await appendEvents(
      ctx,
      usernameStream(registration.username),
      reserve,
      reservation.revision ?? 'no_stream',
      metadata,
    );
  } catch (error) {
    if (error instanceof WrongExpectedRevision) throw new UsernameTaken();
    throw error;
  }

  try {
    const appended = await appendEvents(ctx, userStream(userId), withThem, 'no_stream', metadata);
    return { userId, appended };
  } catch (error) {
    const now = await loadReservation(ctx.store, registration.username);
    const release = decideReleaseUsername({ type: 'ReleaseUsername', userId }, now.state);
    if (release.length > 0) {
      await appendEvents(
        ctx,
        usernameStream(registration.username),
        release,
        now.revision ?? 'no_stream',
        metadata,
      ).catch(() => {});
    }
    throw error;
  }
}

/**
 * The account that holds `username`, as the event log says (never the read tables, which a
 * worker may not have projected yet): 'free' when no one holds it. A name reserved by a
 * registration still between its two appends is waited for, up to `waitMs`; the account is then
 * answered 'unregistered' if it never came.
 */
export async function holderOfUsername(
  store: EventStore,
  username: string,
  waitMs: number,
): Promise<User | 'free'> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { state: reservation } = await loadReservation(store, username);
    if (reservation.status === 'free') return 'free';
    const { state } = await loadUser(store, reservation.userId);
    if (state.status !== 'unregistered' || Date.now() >= deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const STAFF_EVENTS = ['UserRegistered', 'UserRoleChanged'] as const;

/**
 * The skeletons of every staff (admin) account's username, as of the log's head when asked:
 * the users table, and on top of it the registrations and role changes its projector has not
 * yet taken in (the log after the projector's checkpoint, read after the table, so nothing falls
 * between the two), so an admin made or promoted a moment ago is never missed and nothing is
 * waited for. With no checkpoint (a rebuild starting over), the whole log's. An admin made after
 * this read is later than the registration, which the log orders first.
 */
export async function staffSkeletons(ctx: CommandContext): Promise<ReadonlySet<string>> {
  const checkpoint = await ctx.knex('projection_checkpoints').where({ name: 'users' }).first();
  const names = new Map<string, string>();
  const roles = new Map<string, Role>();
  let after: GlobalPosition | undefined;
  if (checkpoint) {
    after = {
      commit: BigInt(checkpoint.commit_position),
      prepare: BigInt(checkpoint.prepare_position),
    };
    const rows = await ctx.knex<UserRow>('users').where({ role: 'admin' }).select('id', 'username');
    for (const row of rows) {
      names.set(row.id, row.username);
      roles.set(row.id, 'admin');
    }
  }
  for (const recorded of await ctx.store.readAll({
    types: STAFF_EVENTS,
    ...(after ? { after } : {}),
  })) {
    let event: UserEvent;
    try {
      event = parseUserEvent(recorded.type, recorded.data);
    } catch {
      continue; // unreadable: it names no one (the projector counts it)
    }
    if (event.type === 'UserRegistered') {
      names.set(event.data.userId, event.data.username);
      roles.set(event.data.userId, event.data.role);
    } else if (event.type === 'UserRoleChanged') roles.set(event.data.userId, event.data.role);
  }
  // A promotion in the tail of an account the table holds as a member: its name from the table.
  const missing = [...roles]
    .filter(([id, role]) => role === 'admin' && !names.has(id))
    .map(([id]) => id);
  if (missing.length > 0) {
    const rows = await ctx.knex<UserRow>('users').whereIn('id', missing).select('id', 'username');
    for (const row of rows) names.set(row.id, row.username);
  }
  const skeletons = new Set<string>();
  for (const [userId, role] of roles) {
    const name = names.get(userId);
    if (role === 'admin' && name !== undefined) skeletons.add(usernameSkeleton(name));
  }
  return skeletons;
}

export async function findUserByUsername(
  knex: Knex,
  username: string,
): Promise<UserRow | undefined> {
  return knex<UserRow>('users').where({ username_lower: username.trim().toLowerCase() }).first();
}

export async function findUserById(knex: Knex, id: string): Promise<UserRow | undefined> {
  return knex<UserRow>('users').where({ id }).first();
}

export async function adminExists(knex: Knex): Promise<boolean> {
  return Boolean(await knex('users').where({ role: 'admin' }).first('id'));
}
