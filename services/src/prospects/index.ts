export { prospectsArea } from './area';
export { votesAsActivity } from './voter-history';
