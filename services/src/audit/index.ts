export { auditApi } from './openapi';
export { auditRoutes } from './routes';
