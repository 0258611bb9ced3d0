import type { ServiceArea } from '../core/area';
import { matchupsAdminRoutes } from './admin-routes';
import { startAlertMatching, startDigests } from './alerts';
import { matchupsEventSchema } from './events';
import { matchupsApi } from './openapi';
import { matchupsRoutes } from './routes';
import { seedMatchups } from './seed';

/** Matchups: coach-initiated recruiting (PLATFORM.md §2), part 1. */
export const matchupsArea: ServiceArea = {
  name: 'matchups',
  events: matchupsEventSchema.options,
  api: [matchupsApi],
  routes: ({ ctx }) => [matchupsRoutes(ctx), matchupsAdminRoutes(ctx)],
  processes: [
    {
      name: 'matchups-alert-matching',
      purpose:
        'Records each newly verified metric value that meets an active alert, once, as the matchups projector advances and on a 30 s sweep (real-time alerts notify the coach from there)',
      start: startAlertMatching,
    },
    {
      name: 'matchups-digests',
      purpose:
        'Mails each coach one digest per finished day or week with the matches of their daily or weekly alerts, once, every 10 minutes',
      start: startDigests,
    },
  ],
  seed: {
    what: 'the Matchups demo',
    async run(ctx, now, onStart) {
      const seeded = await seedMatchups(ctx, now, onStart);
      return seeded === 'already-seeded'
        ? seeded
        : `${seeded.athletes} athletes, ${seeded.metrics} metric values, ${seeded.coaches} coaches with ${seeded.watches} watched athletes and ${seeded.alerts} alerts`;
    },
  },
};
