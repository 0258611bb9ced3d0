import type { AppContext } from '../core/context';
import type { CheckpointAdvanced } from '../core/projections';
import { MAIL_PREFERENCE, MAIL_WINDOW_HOURS, MAILED_TYPES, PREFERENCE_LABELS } from './constants';
import { notificationMail } from './mails';
import { toNotification } from './queries';
import type { NotificationRow } from './rows';
import { notificationUnsubscribeToken } from './unsubscribe-token';

/** How often the mail is looked for without a wake-up (a worker's feed lost, a failed send). */
const SWEEP_MS = 30_000;
const BATCH = 50;

type Pending = NotificationRow & { email: string; username: string };

export const mailKeyOf = (notificationId: string) => `notification:${notificationId}`;

/**
 * The notifications still to mail: of a mailed type, made within the mail window, to an active
 * member with an address whose profile has e-mail on, and this type's preference on (a profile
 * not saved yet has every default: on), and not in the mail ledger yet.
 */
export function pendingQuery(ctx: AppContext) {
  const { knex } = ctx;
  const preferenceOf = `case n.type ${MAILED_TYPES.map(() => 'when ? then ?').join(' ')} end`;
  return knex('notifications as n')
    .join('users as u', 'u.id', 'n.recipient_id')
    .leftJoin('user_profiles as p', 'p.user_id', 'n.recipient_id')
    .leftJoin('mail_deliveries as m', 'm.key', knex.raw("'notification:' || n.id::text"))
    .whereIn('n.type', MAILED_TYPES)
    .whereNull('m.key')
    .whereNotNull('u.email')
    .where('u.status', 'active')
    .whereRaw('n.created_at > now() - ?::interval', [`${MAIL_WINDOW_HOURS} hours`])
    .whereRaw("coalesce((p.notification_preferences->>'emailNotifications')::boolean, true)")
    .whereRaw(`coalesce((p.notification_preferences->>(${preferenceOf}))::boolean, true)`, [
      ...MAILED_TYPES.flatMap((type) => [type, MAIL_PREFERENCE[type]]),
    ])
    .select('n.*', 'u.email', 'u.username')
    .orderBy(['n.position_commit', 'n.position_prepare'])
    .limit(BATCH);
}

/** Mails what is pending, each once (the mailer's ledger); answers how many went out. */
export async function mailNotifications(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (const row of (await pendingQuery(ctx)) as Pending[]) {
    const type = row.type as (typeof MAILED_TYPES)[number];
    const preference = MAIL_PREFERENCE[type];
    const token = notificationUnsubscribeToken(ctx, row.recipient_id, preference);
    const message = notificationMail(
      row.email,
      row.username,
      toNotification(row),
      PREFERENCE_LABELS[preference],
      {
        site: `${ctx.config.publicUrl}/profile`,
        unsubscribe: `${ctx.config.publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      },
    );
    try {
      if ((await ctx.mailer.send(message, { idempotencyKey: mailKeyOf(row.id) })) === 'sent')
        sent++;
    } catch (error) {
      // Released in the ledger: the next sweep tries again (within the mail window).
      console.error('notification mail failed:', error instanceof Error ? error.message : error);
    }
  }
  return sent;
}

/**
 * Mails new notifications as the notifications projector advances (the checkpoint feed) and on
 * a slow sweep. Each API process runs one; the ledger makes each mail go once among them.
 * Answers the function that stops it.
 */
export function startNotificationMail(ctx: AppContext): () => void {
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await mailNotifications(ctx);
      } while (again);
    } catch (error) {
      console.error('notification mail:', error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  const onAdvanced = ({ name }: CheckpointAdvanced) => {
    if (name === 'notifications') void run();
  };
  ctx.transport.feed.on('advanced', onAdvanced);
  const timer = setInterval(() => void run(), SWEEP_MS);
  timer.unref();
  void run();
  return () => {
    clearInterval(timer);
    ctx.transport.feed.off('advanced', onAdvanced);
  };
}
