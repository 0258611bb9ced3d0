export { operationsArea } from './area';
export { operationsApi } from './openapi';
export { operationsRoutes } from './routes';
