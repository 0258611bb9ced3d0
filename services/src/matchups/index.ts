// Matchups' one door (docs/adding-an-area.md): the area the composition roots register, and
// what other areas, scripts and the test suites use of it. Its schemas and constants are
// contracts, imported from their files. Tests inside the area import its parts directly.

export { matchupsArea } from './area';
export {
  MATCHUPS_EVENT_TYPES,
  type MatchupsEvent,
  type MatchupsEventOf,
  parseMatchupsEvent,
} from './events';
