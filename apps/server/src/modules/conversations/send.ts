import { randomUUID } from 'node:crypto';
import { type Actor, requireVerified } from '../../core/actor.ts';
import type { ChatSubjectRef, Deps } from '../../core/deps.ts';
import { badInput, DomainError } from '../../core/domain-error.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import { removeFiles, type StoredAttachment, storeAttachments } from '../materials/index.ts';
import { runAiAction } from '../usage/index.ts';
import { touchWorkspace } from '../workspaces/index.ts';
import { type AnswerInputs, answerInputs, requestLeaves } from './answer-inputs.ts';
import {
  type AnswerJob,
  discardAnswer,
  type GenerationDeps,
  type OpenedAnswer,
  openAnswer,
  readHistory,
  runAnswer,
} from './generation.ts';
import type { Outgoing } from './inputs.ts';
import { chatMessageUsage } from './interrupted.ts';
import {
  type BotMessageRow,
  type ConversationRow,
  claimConversation,
  findOwnConversation,
  insertBotMessage,
  insertUserMessage,
  type UserMessageRow,
  updateConversation,
} from './service.ts';
import { storedSubject, subjectColumns, subjectUsageAction } from './subjects.ts';
import type { ConversationIntent } from './tables.ts';
import { generateTitle } from './titles.ts';

export interface UserMessageView extends UserMessageRow {
  botResponses: BotMessageRow[];
}

export function publishConversation(
  deps: Pick<Deps, 'pubsub'>,
  conversation: ConversationRow,
  kind: 'new' | 'update',
) {
  deps.pubsub.publish('conversation', conversation.workspaceId, { id: conversation.id, kind });
}

const chatLimiter = (deps: Pick<Deps, 'services' | 'config'>) =>
  deps.services.rateLimiters.create('chat:messages', {
    points: deps.config.chatMessagesPerMinute,
    durationSeconds: 60,
  });

/** Refusals that must come before anything is stored: unverified account, AI off, too many messages. */
export async function admitMessage(deps: Pick<Deps, 'services' | 'config'>, actor: Actor) {
  requireVerified(actor);
  if (!deps.services.ai.has('main')) throw new DomainError('AI_NOT_CONFIGURED');
  // Bursts and scripts, on top of the plan's limits (CHAT_MESSAGES_PER_MINUTE).
  await ensureAllowed([chatLimiter(deps).hit(actor.user.id)], 'Wysyłasz wiadomości zbyt szybko.');
}

const generationDeps = (deps: Deps): GenerationDeps => ({
  db: deps.db,
  pubsub: deps.pubsub,
  ai: deps.services.ai,
  logger: deps.logger,
});

/** The pupil's message, its answer row and the conversation's new intent, in one transaction. */
function storeMessage(
  db: Deps['db'],
  input: {
    id: string;
    /** The conversation as claimed (answering). */
    conversation: ConversationRow;
    userId: string;
    outgoing: Outgoing;
    intents: ConversationIntent[];
    subject: ChatSubjectRef | null;
    attachments: StoredAttachment[];
  },
) {
  const { conversation, outgoing, intents } = input;
  return db.transaction(async (tx) => {
    const userMessage = await insertUserMessage(tx, {
      id: input.id,
      conversationId: conversation.id,
      userId: input.userId,
      message: outgoing.message,
      messageContent: outgoing.quote,
      type: outgoing.instruction ? 'AITUTOR_INSTRUCTION' : outgoing.quote ? 'QUOTE' : 'USER_MESSAGE',
      sourcesId: conversation.sourcesId,
      intents,
      ...subjectColumns(input.subject),
      files: input.attachments.map((a) => ({
        fileId: a.file.id,
        contentType: a.file.contentType,
        originalFileName: a.file.originalFileName,
      })),
    });
    const botMessage = await insertBotMessage(tx, {
      conversationId: conversation.id,
      userMessageId: userMessage.id,
      userId: input.userId,
      type: conversation.action,
    });
    // The claim saved the conversation's new state; only a new intent is left to write.
    const fresh = intents[0]
      ? ((await updateConversation(tx, conversation.id, { intent: intents[0] })) ?? conversation)
      : conversation;
    await touchWorkspace(tx, conversation.workspaceId);
    return { userMessage, botMessage, fresh };
  });
}

/**
 * Sends a message in a conversation and starts the answer (streamed through `llmStream`). Checks
 * that store nothing come first (the caller's `admitMessage`). Then two things run side by side,
 * so the model starts writing while the message is being saved:
 * - the answer's inputs are read (attachments checked and read, workspace, sources, the
 *   subject's brief, the history) and the provider call is opened with them (`openAnswer`);
 *   this stores nothing;
 * - the plan's limit is reserved atomically, the conversation claimed, then the message, its
 *   answer row and the conversation's new state are written in one transaction. Without
 *   attachments or materials, the claim waits for the provider request to leave (`requestLeaves`).
 * The answer's deltas wait in the opened stream until that transaction has committed. A refusal or
 * failure before it aborts the provider call (nothing is sent when it comes first), gives the
 * reservation back, releases the claim and deletes stored attachments.
 */
export async function send(
  deps: Deps,
  actor: Actor,
  conversation: ConversationRow,
  outgoing: Outgoing,
  intents: ConversationIntent[] = [],
  about: { subject?: ChatSubjectRef | null } = {},
): Promise<UserMessageView> {
  const { user } = requireVerified(actor);
  const questionId = randomUUID();
  const controller = new AbortController();
  let inputs: Promise<AnswerInputs> | null = null;
  const readInputs = () => {
    const read = answerInputs(deps, user, conversation, outgoing, {
      id: questionId,
      intent: intents[0]?.conversationType ?? conversation.action,
      subject: about.subject ?? null,
    });
    // Awaited below (a failure is reported there); handled now so it is never unhandled meanwhile.
    read.catch(() => {});
    return read;
  };
  const open = (ready: Promise<AnswerInputs>) => {
    // The history needs only the ids: it is read alongside the inputs, not after them.
    const history = readHistory(deps.db, conversation.id, questionId);
    history.catch(() => {});
    const opened = ready.then((r) => openAnswer(generationDeps(deps), r.request, controller.signal, history));
    // Awaited by the answer, which ends as failed when it rejects.
    opened.catch(() => {});
    return opened;
  };
  // Started before the reservation only when it is cheap and likely to be used: attachments are
  // read (OCR, extraction) only for a message the plan admits, and a conversation seen answering
  // refuses the message at its claim.
  const early = outgoing.files.length === 0 && !conversation.isFetching;
  if (early) inputs = readInputs();
  let opened: Promise<OpenedAnswer> | null = inputs && open(inputs);
  try {
    const entity = chatMessageUsage(questionId);
    const action = subjectUsageAction(deps, about.subject ?? storedSubject(conversation));
    return await runAiAction(deps, { actor, action, entity }, async ({ reservation }) => {
      if (opened) await requestLeaves(inputs, opened);
      const claimed = await claimConversation(deps.db, conversation.id);
      if (!claimed)
        throw badInput({ message: 'Poczekaj, aż Kreda skończy odpowiadać na poprzednie pytanie.' });
      let attachments: StoredAttachment[] = [];
      try {
        inputs ??= readInputs();
        const ready = await inputs;
        attachments = await storeAttachments(deps, user.id, ready.checked);
        // Nothing that can fail comes between this commit and the answer's start.
        const written = await storeMessage(deps.db, {
          id: questionId,
          conversation: claimed,
          userId: user.id,
          outgoing,
          intents,
          subject: about.subject ?? null,
          attachments,
        });
        publishConversation(deps, written.fresh, 'update');
        opened ??= open(inputs);
        startAnswer(deps, actor, outgoing, {
          conversation: written.fresh,
          botMessage: written.botMessage,
          sources: ready.request.sources,
          reservation,
          controller,
          opened,
        });
        return { ...written.userMessage, botResponses: [written.botMessage] };
      } catch (error) {
        await updateConversation(deps.db, conversation.id, { isFetching: false, state: 'MAIN_READY' });
        await removeFiles(
          deps,
          user.id,
          attachments.map((a) => a.file.id),
        ).catch(() => {});
        throw error;
      }
    });
  } catch (error) {
    // Refused or failed before the answer began: the provider call is cancelled, nothing kept.
    if (opened) discardAnswer(controller, opened);
    else controller.abort();
    throw error;
  }
}

/** The answer outlives the request: it streams to subscribers, is saved as it grows and is titled. */
function startAnswer(deps: Deps, actor: Actor, outgoing: Outgoing, job: AnswerJob) {
  const { conversation } = job;
  const generation = generationDeps(deps);
  void runAnswer(generation, job, async (outcome, content) => {
    if (outcome === 'failed' || conversation.name) return;
    const name = await generateTitle(generation, {
      userId: actor.user.id,
      question: outgoing.message,
      answer: content,
    });
    if (name) {
      const named = await updateConversation(deps.db, conversation.id, { name });
      if (named) publishConversation(deps, named, 'update');
    }
  })
    .finally(async () => {
      const settled = await findOwnConversation(deps.db, actor.user.id, conversation.id);
      if (settled) publishConversation(deps, settled, 'update');
    })
    // Nobody awaits the answer: a failed read here is logged, never left to end the process.
    .catch((error: unknown) =>
      deps.logger.error(
        { err: error, conversationId: conversation.id },
        'announcing a settled answer failed',
      ),
    );
}
