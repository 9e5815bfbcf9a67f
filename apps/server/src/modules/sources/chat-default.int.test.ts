import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../core/deps.ts';
import { sqlRows } from '../../testing/accounts.ts';
import { SOURCES } from '../../testing/documents.ts';
import { createReadyMaterial, createUser, createWorkspace, type TestUser } from '../../testing/factories.ts';
import { until } from '../../testing/restartable.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { newMaterialJoinsChat } from './chat-default.ts';

/*
 * A material read after the pupil chose the chat's materials joins that choice (issue 27: an
 * uploaded PDF was unticked in the next conversation, so the first answer had no sources).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const PROCESSOR = 'sources-new-material-joins-chat';

/** Waits until the processor has handled the `material.read` of this material. */
async function handled(materialId: string): Promise<void> {
  await until(
    () =>
      sqlRows<{ n: number }>(
        server,
        sql`select count(*)::int as n from event_deliveries d join events e on e.id = d.event_id
             where d.processor = ${PROCESSOR} and e.type = 'material.read' and e.entity_id = ${materialId}`,
      ),
    ([row]) => (row?.n ?? 0) > 0,
    20_000,
    50,
  );
}

async function chatChoice(
  user: TestUser,
  workspaceId: string,
  action: 'CONVERSATION' | 'QUIZ' = 'CONVERSATION',
) {
  return dataOf(await user.client.gql(SOURCES.forAction, { input: { workspaceId, action } })).getActionSources
    .selected;
}

describe('a new material joins the chat choice', () => {
  it("adds a material read after the choice to that workspace's chat choice only", async () => {
    const pupil = await createUser(server);
    const workspace = await createWorkspace(pupil);
    const other = await createWorkspace(pupil);
    const first = await createReadyMaterial(pupil, workspace, { name: 'Ułamki — notatka' });
    const chosen = [{ type: 'USER_DOC' as const, id: first.id }];
    for (const action of ['CONVERSATION', 'QUIZ'] as const)
      await pupil.client.gql(SOURCES.update, {
        input: { workspaceId: workspace.id, action, sources: chosen },
      });
    await pupil.client.gql(SOURCES.update, {
      input: { workspaceId: other.id, action: 'CONVERSATION', sources: [] },
    });

    const added = await createReadyMaterial(pupil, workspace, { name: 'Kartkówka z ułamków' });
    await handled(added.id);

    expect((await chatChoice(pupil, workspace.id))?.items).toEqual([
      ...chosen,
      { type: 'USER_DOC', id: added.id },
    ]);
    // Other tools keep their choice, and another workspace's chat is not touched.
    expect((await chatChoice(pupil, workspace.id, 'QUIZ'))?.items).toEqual(chosen);
    expect((await chatChoice(pupil, other.id))?.items).toEqual([]);
  });

  it('keeps a choice the pupil made after the material was read, and makes none where there is none', async () => {
    const pupil = await createUser(server);
    const workspace = await createWorkspace(pupil);
    const fresh = await createWorkspace(pupil);
    await pupil.client.gql(SOURCES.update, {
      input: { workspaceId: workspace.id, action: 'CONVERSATION', sources: [] },
    });
    const material = await createReadyMaterial(pupil, workspace);
    await handled(material.id);
    // Unticked on purpose once it was read: a late handling of its event (a slow or repeated
    // delivery) does not put it back.
    const set = dataOf(
      await pupil.client.gql(SOURCES.update, {
        input: { workspaceId: workspace.id, action: 'CONVERSATION', sources: [] },
      }),
    ).updateSources;
    const [event] = await sqlRows<{ id: string; payload: { workspaceId: string }; created_at: string }>(
      server,
      sql`select id, payload, created_at from events where type = 'material.read' and entity_id = ${material.id}`,
    );
    if (!event) throw new Error('no material.read event');
    await newMaterialJoinsChat.handle({ db: server.database.db } as unknown as Deps, {
      id: event.id,
      type: 'material.read',
      userId: pupil.id,
      entity: { kind: 'material', id: material.id },
      payload: { ...event.payload, sourceType: 'NOTATKA', origin: 'text', pageCount: null },
      createdAt: new Date(event.created_at),
    });
    expect((await chatChoice(pupil, workspace.id))?.id).toBe(set.id);

    // No choice yet: the chat offers every material ticked; nothing is written for it.
    const late = await createReadyMaterial(pupil, fresh);
    await handled(late.id);
    expect(await chatChoice(pupil, fresh.id)).toBeNull();
  });

  it("never changes another pupil's choice", async () => {
    const owner = await createUser(server);
    const stranger = await createUser(server);
    const ownerSpace = await createWorkspace(owner);
    const strangerSpace = await createWorkspace(stranger);
    const kept = await createReadyMaterial(stranger, strangerSpace);
    await stranger.client.gql(SOURCES.update, {
      input: {
        workspaceId: strangerSpace.id,
        action: 'CONVERSATION',
        sources: [{ type: 'USER_DOC', id: kept.id }],
      },
    });
    await owner.client.gql(SOURCES.update, {
      input: { workspaceId: ownerSpace.id, action: 'CONVERSATION', sources: [] },
    });
    const added = await createReadyMaterial(owner, ownerSpace);
    await handled(added.id);
    expect((await chatChoice(stranger, strangerSpace.id))?.items).toEqual([
      { type: 'USER_DOC', id: kept.id },
    ]);
    expect((await chatChoice(owner, ownerSpace.id))?.items).toEqual([{ type: 'USER_DOC', id: added.id }]);
  });
});
