export { operationsArea } from './area';
