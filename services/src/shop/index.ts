export { shopArea } from './area';
