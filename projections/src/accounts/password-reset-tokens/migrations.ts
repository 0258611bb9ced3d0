import type { Migration } from '../../../../services/src/core/migrations';

export const passwordResetTokensMigrations: Migration[] = [
  {
    name: '001_password_reset_tokens',
    async up(knex) {
      await knex.schema.createTable('password_reset_tokens', (t) => {
        // The SHA-256 of the token, never the token itself.
        t.text('token_hash').primary();
        t.uuid('user_id').notNullable().index();
        t.timestamp('requested_at', { useTz: true }).notNullable();
        t.timestamp('expires_at', { useTz: true }).notNullable();
        t.timestamp('used_at', { useTz: true });
        // Set when the password changed some other way while the link was still open.
        t.timestamp('revoked_at', { useTz: true });
      });
    },
  },
];
