import { randomUUID } from 'node:crypto';
import type { ConversationType } from '@kreda/shared/enums';
import { EXAM_LEVEL_LABELS, LEVEL_LABELS, SUBJECT_LABELS } from '@kreda/shared/labels';
import { type Actor, requireVerified } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, DomainError } from '../../core/domain-error.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import { detectFileType } from '../../platform/extraction/detect.ts';
import { extractDocument } from '../../platform/extraction/extract.ts';
import { ExtractionError } from '../../platform/extraction/extraction-error.ts';
import {
  type CheckedAttachment,
  checkAttachments,
  removeFiles,
  type StoredAttachment,
  storeAttachments,
} from '../materials/index.ts';
import { topicsByIds } from '../reference/index.ts';
import { findOwnSourceSet, loadSourceMaterials } from '../sources/index.ts';
import { findOwnZadanie, taskBrief } from '../testsolver/index.ts';
import { runAiAction } from '../usage/index.ts';
import type { UserRow } from '../users/index.ts';
import { requireOwnWorkspace, touchWorkspace, type WorkspaceRow } from '../workspaces/index.ts';
import {
  type AnswerJob,
  type AnswerRequest,
  discardAnswer,
  type GenerationDeps,
  type OpenedAnswer,
  openAnswer,
  readHistory,
  runAnswer,
} from './generation.ts';
import type { Outgoing } from './inputs.ts';
import {
  type BotMessageRow,
  type ConversationRow,
  claimConversation,
  conversationZadanieId,
  findOwnConversation,
  insertBotMessage,
  insertUserMessage,
  type UserMessageRow,
  updateConversation,
} from './service.ts';
import type { ConversationIntent } from './tables.ts';
import { generateTitle } from './titles.ts';

/** Characters of an attached document's text sent with the question. */
const ATTACHMENT_TEXT_MAX = 12_000;
/** Pages of an attached document that are read (a longer one is refused). */
const ATTACHMENT_PAGES_MAX = 30;

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

/** What the model is told about the pupil: class, exams and subjects from onboarding. */
function learnerDescription(user: UserRow): string {
  const parts: string[] = [];
  if (user.poziom && user.poziom in LEVEL_LABELS)
    parts.push(LEVEL_LABELS[user.poziom as keyof typeof LEVEL_LABELS]);
  const exams = user.egzaminy
    .filter((e): e is keyof typeof EXAM_LEVEL_LABELS => e in EXAM_LEVEL_LABELS)
    .map((e) => EXAM_LEVEL_LABELS[e]);
  if (exams.length) parts.push(`przygotowuje się do: ${exams.join(', ')}`);
  const subjects = user.przedmioty
    .filter((s): s is keyof typeof SUBJECT_LABELS => s in SUBJECT_LABELS && s !== 'all')
    .map((s) => SUBJECT_LABELS[s]);
  if (subjects.length) parts.push(`ulubione przedmioty: ${subjects.join(', ')}`);
  return parts.length ? parts.join('; ') : 'brak informacji o klasie – dopasuj poziom do pytania';
}

async function workspaceDescription(deps: Pick<Deps, 'db'>, workspace: WorkspaceRow): Promise<string> {
  if (!workspace.tematId) return 'ogólna (uczeń może pytać o dowolny przedmiot)';
  const topic = (await topicsByIds(deps.db, [workspace.tematId])).get(workspace.tematId);
  if (!topic) return workspace.name;
  const subject = SUBJECT_LABELS[topic.przedmiot] ?? topic.przedmiot;
  const level = LEVEL_LABELS[topic.poziom] ?? topic.poziom;
  const exam = topic.ckePoziom ? `, ${EXAM_LEVEL_LABELS[topic.ckePoziom]}` : '';
  return `${subject}, ${level}${exam}; temat: ${topic.temat}`;
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

/**
 * Attachments as the model takes them: photos for the vision model, text read from the rest (a
 * document over the page limit or unreadable is refused, naming the file).
 */
async function readAttachments(deps: Pick<Deps, 'services'>, attachments: readonly CheckedAttachment[]) {
  const texts: AnswerRequest['attachmentTexts'] = [];
  const images: AnswerRequest['images'] = [];
  const vision = deps.services.ai.has('vision');
  for (const attachment of attachments) {
    if (attachment.kind === 'IMAGE' && vision) {
      images.push({ bytes: attachment.bytes, mediaType: attachment.mime });
      continue;
    }
    // Without a vision model a photo is read by OCR, like documents are read by extraction.
    const detected = await detectFileType(attachment.bytes);
    if (!detected) continue;
    try {
      const read = await extractDocument(attachment.bytes, detected, {
        ocr: deps.services.ocr,
        maxPages: ATTACHMENT_PAGES_MAX,
      });
      const text = read.segments
        .map((s) => s.text)
        .join('\n\n')
        .trim();
      texts.push({
        name: attachment.name,
        text: text ? [...text].slice(0, ATTACHMENT_TEXT_MAX).join('') : '(nie znaleziono tekstu)',
      });
    } catch (error) {
      if (!(error instanceof ExtractionError)) throw error;
      throw badInput({ files: `„${attachment.name}”: ${error.message}` });
    }
  }
  return { texts, images };
}

/** The set's materials that still exist, with their names, as retrieval sources. */
async function groundingSources(
  deps: Pick<Deps, 'db' | 'sourceProviders'>,
  userId: string,
  sourcesId: string | null,
) {
  if (!sourcesId) return [];
  const set = await findOwnSourceSet(deps.db, userId, sourcesId);
  if (!set) return [];
  const materials = await loadSourceMaterials(deps, userId, set.items);
  return materials.map((m) => ({ kind: m.sourceItemType, id: m.id, name: m.name }));
}

/**
 * The task a conversation is about (its first message's, or the one this message brings), as the
 * answer's prompt shows it: its text and the solution Kreda wrote; null for other conversations.
 */
async function conversationTask(
  deps: Pick<Deps, 'db'>,
  userId: string,
  conversationId: string,
  zadanieId: string | null,
): Promise<string | null> {
  const id = zadanieId ?? (await conversationZadanieId(deps.db, conversationId));
  const task = id ? await findOwnZadanie(deps.db, userId, id) : undefined;
  return task ? taskBrief(task) : null;
}

/** What the answer needs besides the stored rows, read before anything is stored. */
interface AnswerInputs {
  /** The attachments, checked (a refused file stores nothing). */
  checked: CheckedAttachment[];
  request: AnswerRequest;
}

async function answerInputs(
  deps: Deps,
  user: UserRow,
  conversation: ConversationRow,
  outgoing: Outgoing,
  question: { id: string; intent: ConversationType; zadanieId: string | null },
): Promise<AnswerInputs> {
  // Checked and read before anything is stored: a refused file (too many pages, unreadable)
  // leaves nothing on disk.
  const checked = await checkAttachments(deps, outgoing.files);
  const [read, workspace, sources, task] = await Promise.all([
    readAttachments(deps, checked),
    requireOwnWorkspace(deps.db, user.id, conversation.workspaceId).then((w) =>
      workspaceDescription(deps, w),
    ),
    groundingSources(deps, user.id, conversation.sourcesId),
    conversationTask(deps, user.id, conversation.id, question.zadanieId),
  ]);
  return {
    checked,
    request: {
      conversation,
      question: { id: question.id, message: outgoing.message, messageContent: outgoing.quote ?? null },
      learner: learnerDescription(user),
      workspace,
      sources,
      attachmentTexts: read.texts,
      images: read.images,
      intent: question.intent,
      task,
    },
  };
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
    zadanieId: string | null;
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
      type: outgoing.quote ? 'QUOTE' : 'USER_MESSAGE',
      sourcesId: conversation.sourcesId,
      intents,
      zadanieId: input.zadanieId,
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
 * - the answer's inputs are read (attachments checked and read, workspace, sources, task, the
 *   history) and the provider call is opened with them (`openAnswer`); this stores nothing;
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
  about: { zadanieId?: string | null } = {},
): Promise<UserMessageView> {
  const { user } = requireVerified(actor);
  const questionId = randomUUID();
  const controller = new AbortController();
  let inputs: Promise<AnswerInputs> | null = null;
  const readInputs = () => {
    const read = answerInputs(deps, user, conversation, outgoing, {
      id: questionId,
      intent: intents[0]?.conversationType ?? conversation.action,
      zadanieId: about.zadanieId ?? null,
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
    return await runAiAction(deps, { actor, action: 'CHAT_MESSAGE' }, async ({ reservation }) => {
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
          zadanieId: about.zadanieId ?? null,
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

/**
 * Waits until an answer opened early has sent its request to the provider, when that is only
 * reading and prompt building (no retrieval, which waits on the embedding model and a search).
 * On PGlite every statement runs on this thread: the claim and the message's transaction issued
 * first would hold the request back by their whole duration, and the model only starts thinking
 * when it arrives. Sent first, the model thinks while they run. The request is made within the
 * microtasks after the stream opens (the SDK's preparation, then the socket write), so one turn of
 * the event loop later it has left. A failure here is the answer's to report, not this wait's.
 */
async function requestLeaves(inputs: Promise<AnswerInputs> | null, opened: Promise<OpenedAnswer>) {
  try {
    const ready = await inputs;
    if (ready && ready.request.sources.length > 0) return;
    await opened;
    await new Promise((resolve) => setImmediate(resolve));
  } catch {
    // Reported where the inputs and the answer are awaited.
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
