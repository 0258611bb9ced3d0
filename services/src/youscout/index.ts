// YouScout's one door (docs/adding-an-area.md): what the composition roots, scripts, the test
// suites and other areas use: the routers and the OpenAPI areas (mounted and listed in
// services/src/composition, in their order), the events, the background processes, the seed, and
// the handlers and schemas the security suite's fixtures and fuzzer use. Tests inside the area
// import its parts directly.

export { youScoutArea } from './area';
export { badgeAdminRoutes } from './badges/admin-routes';
export { startBadgeAwarding } from './badges/awarding';
export { createBadge } from './badges/commands';
export { badgeAdminApi, youScoutBadgesApi } from './badges/openapi';
export { badgeRoutes } from './badges/routes';
export { moderateComment, postComment } from './comments/commands';
export { commentReadApi, commentWriteApi } from './comments/openapi';
export { commentReadRoutes, commentRoutes } from './comments/routes';
export {
  parseYouScoutEvent,
  YOUSCOUT_EVENT_TYPES,
  type YouScoutEvent,
  type YouScoutEventOf,
  type YouScoutEventType,
  youScoutEventSchema,
} from './events';
export { reviewNomination, submitNomination } from './nominations/commands';
export { startNominationFinishing } from './nominations/finish-nominations';
export { nominationWriteApi } from './nominations/openapi';
export { nominationReadApi } from './nominations/read-openapi';
export { nominationReadRoutes } from './nominations/read-routes';
export { nominationRoutes } from './nominations/routes';
export { commentsQuery, nominationsQuery } from './nominations/schemas';
export {
  badgeSchema,
  badgeUpdateSchema,
  commentSchema,
  nominateSchema,
  noteSchema,
  reasonSchema,
  removalRequestSchema,
  removalTokenSchema,
  reportSchema,
  voidVotesSchema,
} from './schemas';
export { SEED_STAFF, seedYouScout, type YouScoutSeedResult } from './seed';
export { castNominationVote, nominationVoteFactsLoader } from './votes/commands';
export { voteApi } from './votes/openapi';
export { voteRoutes } from './votes/routes';
export { awardBodySchema } from './write-schemas';
