export { operationsApi } from './openapi';
export { operationsRoutes } from './routes';
