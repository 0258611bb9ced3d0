export { intakeArea } from './area';
export type { EvaluationStatus } from './events';
