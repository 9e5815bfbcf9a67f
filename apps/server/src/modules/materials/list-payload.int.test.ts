import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWorkspace, type TestUser } from '../../testing/factories.ts';
import { countStatements, startTestServer, type TestServer } from '../../testing/test-server.ts';
import { listWorkspaceDocSummaries, listWorkspaceDocs } from './service.ts';

/*
 * House rule 17: a list is a summary. The materials list must not grow with the text of its
 * materials (up to 200,000 characters each), and must not ask the database once per row.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** What the web app's list asks for (MaterialSummaryFields). */
const SUMMARY_LIST = `query ($input: GetUserDocByWorkspaceIdInput!) {
  getUserDocByWorkspaceId(getUserDocByWorkspaceIdInput: $input) {
    id workspaceId type state name sourceType error createdAt updatedAt
  }
}`;

/** What the web list asked for before it had a summary: everything the detail page shows. */
const EVERYTHING_LIST = `query ($input: GetUserDocByWorkspaceIdInput!) {
  getUserDocByWorkspaceId(getUserDocByWorkspaceIdInput: $input) {
    id workspaceId type state name sourceType error createdAt updatedAt
    youtubeMetadata { url videoId title author language transcripts { text start duration } }
    content contentJson segments { text page } pageCount ocrPages
    file { id contentType originalFileName fileUrl }
  }
}`;

/** A long Polish text of about `chars` characters. */
function longText(chars: number, seed: number): string {
  const sentence = `Zdanie ${seed}: fotosynteza zachodzi w chloroplastach, a oddychanie w mitochondriach. `;
  return sentence.repeat(Math.ceil(chars / sentence.length)).slice(0, chars);
}

/** `n` read materials of ~50,000 characters with their files, written directly (no extraction). */
async function addReadMaterials(user: TestUser, workspaceId: string, n: number): Promise<void> {
  const { db } = server.database;
  for (let i = 0; i < n; i++) {
    const fileId = randomUUID();
    const content = longText(50_000, i);
    await db.execute(sql`
      insert into files (id, user_id, bucket_key, content_type, original_file_name, size, sha256)
      values (${fileId}, ${user.id}, ${`${user.id}/${fileId}`}, 'text/plain', ${`notatki-${i}.txt`},
              ${content.length}, ${createHash('sha256').update(content).digest('hex')})`);
    await db.execute(sql`
      insert into user_docs (user_id, workspace_id, type, state, name, content, content_json, file_id)
      values (${user.id}, ${workspaceId}, 'TXT', 'SOLVED', ${`Notatki ${i}`}, ${content},
              ${JSON.stringify({ segments: [{ text: content }], pageCount: null, ocrPages: [] })}::jsonb, ${fileId})`);
  }
}

/** The SQL statements that read the materials tables while `work` runs. */
const materialQueries = (work: () => Promise<unknown>) =>
  countStatements(server, work, /"(user_docs|files)"/);

describe('the materials list', () => {
  it('answers with summaries, reads no text for them, and asks the database a fixed number of times', async () => {
    const user = await createUser(server);
    const small = await createWorkspace(user);
    const large = await createWorkspace(user, { przedmiot: 'biology' });
    await addReadMaterials(user, small.id, 5);
    await addReadMaterials(user, large.id, 20);
    const list = (query: string, workspaceId: string) => user.client.gql(query, { input: { workspaceId } });

    const summary = await list(SUMMARY_LIST, large.id);
    const everything = await list(EVERYTHING_LIST, large.id);
    expect(summary.body.errors).toBeUndefined();
    expect(everything.body.errors).toBeUndefined();
    expect(summary.body.data?.getUserDocByWorkspaceId).toHaveLength(20);
    const everythingDocs = everything.body.data?.getUserDocByWorkspaceId;
    expect(everythingDocs[0].content).toHaveLength(50_000);
    expect(everythingDocs[0].segments[0].text).toHaveLength(50_000);
    expect(everythingDocs[0].file.originalFileName).toMatch(/^notatki-\d+\.txt$/);
    const summaryBytes = Buffer.byteLength(JSON.stringify(summary.body));
    const everythingBytes = Buffer.byteLength(JSON.stringify(everything.body));
    // What the list reads from the database, before (whole rows) and now (summary columns).
    const rowBytes = Buffer.byteLength(
      JSON.stringify(await listWorkspaceDocs(server.database.db, user.id, large.id)),
    );
    const summaryRowBytes = Buffer.byteLength(
      JSON.stringify(await listWorkspaceDocSummaries(server.database.db, user.id, large.id)),
    );

    // Statements on the materials tables per request, for 5 and for 20 materials.
    const queries = {
      summary5: await materialQueries(() => list(SUMMARY_LIST, small.id)),
      summary20: await materialQueries(() => list(SUMMARY_LIST, large.id)),
      everything5: await materialQueries(() => list(EVERYTHING_LIST, small.id)),
      everything20: await materialQueries(() => list(EVERYTHING_LIST, large.id)),
    };
    console.info(
      `[materials list, 20 × 50,000 characters] response: summary ${summaryBytes} B, everything ${everythingBytes} B; ` +
        `rows read for the list: ${rowBytes} B whole, ${summaryRowBytes} B summaries; ` +
        `queries on materials tables: ${JSON.stringify(queries)}`,
    );

    expect(summaryBytes).toBeLessThan(10_000);
    expect(summaryBytes * 100).toBeLessThan(everythingBytes);
    expect(summaryRowBytes * 100).toBeLessThan(rowBytes);
    // One statement for the summaries; asking for text and files adds one for each, not one per row.
    expect(queries.summary5).toBe(1);
    expect(queries.summary20).toBe(1);
    expect(queries.everything20).toBe(queries.everything5);
    expect(queries.everything20).toBeLessThanOrEqual(3);
  });
});
