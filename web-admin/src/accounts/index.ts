import type { Area } from '@/common/area';
import users from './users';

/** Accounts: the users. */
const accounts: Area = { resources: [users] };

export default accounts;
