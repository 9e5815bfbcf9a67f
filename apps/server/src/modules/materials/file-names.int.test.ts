import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIALS } from '../../testing/documents.ts';
import { asUserDoc, createUser, createWorkspace } from '../../testing/factories.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('file names of uploads', () => {
  it('drops right-to-left overrides and zero-width characters that disguise a name', async () => {
    const user = await createUser(server);
    const workspace = await createWorkspace(user);
    const bytes = new TextEncoder().encode('Notatki z biologii: komórka, mitochondrium.');
    // Shown as "notatkitxt.exe" by the override, with a zero-width space hidden in the middle.
    const disguised = 'nota\u200btki\u202Eexe.txt';
    const created = asUserDoc(
      dataOf(
        await user.client.upload(
          MATERIALS.create,
          { input: { workspaceId: workspace.id, file: null } },
          { 'variables.input.file': { bytes, name: disguised } },
        ),
      ).createUserDoc,
    );
    expect(created.name).toBe('notatkiexe.txt');
    expect(created.file?.originalFileName).toBe('notatkiexe.txt');
  });
});
