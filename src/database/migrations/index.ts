import { Accounts1763700000000 } from './1763700000000-accounts';

/** Applied in this order. New migrations are appended here as well as added to the folder. */
export const MIGRATIONS = [Accounts1763700000000];
