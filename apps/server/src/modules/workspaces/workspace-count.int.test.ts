import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError } from '../../testing/accounts.ts';
import { WORKSPACES } from '../../testing/documents.ts';
import { createUser, createWorkspace, findTopics, type TestUser } from '../../testing/factories.ts';
import { graphql } from '../../testing/generated/gql.ts';
import { dataOf, uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * getUserWorkspaceCount, for the admin's account page: a number only. The admin asks about anyone,
 * a pupil only about themselves (FORBIDDEN about another), nobody signed out. The count is the
 * pupil's own list: a deleted workspace goes, the solver's hidden workspace never counts.
 */

const COUNT = graphql(`
  query getUserWorkspaceCount($input: GetUserByIdInput!) {
    getUserWorkspaceCount(getUserByIdInput: $input)
  }
`);
const SOLVER = graphql(`
  query solverWorkspaceForCount {
    getsolverworkspace { id }
  }
`);

let server: TestServer;
let admin: TestUser;
let pupil: TestUser;
let other: TestUser;
const ADMIN_EMAIL = uniqueEmail('przestrzenie');

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL });
  [admin, pupil, other] = await Promise.all([
    createUser(server, { email: ADMIN_EMAIL }),
    createUser(server),
    createUser(server),
  ]);
});
afterAll(async () => {
  await server?.stop();
});

const count = async (asker: TestUser, userId: string) =>
  dataOf(await asker.client.gql(COUNT, { input: { id: userId } })).getUserWorkspaceCount;

describe('getUserWorkspaceCount', () => {
  it('is FORBIDDEN to a pupil asking about someone else and UNAUTHENTICATED signed out', async () => {
    const foreign = await pupil.client.gql(COUNT, { input: { id: other.id } });
    expect(firstError(foreign.body).code).toBe('FORBIDDEN');
    expect(foreign.body.data).toBeNull();
    const signedOut = await server.gql(COUNT, { input: { id: pupil.id } });
    expect(firstError(signedOut.body).code).toBe('UNAUTHENTICATED');
  });

  it('gives the admin the number of workspaces on the pupil’s list, and the pupil their own', async () => {
    expect(await count(admin, pupil.id)).toBe(0);
    const topics = await findTopics(server, 'mathematics', 'SREDNI_JEDEN');
    const [first, second, third] = topics;
    if (!first || !second || !third) throw new Error('the seed has fewer than three topics');
    await createWorkspace(pupil, { tematId: first.id });
    await createWorkspace(pupil, { tematId: second.id });
    const gone = await createWorkspace(pupil, { tematId: third.id });
    await createWorkspace(other, { tematId: first.id });
    // The solver's general workspace has no topic: it is not on the list, so it does not count.
    dataOf(await pupil.client.gql(SOLVER, {}));
    expect(await count(admin, pupil.id)).toBe(3);

    dataOf(await pupil.client.gql(WORKSPACES.remove, { input: { workspaceId: gone.id } }));
    expect(await count(admin, pupil.id)).toBe(2);
    expect(await count(pupil, pupil.id)).toBe(2);
    expect(await count(admin, other.id)).toBe(1);
  });

  it('answers 0 for an account that does not exist', async () => {
    expect(await count(admin, '00000000-0000-4000-8000-000000000000')).toBe(0);
    expect(await count(admin, 'nie-uuid')).toBe(0);
  });
});
