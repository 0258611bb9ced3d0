export { kudosArea } from './area';
