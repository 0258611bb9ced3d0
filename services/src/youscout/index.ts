// YouScout's one door (docs/adding-an-area.md): the area the composition roots register
// (area.ts), and what other areas, scripts and the test suites use of it: its events and the
// handlers the security suite's fixtures use. Its schemas are contracts, imported from their
// files (schemas.ts). Tests inside the area import its parts directly.

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
export { castNominationVote, nominationVoteFactsLoader } from './votes/commands';
