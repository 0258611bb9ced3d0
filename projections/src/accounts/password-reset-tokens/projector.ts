import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../../services/src/core/event-store/event-store';
import type { Projector } from '../../runner/projector';

type Data = Record<string, unknown>;
const str = (data: Data, key: string) => String(data[key]);

async function apply(trx: Knex.Transaction, event: RecordedEvent): Promise<void> {
  const d = event.data as Data;
  switch (event.type) {
    case 'PasswordResetRequested':
      await trx('password_reset_tokens')
        .insert({
          token_hash: str(d, 'tokenHash'),
          user_id: str(d, 'userId'),
          requested_at: str(d, 'requestedAt'),
          expires_at: str(d, 'expiresAt'),
        })
        .onConflict('token_hash')
        .ignore();
      return;
    case 'PasswordResetCompleted':
      await trx('password_reset_tokens')
        .where({ token_hash: str(d, 'tokenHash') })
        .whereNull('used_at')
        .update({ used_at: str(d, 'completedAt') });
      return;
    // Any new password closes the user's links still open (as the user stream's state does).
    case 'UserPasswordChanged':
      await trx('password_reset_tokens')
        .where({ user_id: str(d, 'userId') })
        .whereNull('used_at')
        .whereNull('revoked_at')
        .update({ revoked_at: str(d, 'changedAt') });
      return;
  }
}

export const passwordResetTokensProjector: Projector = {
  name: 'password-reset-tokens',
  version: 1,
  handles: ['PasswordResetRequested', 'PasswordResetCompleted', 'UserPasswordChanged'],
  tables: ['password_reset_tokens'],
  apply,
};
