// YouScout's one door (docs/adding-an-area.md): the area the composition roots register
// (area.ts), and what other areas, scripts and the test suites use of it: its events, the
// handlers and the schemas the security suite's fixtures and fuzzer use. Tests inside the area
// import its parts directly.

export { youScoutArea } from './area';
export { createBadge } from './badges/commands';
export { moderateComment, postComment } from './comments/commands';
export {
  parseYouScoutEvent,
  YOUSCOUT_EVENT_TYPES,
  type YouScoutEvent,
  type YouScoutEventOf,
  type YouScoutEventType,
} from './events';
export { reviewNomination, submitNomination } from './nominations/commands';
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
export { castNominationVote, nominationVoteFactsLoader } from './votes/commands';
export { awardBodySchema } from './write-schemas';
