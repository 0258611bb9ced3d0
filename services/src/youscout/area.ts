import type { ServiceArea } from '../core/area';
import { badgeAdminRoutes } from './badges/admin-routes';
import { startBadgeAwarding } from './badges/awarding';
import { badgeAdminApi, youScoutBadgesApi } from './badges/openapi';
import { badgeRoutes } from './badges/routes';
import { commentReadApi, commentWriteApi } from './comments/openapi';
import { commentReadRoutes, commentRoutes } from './comments/routes';
import { youScoutEventSchema } from './events';
import { startNominationFinishing } from './nominations/finish-nominations';
import { nominationWriteApi } from './nominations/openapi';
import { nominationReadApi } from './nominations/read-openapi';
import { nominationReadRoutes } from './nominations/read-routes';
import { nominationRoutes } from './nominations/routes';
import { seedYouScout } from './seed';
import { voteApi } from './votes/openapi';
import { voteRoutes } from './votes/routes';

/** YouScout: community nominations of young athletes, their votes, comments and badges. */
export const youScoutArea: ServiceArea = {
  name: 'youscout',
  events: youScoutEventSchema.options,
  api: [
    nominationReadApi,
    commentReadApi,
    youScoutBadgesApi,
    nominationWriteApi,
    voteApi,
    commentWriteApi,
    badgeAdminApi,
  ],
  routes: ({ ctx }) => [
    nominationRoutes(ctx),
    voteRoutes(ctx),
    commentRoutes(ctx),
    badgeAdminRoutes(ctx),
    nominationReadRoutes(ctx),
    commentReadRoutes(ctx),
    badgeRoutes(ctx),
  ],
  processes: [
    {
      name: 'youscout-badge-awarding',
      purpose:
        'Awards the badges the awards projector finds due, each appended and mailed once, as it finds them and on a sweep',
      start: startBadgeAwarding,
    },
    {
      name: 'youscout-finish-nominations',
      purpose:
        'Finishes each nomination a crash cut between its appends (the athlete recorded in families, a guardian asked), at start and every 5 minutes',
      start: startNominationFinishing,
    },
  ],
  seed: {
    what: 'the YouScout demo',
    async run(ctx, now, onStart) {
      const seeded = await seedYouScout(ctx, now, onStart);
      return seeded === 'already-seeded'
        ? seeded
        : `${seeded.nominations} nominations, ${seeded.votes} votes, ${seeded.comments} comments, ${seeded.awards} badges awarded to ${seeded.accounts} demo members`;
    },
  },
};
