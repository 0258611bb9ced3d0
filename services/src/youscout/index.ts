// YouScout's one door (docs/adding-an-area.md): what the composition roots, scripts, the test
// suites and other areas use. Tests inside the area import its parts directly.

// ── Routes, in the order the app mounts them ──
export { badgeAdminRoutes } from './badges/admin-routes';
// ── Background processes and the demo seed ──
export { startBadgeAwarding } from './badges/awarding';
// ── Handlers and schemas the security suite's fixtures and fuzzer use ──
export { createBadge } from './badges/commands';
// ── The OpenAPI document's areas ──
export { youScoutBadgesApi } from './badges/openapi';
export { badgeRoutes } from './badges/routes';
export { moderateComment, postComment } from './comments/commands';
export { commentReadRoutes, commentRoutes } from './comments/routes';
// ── Events (the event catalogue, the read side) ──
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
export { nominationReadRoutes } from './nominations/read-routes';
export { nominationRoutes } from './nominations/routes';
export { commentsQuery, nominationsQuery } from './nominations/schemas';
export { youScoutReadApi } from './openapi-read';
export { youScoutWriteApi } from './openapi-write';
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
export { voteRoutes } from './votes/routes';
export { awardBodySchema } from './write-schemas';
