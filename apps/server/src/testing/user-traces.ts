import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { MODULES } from '../modules.ts';
import { sqlRows } from './accounts.ts';
import { CONVERSATIONS, MATERIALS, WORKSPACES } from './documents.ts';
import {
  asUserDoc,
  createConversation,
  createNote,
  createReadyMaterial,
  createWorkspace,
  type TestUser,
  waitForAnswer,
  waitForMaterial,
} from './factories.ts';
import type { FakeOpenAi } from './fakes/fake-openai.ts';
import { dataOf } from './session-client.ts';
import type { TestServer } from './test-server.ts';

/*
 * What a user leaves in the database and in storage, found without a list of tables: every
 * column the schema has is asked, so a table a later feature adds is covered the day it lands.
 * For the account's deletion and data-export tests.
 */

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table of the app's schema with a `user_id` column (from information_schema). */
export async function tablesWithUserId(server: TestServer): Promise<string[]> {
  const rows = await sqlRows<{ table_name: string }>(
    server,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** Rows per table whose `user_id` is this user's (tables with none are left out). */
export async function rowsOfUser(server: TestServer, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesWithUserId(server)) {
    const [row] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from ${sql.raw(quoted(table))} where user_id::text = ${userId}`,
    );
    if (Number(row?.n) > 0) counts[table] = Number(row?.n);
  }
  return counts;
}

/**
 * Rows anywhere in the schema that still name the user: any uuid column holding the user's id, or
 * any text or JSON column containing one of `needles` (the e-mail, the phone), as `table.column`.
 */
export async function mentionsOf(
  server: TestServer,
  userId: string,
  needles: readonly string[],
): Promise<Record<string, number>> {
  const columns = await sqlRows<{ table_name: string; column_name: string; data_type: string }>(
    server,
    sql`select c.table_name, c.column_name, c.data_type from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('uuid', 'text', 'character varying', 'json', 'jsonb', 'ARRAY')`,
  );
  const found: Record<string, number> = {};
  for (const { table_name, column_name, data_type } of columns) {
    const column = sql.raw(`${quoted(table_name)}.${quoted(column_name)}`);
    const tests =
      data_type === 'uuid'
        ? [sql`${column} = ${userId}::uuid`]
        : [userId, ...needles].map((needle) => sql`${column}::text ilike ${`%${needle}%`}`);
    const [row] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from ${sql.raw(quoted(table_name))} where ${sql.join(tests, sql` or `)}`,
    );
    if (Number(row?.n) > 0) found[`${table_name}.${column_name}`] = Number(row?.n);
  }
  return found;
}

/** Files stored for the user on the local disk (keys start with the user's id). */
export async function storedFilesOf(server: TestServer, userId: string): Promise<string[]> {
  try {
    const entries = await readdir(path.join(server.config.dataDir, 'files', userId), { recursive: true });
    return entries.filter((name) => !name.endsWith('.tmp'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * What each tool leaves of a pupil in `fillAccount`, by a key of its own (`quiz`, `essay`…). A
 * module adds its key by augmenting this interface in `modules/<name>/testing/user-traces.ts`,
 * beside the filler that makes it, so a new tool adds no line here.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declaration merging
export interface ToolTraces {}

/** What a tool's filler works with: the pupil, their workspace and a pasted material, the fake AI. */
export interface ToolTraceInput {
  user: TestUser;
  workspaceId: string;
  /** A ready pasted material of the workspace (its text holds the marker). */
  material: { id: string };
  /** In every text the filler writes, so a test can look for it. */
  marker: string;
  ai: FakeOpenAi;
}

/**
 * A module's part of a filled account (`export const userTraces` in
 * `modules/<name>/testing/user-traces.ts`): it makes, through the API, what the tool keeps of a
 * pupil, and returns it under its key.
 */
export interface ToolTraceFiller<K extends keyof ToolTraces> {
  key: K;
  fill(input: ToolTraceInput): Promise<ToolTraces[K]>;
}

const MODULES_DIR = fileURLToPath(new URL('../modules/', import.meta.url));

/** The tools' fillers, in module order (a module comes after the modules it uses). */
async function toolTraceFillers(): Promise<ToolTraceFiller<keyof ToolTraces>[]> {
  const fillers: ToolTraceFiller<keyof ToolTraces>[] = [];
  for (const { name } of MODULES) {
    if (!existsSync(path.join(MODULES_DIR, name, 'testing', 'user-traces.ts'))) continue;
    const own = (await import(`../modules/${name}/testing/user-traces.ts`)) as {
      userTraces: ToolTraceFiller<keyof ToolTraces>;
    };
    fillers.push(own.userTraces);
  }
  return fillers;
}

/**
 * A pupil's typical first hour, through the API: a workspace, pasted and uploaded materials, a
 * note, a workspace of an own topic, a conversation over a material with an answer and a text
 * attachment; with a fake AI, also what every tool keeps (each module's `userTraces`: a quiz taken,
 * an essay written and graded, a test solved, words studied…). `marker` is in every text, so a
 * test can look for it.
 */
export async function fillAccount(user: TestUser, marker: string, ai?: FakeOpenAi) {
  const workspace = await createWorkspace(user);
  const pasted = await createReadyMaterial(user, workspace, { text: `Fotosynteza ${marker} w liściach.` });
  const uploaded = asUserDoc(
    dataOf(
      await user.client.upload(
        MATERIALS.create,
        { input: { workspaceId: workspace.id, file: null } },
        {
          'variables.input.file': {
            bytes: new TextEncoder().encode(`Plik ucznia ${marker}: mitochondrium.`),
            name: `notatki-${marker}.txt`,
          },
        },
      ),
    ).createUserDoc,
  );
  await waitForMaterial(user, uploaded.id);
  const note = await createNote(user, workspace, { name: `Notatka ${marker}`, content: `Treść ${marker}.` });
  // A topic of the pupil's own (a row of the curriculum that belongs to the user).
  dataOf(
    await user.client.gql(WORKSPACES.create, {
      input: { wlasnyTemat: { przedmiot: 'biology', poziom: 'SREDNI_JEDEN', temat: `Mój temat ${marker}` } },
    }),
  );
  const conversation = await createConversation(user, workspace, {
    sources: [{ type: 'USER_DOC', id: pasted.id }],
    message: `Pytanie ${marker}: co to fotosynteza?`,
  });
  const attached = await user.client.upload(
    CONVERSATIONS.send,
    { input: { conversationId: conversation.id, message: `Załącznik ${marker}`, files: [null] } },
    {
      'variables.input.files.0': {
        bytes: new TextEncoder().encode(`Zadanie ${marker}: 2 + 2`),
        name: `zadanie-${marker}.txt`,
      },
    },
  );
  if (attached.body.errors) throw new Error(JSON.stringify(attached.body.errors));
  await waitForAnswer(user, conversation.id);
  const tools: Partial<ToolTraces> = {};
  if (ai) {
    const input = { user, workspaceId: workspace.id, material: pasted, marker, ai };
    for (const filler of await toolTraceFillers())
      Object.assign(tools, { [filler.key]: await filler.fill(input) });
  }
  return { workspace, pasted, uploaded, note, conversation, ...tools };
}
