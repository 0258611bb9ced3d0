export { operationsRoutes } from './routes';
