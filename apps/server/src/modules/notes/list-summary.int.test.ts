import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNote, createUser, createWorkspace } from '../../testing/factories.ts';
import { dataOf } from '../../testing/session-client.ts';
import { countStatements, startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * House rule 17: the notes list is a summary. It reads no note's content (up to 100,000 characters
 * each) unless the client asks for it, and then reads all the list's contents in one statement.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const LIST = (fields: string) => `query ($input: GetAiNoteByWorkspaceIdInput!) {
  getAiNoteByWorkspaceId(getAiNoteByWorkspaceIdInput: $input) { ${fields} }
}`;

describe('the notes list', () => {
  it('reads contents only when asked, in one statement for the whole list', async () => {
    const user = await createUser(server);
    const workspace = await createWorkspace(user);
    for (let i = 0; i < 6; i++)
      await createNote(user, workspace, {
        name: `Notatka ${i}`,
        content: `Treść notatki ${i}: ${'ułamki '.repeat(500)}`,
      });
    const list = (fields: string) => () =>
      user.client.gql(LIST(fields), { input: { workspaceId: workspace.id } });
    const readsContent = /select [^;]*"content"[^;]* from "ai_notes"/;

    expect(await countStatements(server, list('id name updatedAt'), readsContent)).toBe(0);
    let answer: unknown;
    const withContent = await countStatements(
      server,
      async () => {
        answer = dataOf(await list('id name content')());
      },
      readsContent,
    );
    expect(withContent).toBe(1);
    const notes = (answer as { getAiNoteByWorkspaceId: { name: string; content: string }[] })
      .getAiNoteByWorkspaceId;
    expect(notes).toHaveLength(6);
    for (const note of notes)
      expect(note.content).toMatch(new RegExp(`^Treść notatki ${note.name.slice(-1)}:`));
  });
});
