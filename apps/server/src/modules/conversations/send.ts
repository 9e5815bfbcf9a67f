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
import { type AnswerJob, runAnswer } from './generation.ts';
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
  const texts: AnswerJob['attachmentTexts'] = [];
  const images: AnswerJob['images'] = [];
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
 * Sends a message in a conversation and starts the answer (streamed through `llmStream`). Order
 * matters: checks that store nothing come first (the caller's `admitMessage`), then the plan's
 * limit is reserved atomically and the conversation claimed, then the message, its answer row and
 * the conversation's new state are written in one transaction. A failure after the reservation
 * gives it back, releases the claim and deletes stored attachments.
 */
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

export async function send(
  deps: Deps,
  actor: Actor,
  conversation: ConversationRow,
  outgoing: Outgoing,
  intents: ConversationIntent[] = [],
  about: { zadanieId?: string | null } = {},
): Promise<UserMessageView> {
  const { user } = actor;
  return runAiAction(deps, { actor, action: 'CHAT_MESSAGE' }, async ({ reservation }) => {
    if (!(await claimConversation(deps.db, conversation.id)))
      throw badInput({ message: 'Poczekaj, aż Kreda skończy odpowiadać na poprzednie pytanie.' });
    let attachments: StoredAttachment[] = [];
    try {
      // Checked and read before anything is stored: a refused file (too many pages, unreadable)
      // leaves nothing on disk.
      const checked = await checkAttachments(deps, outgoing.files);
      const read = await readAttachments(deps, checked);
      attachments = await storeAttachments(deps, user.id, checked);
      const workspace = await requireOwnWorkspace(deps.db, user.id, conversation.workspaceId);
      const sources = await groundingSources(deps, user.id, conversation.sourcesId);
      const workspaceText = await workspaceDescription(deps, workspace);
      const task = await conversationTask(deps, user.id, conversation.id, about.zadanieId ?? null);
      // Nothing that can fail comes between this commit and the answer's start.
      const written = await deps.db.transaction(async (tx) => {
        const userMessage = await insertUserMessage(tx, {
          conversationId: conversation.id,
          userId: user.id,
          message: outgoing.message,
          messageContent: outgoing.quote,
          type: outgoing.quote ? 'QUOTE' : 'USER_MESSAGE',
          sourcesId: conversation.sourcesId,
          intents,
          zadanieId: about.zadanieId ?? null,
          files: attachments.map((a) => ({
            fileId: a.file.id,
            contentType: a.file.contentType,
            originalFileName: a.file.originalFileName,
          })),
        });
        const botMessage = await insertBotMessage(tx, {
          conversationId: conversation.id,
          userMessageId: userMessage.id,
          userId: user.id,
          type: conversation.action,
        });
        const fresh =
          (await updateConversation(tx, conversation.id, intents[0] ? { intent: intents[0] } : {})) ??
          conversation;
        await touchWorkspace(tx, conversation.workspaceId);
        return { userMessage, botMessage, fresh };
      });
      publishConversation(deps, written.fresh, 'update');
      startAnswer(deps, actor, outgoing, {
        conversation: written.fresh,
        userMessage: written.userMessage,
        botMessage: written.botMessage,
        learner: learnerDescription(user),
        workspace: workspaceText,
        sources,
        attachmentTexts: read.texts,
        images: read.images,
        reservation,
        intent: intents[0]?.conversationType ?? conversation.action,
        task,
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
}

/** The answer outlives the request: it streams to subscribers, is saved as it grows and is titled. */
function startAnswer(deps: Deps, actor: Actor, outgoing: Outgoing, job: AnswerJob) {
  const { conversation } = job;
  const generation = { db: deps.db, pubsub: deps.pubsub, ai: deps.services.ai, logger: deps.logger };
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
  }).finally(async () => {
    const settled = await findOwnConversation(deps.db, actor.user.id, conversation.id);
    if (settled) publishConversation(deps, settled, 'update');
  });
}
