export { auditArea } from './area';
export { auditApi } from './openapi';
export { auditRoutes } from './routes';
