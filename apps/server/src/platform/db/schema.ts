import * as auth from '../../modules/auth/tables.ts';
import * as conversations from '../../modules/conversations/tables.ts';
import * as materials from '../../modules/materials/tables.ts';
import * as notes from '../../modules/notes/tables.ts';
import * as reference from '../../modules/reference/tables.ts';
import * as retrieval from '../../modules/retrieval/tables.ts';
import * as sources from '../../modules/sources/tables.ts';
import * as usage from '../../modules/usage/tables.ts';
import * as users from '../../modules/users/tables.ts';
import * as workspaces from '../../modules/workspaces/tables.ts';

/** Every module's tables, gathered for Drizzle's typed relational queries. */
export const schema = {
  ...reference,
  ...users,
  ...auth,
  ...workspaces,
  ...materials,
  ...notes,
  ...sources,
  ...conversations,
  ...retrieval,
  ...usage,
};

export type Schema = typeof schema;
