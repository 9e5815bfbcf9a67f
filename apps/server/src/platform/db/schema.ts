import * as auth from '../../modules/auth/tables.ts';
import * as reference from '../../modules/reference/tables.ts';
import * as users from '../../modules/users/tables.ts';

/** Every module's tables, gathered for Drizzle's typed relational queries. */
export const schema = { ...reference, ...users, ...auth };

export type Schema = typeof schema;
