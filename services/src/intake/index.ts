export { intakeArea } from './area';
export type { EvaluationStatus } from './events';
export { intakeApi } from './openapi';
export { intakeRoutes } from './routes';
export { unsubscribeLink } from './unsubscribe-token';
