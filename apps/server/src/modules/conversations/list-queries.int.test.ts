import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWorkspace } from '../../testing/factories.ts';
import { dataOf } from '../../testing/session-client.ts';
import { countStatements, startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * House rule 17: child lookups are batched per request. A page of conversations that asks for each
 * one's topic, source set and messages costs the same number of SQL statements for 5 rows as for 20.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const START = `mutation ($input: StartconversationInput!) { startconversation(startconversationInput: $input) { id } }`;
const PAGE = `query ($input: PaginateConversationWorkspaceByWorkspaceIdInput!) {
  paginateConversationWorkspaceByWorkspaceId(paginateConversationWorkspaceByWorkspaceIdInput: $input) {
    total data { id name temat { id temat } sources { id } userMessages { id botResponses { id } } }
  }
}`;

describe('a page of conversations', () => {
  it('reads topics, source sets and messages in one batch per kind, whatever the page size', async () => {
    const user = await createUser(server);
    const small = await createWorkspace(user);
    const large = await createWorkspace(user);
    for (const [workspace, n] of [
      [small, 5],
      [large, 20],
    ] as const) {
      for (let i = 0; i < n; i++)
        dataOf(await user.client.gql(START, { input: { workspaceId: workspace.id } }));
    }
    const page = (workspaceId: string) => async () => {
      const data = dataOf(await user.client.gql(PAGE, { input: { workspaceId, limit: 20 } })) as {
        paginateConversationWorkspaceByWorkspaceId: { data: { temat: { id: string } | null }[] };
      };
      expect(data.paginateConversationWorkspaceByWorkspaceId.data.every((c) => c.temat?.id)).toBe(true);
      return data;
    };
    const five = await countStatements(server, page(small.id));
    const twenty = await countStatements(server, page(large.id));
    expect(twenty).toBe(five);
    expect(twenty).toBeLessThanOrEqual(12);
  });
});
