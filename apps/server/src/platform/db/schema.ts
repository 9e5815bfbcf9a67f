import * as reference from '../../modules/reference/tables.ts';

/** Every module's tables, gathered for Drizzle's typed relational queries. */
export const schema = { ...reference };

export type Schema = typeof schema;
