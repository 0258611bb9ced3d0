import type { Knex } from 'knex';
import type { UserRow } from '../../../../services/src/accounts/rows';
import type { RecordedEvent } from '../../../../services/src/core/event-store/event-store';
import type { Projector } from '../../runner/projector';
import { rowInserts } from '../../runner/row-inserts';

type Data = Record<string, unknown>;
const str = (data: Data, key: string) => String(data[key]);
const date = (data: Data, key: string) => new Date(str(data, key));

function rowOf(event: RecordedEvent) {
  if (event.type !== 'UserRegistered') return null;
  const d = event.data as Data;
  return {
    id: str(d, 'userId'),
    username: str(d, 'username'),
    username_lower: str(d, 'username').toLowerCase(),
    email: d.email ?? null,
    role: str(d, 'role'),
    password_hash: str(d, 'passwordHash'),
    status: 'active',
    created_at: str(d, 'registeredAt'),
    updated_at: str(d, 'registeredAt'),
  };
}

async function other(trx: Knex.Transaction, event: RecordedEvent): Promise<void> {
  const d = event.data as Data;
  const users = () => trx<UserRow>('users').where({ id: str(d, 'userId') });
  switch (event.type) {
    case 'UserPasswordChanged':
      await users().update({
        password_hash: str(d, 'passwordHash'),
        session_epoch: trx.raw('session_epoch + 1'),
        updated_at: date(d, 'changedAt'),
      });
      return;
    case 'UserRoleChanged':
      await users().update({ role: str(d, 'role'), updated_at: date(d, 'changedAt') });
      return;
    case 'UserDisabled':
      await users().update({
        status: 'disabled',
        session_epoch: trx.raw('session_epoch + 1'),
        updated_at: date(d, 'disabledAt'),
      });
      return;
    case 'UserEnabled':
      await users().update({ status: 'active', updated_at: date(d, 'enabledAt') });
      return;
    case 'EmailConfirmed':
      // Only while the account still has the address confirmed (the user stream decides too).
      await users()
        .whereRaw('lower(email) = lower(?)', [str(d, 'email')])
        .update({ email_confirmed_at: date(d, 'confirmedAt'), updated_at: date(d, 'confirmedAt') });
      return;
  }
}

export const usersProjector: Projector = {
  name: 'users',
  version: 1,
  handles: [
    'UserRegistered',
    'UserPasswordChanged',
    'UserRoleChanged',
    'UserDisabled',
    'UserEnabled',
    'EmailConfirmed',
  ],
  tables: ['users'],
  ...rowInserts({
    table: 'users',
    rowOf,
    onConflict: (insert) => insert.onConflict('id').ignore(),
    other,
  }),
};
