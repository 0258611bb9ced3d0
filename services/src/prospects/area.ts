import { Router } from 'express';
import type { ServiceArea } from '../core/area';
import { boardAdminRoutes } from './admin-routes';
import { boardEventSchema } from './events';
import { finishBoardEdits } from './finish-edits';
import { boardApi } from './openapi';
import { boardRoutes } from './routes';
import { seedDemoBoard } from './seed';

/** The NOLA 100 board: prospects, official ranks, community votes, the board as of a day. */
export const prospectsArea: ServiceArea = {
  name: 'prospects',
  events: boardEventSchema.options,
  api: [boardApi],
  routes: ({ ctx }) => [boardRoutes(ctx), boardAdminRoutes(ctx)],
  // Document 2's old path to the prospect manager, now the back office's.
  siteRoutes: () => [
    Router().get('/prospect-admin', (_req, res) => res.redirect(302, '/admin/prospects')),
  ],
  processes: [
    {
      name: 'prospects-finish-edits',
      purpose:
        'At start, before the first request: finishes each staff edit a crash cut between its prospect event and its board event',
      async start(ctx) {
        const finished = await finishBoardEdits(ctx);
        if (finished > 0) console.log(`finished ${finished} board edit(s) a crash had cut short`);
        return () => {};
      },
    },
  ],
  seed: {
    what: 'the demo board',
    async run(ctx, now, onStart) {
      const seeded = await seedDemoBoard(ctx, now, onStart);
      return seeded === 'already-seeded'
        ? seeded
        : `${seeded.prospects} prospects, ${seeded.votes} votes`;
    },
  },
};
