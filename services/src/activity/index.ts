export { activityArea } from './area';
