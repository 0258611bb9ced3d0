export { auditArea } from './area';
