import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { NOTES } from '../../testing/documents.ts';
import {
  createConversation,
  createUser,
  createWorkspace,
  fakeAiEnv,
  type TestUser,
} from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { graphql } from '../../testing/generated/gql.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * `BotMessage.aiNoteId`: an answer leads to the note made from it ("Zrób notatkę"), so a reloaded
 * chat offers "Otwórz notatkę" instead of making a second one. Only the answer's owner's notes count.
 */

const ANSWER_NOTES = graphql(`
  query answerNotesOfConversation($input: GetConversationWorkspaceByIdInput!) {
    getConversationWorkspaceById(getConversationWorkspaceByIdInput: $input) {
      id
      userMessages { id botResponses { id aiNoteId } }
    }
  }
`);

let server: TestServer;
let ai: FakeOpenAi;

beforeAll(async () => {
  // Replies chosen by the request, not queued: a conversation's title may be asked for late.
  ai = await startFakeOpenAi({
    apiKey: 'sk-test',
    defaultReply: (request) => {
      if (request.body.model === 'kreda-fast') return { text: 'Delta' };
      if (request.body.response_format?.type === 'json_schema')
        return { text: JSON.stringify({ title: 'Delta', content: '$$\\Delta = b^2 - 4ac$$' }) };
      return { text: 'Delta to $b^2-4ac$.' };
    },
  });
  server = await startTestServer(fakeAiEnv(ai, { fast: 'kreda-fast' }));
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

/** A pupil with one answered conversation; returns its id and its answer's id. */
async function answeredConversation(user: TestUser) {
  const workspaceId = (await createWorkspace(user)).id;
  const conversation = await createConversation(user, workspaceId, { message: 'Co to delta?' });
  const botMessageId = conversation.userMessages[0]?.botResponses[0]?.id ?? '';
  expect(botMessageId).not.toBe('');
  return { workspaceId, conversationId: conversation.id, botMessageId };
}

async function noteOfAnswer(user: TestUser, conversationId: string) {
  const read = dataOf(await user.client.gql(ANSWER_NOTES, { input: { id: conversationId } }));
  return read.getConversationWorkspaceById.userMessages[0]?.botResponses[0]?.aiNoteId;
}

async function makeNote(user: TestUser, conversationId: string, botMessageId?: string) {
  return user.client.gql(NOTES.fromChat, { input: { conversationId, botMessageId } });
}

describe('the note made from an answer', () => {
  it('is named on the answer for its owner only, and forgotten when the note is deleted', async () => {
    const owner = await createUser(server);
    const stranger = await createUser(server);
    const mine = await answeredConversation(owner);
    const theirs = await answeredConversation(stranger);
    expect(await noteOfAnswer(owner, mine.conversationId)).toBeNull();

    const note = dataOf(
      await makeNote(owner, mine.conversationId, mine.botMessageId),
    ).generateainotatkaAiNote;
    expect(await noteOfAnswer(owner, mine.conversationId)).toBe(note.id);
    // A note of the whole conversation belongs to no single answer.
    dataOf(await makeNote(owner, mine.conversationId));
    expect(await noteOfAnswer(owner, mine.conversationId)).toBe(note.id);

    // The stranger cannot read the owner's conversation, nor make a note of the owner's answer
    // through a conversation of their own; their answer has no note.
    const foreignRead = await stranger.client.gql(ANSWER_NOTES, { input: { id: mine.conversationId } });
    expect(firstError(foreignRead.body).code).toBe('NOT_FOUND');
    expect(JSON.stringify(foreignRead.body)).not.toContain(note.id);
    const foreignNote = await makeNote(stranger, theirs.conversationId, mine.botMessageId);
    expect(firstError(foreignNote.body).code).toBe('NOT_FOUND');
    expect(await noteOfAnswer(stranger, theirs.conversationId)).toBeNull();

    // Even a stranger's note stored against the owner's answer (newer than the owner's) stays theirs.
    const [strangerNote] = await sqlRows<{ id: string }>(
      server,
      sql`insert into ai_notes (user_id, workspace_id, name, content, action, bot_message_id)
          values (${stranger.id}, ${theirs.workspaceId}, 'Cudza', 'x', 'CONVERSATION_GENERATED', ${mine.botMessageId})
          returning id`,
    );
    expect(await noteOfAnswer(owner, mine.conversationId)).toBe(note.id);
    expect(strangerNote?.id).not.toBe(note.id);

    // Once the note is deleted, the answer offers to make one again.
    dataOf(await owner.client.gql(NOTES.remove, { input: { id: note.id } }));
    expect(await noteOfAnswer(owner, mine.conversationId)).toBeNull();
  });
});
