import type { Knex } from 'knex';
import { every } from '../core/every';
import { type Migration, migrate } from '../core/migrations';

/**
 * Which client made each account (its keyed hash, as the rate limits key it), kept
 * REGISTRATION_CLIENT_DAYS: so staff reviewing a burst of votes see the accounts one address
 * made in a day (issue 36 item 17). Not in the log, which is kept for good (requestMetadata
 * carries no client key); the privacy page promises the 30 days.
 */
export const REGISTRATION_CLIENT_DAYS = 30;
export const REGISTRATION_CLIENTS_TABLE = 'account_registration_clients';
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often rows past their days are deleted (the privacy page: within the day after). */
export const REGISTRATION_CLIENTS_SWEEP_MS = 60 * 60 * 1000;

const migrations: Migration[] = [
  {
    name: '001_account_registration_clients',
    async up(knex) {
      await knex.schema.createTable(REGISTRATION_CLIENTS_TABLE, (t) => {
        t.text('user_id').primary();
        t.text('client_key').notNullable();
        t.timestamp('registered_at', { useTz: true }).notNullable();
        t.index(['client_key', 'registered_at']);
        t.index(['registered_at']);
      });
    },
  },
];

export const migrateRegistrationClients = (knex: Knex) =>
  migrate(knex, 'registration_client_migrations', migrations);

/** Records the client that made the account (once: a replayed registration changes nothing). */
export async function recordRegistrationClient(
  knex: Knex,
  userId: string,
  clientKey: string,
  at: Date,
): Promise<void> {
  await knex(REGISTRATION_CLIENTS_TABLE)
    .insert({ user_id: userId, client_key: clientKey, registered_at: at })
    .onConflict('user_id')
    .ignore();
}

/** Deletes the records older than REGISTRATION_CLIENT_DAYS at `now`; answers how many. */
export function deleteOldRegistrationClients(knex: Knex, now: number): Promise<number> {
  return knex(REGISTRATION_CLIENTS_TABLE)
    .where('registered_at', '<', new Date(now - REGISTRATION_CLIENT_DAYS * DAY_MS))
    .delete();
}

/**
 * Deletes old records now and every REGISTRATION_CLIENTS_SWEEP_MS; answers its stop. By the
 * machine's clock: the privacy page's 30 days are real days, whatever the app's clock says.
 */
export const sweepRegistrationClientsPeriodically = (knex: Knex): (() => Promise<void>) =>
  every(REGISTRATION_CLIENTS_SWEEP_MS, 'registration client sweep', () =>
    deleteOldRegistrationClients(knex, Date.now()),
  );

/** Accounts one client made on one (UTC) day, and how many of them cast a vote here. */
export type SharedAddressGroup = { day: string; accountsMade: number; voted: number };

/**
 * For a set of voters (their user ids, as a subquery), the days on which a client of one of them
 * made two or more accounts: how many it made, and how many of those are among the voters. Most
 * voted first.
 */
export async function sharedAddressGroups(
  knex: Knex,
  voters: Knex.QueryBuilder,
): Promise<SharedAddressGroup[]> {
  const day = (alias: string) => `(${alias}.registered_at at time zone 'UTC')::date`;
  const { rows } = await knex.raw<{ rows: { day: string; made: number; voted: number }[] }>(
    `with voters as (?),
     groups as (
       select distinct r.client_key, ${day('r')} as day
       from ${REGISTRATION_CLIENTS_TABLE} r join voters v on v.user_id = r.user_id
     )
     select to_char(g.day, 'YYYY-MM-DD') as day, count(*)::int as made,
       count(v.user_id)::int as voted
     from groups g
     join ${REGISTRATION_CLIENTS_TABLE} a
       on a.client_key = g.client_key and ${day('a')} = g.day
     left join voters v on v.user_id = a.user_id
     group by g.client_key, g.day
     having count(*) >= 2
     order by voted desc, made desc, g.day desc`,
    [voters],
  );
  return rows.map((row) => ({ day: row.day, accountsMade: row.made, voted: row.voted }));
}
