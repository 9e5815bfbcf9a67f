import { EXAM_LEVEL_LABELS, LEVEL_LABELS, SUBJECT_LABELS } from '@kreda/shared/labels';
import { requireVerifiedViewer, requireViewer } from '../../core/actor.ts';
import { badInput, domainError } from '../../core/domain-error.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { AiError } from '../../platform/ai/ai.ts';
import { detectFileType } from '../../platform/extraction/detect.ts';
import { extractDocument } from '../../platform/extraction/extract.ts';
import { ExtractionError } from '../../platform/extraction/extraction-error.ts';
import { ensureAllowed } from '../auth/rate-limits.ts';
import { removeFiles, storeAttachments, type UploadedFile } from '../materials/commands.ts';
import { topicsByIds } from '../reference/service.ts';
import { getActionSources, loadSourceMaterials, updateSources } from '../sources/commands.ts';
import { findOwnSourceSet, SOURCE_ITEM_TYPES, type SourceItemType } from '../sources/service.ts';
import { reserveUsage } from '../usage/service.ts';
import type { UserRow } from '../users/service.ts';
import { requireOwnWorkspace } from '../workspaces/policy.ts';
import { ensureGeneralWorkspace, touchWorkspace, type WorkspaceRow } from '../workspaces/service.ts';
import { type AnswerJob, requestStop, runAnswer } from './generation.ts';
import { classifyIntent } from './intents.ts';
import {
  type BotMessageRow,
  botMessagesOf,
  type ConversationRow,
  claimConversation,
  deleteConversationRow,
  findOwnConversation,
  insertBotMessage,
  insertConversation,
  insertUserMessage,
  messagesOf,
  pageOfConversations,
  type UserMessageRow,
  updateConversation,
} from './service.ts';
import type { ConversationIntent } from './tables.ts';
import { generateTitle } from './titles.ts';

type Ctx = GraphQLContext;

export const MESSAGE_MAX = 8000;
export const QUOTE_MAX = 4000;
export const FILES_MAX = 4;
export const NAME_MAX = 120;
export const PAGE_LIMIT_MAX = 50;
/** Characters of an attached document's text sent with the question. */
const ATTACHMENT_TEXT_MAX = 12_000;
const NOT_FOUND = 'Nie znaleziono rozmowy.';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export interface UserMessageView extends UserMessageRow {
  botResponses: BotMessageRow[];
}

export interface ConversationView extends ConversationRow {
  /** Messages with their answers, oldest first; loaded when asked for. */
  messages?: UserMessageView[];
}

function cleanText(raw: string, field: string, max: number, required: boolean): string {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (required && text === '') throw badInput({ [field]: 'Wpisz treść wiadomości.' });
  if ([...text].length > max) throw badInput({ [field]: `Najwyżej ${max} znaków.` });
  if (CONTROL_CHARACTERS.test(text)) throw badInput({ [field]: 'Tekst zawiera niedozwolone znaki.' });
  return text;
}

function publishConversation(
  ctx: Pick<Ctx, 'pubsub'>,
  conversation: ConversationRow,
  kind: 'new' | 'update',
) {
  ctx.pubsub.publish('conversation', conversation.workspaceId, { id: conversation.id, kind });
}

export async function requireOwnConversation(ctx: Ctx, id: string, workspaceId?: string | null) {
  const { user } = await requireViewer(ctx);
  const conversation = await findOwnConversation(ctx.db, user.id, id);
  if (!conversation || (workspaceId && conversation.workspaceId !== workspaceId))
    throw domainError('NOT_FOUND', NOT_FOUND);
  return { user, conversation };
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

async function workspaceDescription(ctx: Ctx, workspace: WorkspaceRow): Promise<string> {
  if (!workspace.tematId) return 'ogólna (uczeń może pytać o dowolny przedmiot)';
  const topic = (await topicsByIds(ctx.db, [workspace.tematId])).get(workspace.tematId);
  if (!topic) return workspace.name;
  const subject = SUBJECT_LABELS[topic.przedmiot] ?? topic.przedmiot;
  const level = LEVEL_LABELS[topic.poziom] ?? topic.poziom;
  const exam = topic.ckePoziom ? `, ${EXAM_LEVEL_LABELS[topic.ckePoziom]}` : '';
  return `${subject}, ${level}${exam}; temat: ${topic.temat}`;
}

interface OutgoingMessage {
  message: string;
  quote?: string | null;
  files?: readonly UploadedFile[] | null;
}

function checkOutgoing(input: OutgoingMessage) {
  const message = cleanText(input.message, 'message', MESSAGE_MAX, true);
  const quote = input.quote != null ? cleanText(input.quote, 'quote', QUOTE_MAX, false) || null : null;
  const files = input.files ?? [];
  if (files.length > FILES_MAX)
    throw badInput({ files: `Do wiadomości można dołączyć najwyżej ${FILES_MAX} pliki.` });
  return { message, quote, files };
}

const limiters = new WeakMap<object, ReturnType<Ctx['services']['rateLimiters']['create']>>();
function chatLimiter(ctx: Ctx) {
  let limiter = limiters.get(ctx.services.rateLimiters);
  if (!limiter) {
    limiter = ctx.services.rateLimiters.create('chat:messages', {
      points: ctx.config.chatMessagesPerMinute,
      durationSeconds: 60,
    });
    limiters.set(ctx.services.rateLimiters, limiter);
  }
  return limiter;
}

/** Refusals that must come before anything is stored: AI off, too many messages a minute. */
async function admitMessage(ctx: Ctx, user: UserRow) {
  await requireVerifiedViewer(ctx);
  if (!ctx.services.ai.has('main')) throw domainError('AI_NOT_CONFIGURED');
  // Bursts and scripts, on top of the plan's limits (CHAT_MESSAGES_PER_MINUTE).
  const limiter = chatLimiter(ctx);
  await ensureAllowed([limiter.hit(user.id)], 'Wysyłasz wiadomości zbyt szybko.');
}

/**
 * Sends a message in a conversation and starts the answer (streamed through `llmStream`). Order
 * matters: checks that store nothing come first, then the plan's limit is reserved atomically,
 * then the message is saved; a failure after the reservation gives it back.
 */
async function send(
  ctx: Ctx,
  user: UserRow,
  conversation: ConversationRow,
  outgoing: ReturnType<typeof checkOutgoing>,
  intents: ConversationIntent[] = [],
): Promise<UserMessageView> {
  const type = outgoing.quote ? 'QUOTE' : 'USER_MESSAGE';
  const reservation = await reserveUsage(ctx.db, { userId: user.id, action: 'CHAT_MESSAGE' });
  let claimed = false;
  try {
    if (!(await claimConversation(ctx.db, conversation.id)))
      throw badInput({ message: 'Poczekaj, aż Kreda skończy odpowiadać na poprzednie pytanie.' });
    claimed = true;
    const attachments = await storeAttachments(ctx, user.id, outgoing.files);
    const attachmentTexts: AnswerJob['attachmentTexts'] = [];
    const images: AnswerJob['images'] = [];
    const vision = ctx.services.ai.has('vision');
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
          ocr: ctx.services.ocr,
          maxPages: 30,
        });
        const text = read.segments
          .map((s) => s.text)
          .join('\n\n')
          .trim();
        attachmentTexts.push({
          name: attachment.file.originalFileName,
          text: text ? [...text].slice(0, ATTACHMENT_TEXT_MAX).join('') : '(nie znaleziono tekstu)',
        });
      } catch (error) {
        if (!(error instanceof ExtractionError)) throw error;
        throw badInput({ files: `„${attachment.file.originalFileName}”: ${error.message}` });
      }
    }
    const userMessage = await insertUserMessage(ctx.db, {
      conversationId: conversation.id,
      userId: user.id,
      message: outgoing.message,
      messageContent: outgoing.quote,
      type,
      sourcesId: conversation.sourcesId,
      intents,
      files: attachments.map((a) => ({
        fileId: a.file.id,
        contentType: a.file.contentType,
        originalFileName: a.file.originalFileName,
      })),
    });
    const botMessage = await insertBotMessage(ctx.db, {
      conversationId: conversation.id,
      userMessageId: userMessage.id,
      userId: user.id,
      type: conversation.action,
    });
    const workspace = await requireOwnWorkspace(ctx.db, user.id, conversation.workspaceId);
    const sources = await groundingSources(ctx, user.id, conversation.sourcesId);
    const fresh =
      (await updateConversation(ctx.db, conversation.id, intents[0] ? { intent: intents[0] } : {})) ??
      conversation;
    publishConversation(ctx, fresh, 'update');
    await touchWorkspace(ctx.db, conversation.workspaceId);

    const job: AnswerJob = {
      conversation: fresh,
      userMessage,
      botMessage,
      learner: learnerDescription(user),
      workspace: await workspaceDescription(ctx, workspace),
      sources,
      attachmentTexts,
      images,
      reservation,
      intent: intents[0]?.conversationType ?? conversation.action,
    };
    const deps = { db: ctx.db, pubsub: ctx.pubsub, ai: ctx.services.ai, logger: ctx.logger };
    // The answer outlives this request: it streams to subscribers and is saved as it grows.
    void runAnswer(deps, job, async (outcome, content) => {
      if (outcome === 'failed' || fresh.name) return;
      const name = await generateTitle(deps, {
        userId: user.id,
        question: outgoing.message,
        answer: content,
      });
      if (name) {
        const named = await updateConversation(ctx.db, conversation.id, { name });
        if (named) publishConversation(ctx, named, 'update');
      }
    }).finally(async () => {
      const settled = await findOwnConversation(ctx.db, user.id, conversation.id);
      if (settled) publishConversation(ctx, settled, 'update');
    });
    return { ...userMessage, botResponses: [botMessage] };
  } catch (error) {
    await reservation.release().catch(() => {});
    if (claimed)
      await updateConversation(ctx.db, conversation.id, { isFetching: false, state: 'MAIN_READY' });
    throw error instanceof AiError
      ? domainError(error.code === 'AI_NOT_CONFIGURED' ? 'AI_NOT_CONFIGURED' : 'AI_FAILED')
      : error;
  }
}

/** The set's materials that still exist, with their names, as retrieval sources. */
async function groundingSources(ctx: Ctx, userId: string, sourcesId: string | null) {
  if (!sourcesId) return [];
  const set = await findOwnSourceSet(ctx.db, userId, sourcesId);
  if (!set) return [];
  const materials = await loadSourceMaterials(ctx, userId, set.items);
  return materials.map((m) => ({ kind: m.sourceItemType, id: m.id, name: m.name }));
}

export async function sendMessage(
  ctx: Ctx,
  input: {
    conversationId: string;
    message: string;
    quote?: string | null;
    files?: readonly UploadedFile[] | null;
  },
): Promise<UserMessageView> {
  const { user, conversation } = await requireOwnConversation(ctx, input.conversationId);
  const outgoing = checkOutgoing(input);
  await admitMessage(ctx, user);
  return send(ctx, user, conversation, outgoing);
}

interface StartInput {
  intent?: ConversationIntent;
  workspace: WorkspaceRow;
  sourcesId: string | null;
  message?: string | null;
  quote?: string | null;
  files?: readonly UploadedFile[] | null;
  maxMode?: boolean | null;
}

async function start(ctx: Ctx, user: UserRow, input: StartInput): Promise<ConversationView> {
  const hasMessage = typeof input.message === 'string' && input.message.trim() !== '';
  if (!hasMessage && (input.files?.length || input.quote))
    throw badInput({ message: 'Wpisz treść wiadomości.' });
  const outgoing = hasMessage
    ? checkOutgoing({ message: input.message ?? '', quote: input.quote, files: input.files })
    : null;
  if (outgoing) await admitMessage(ctx, user);
  const conversation = await insertConversation(ctx.db, {
    userId: user.id,
    workspaceId: input.workspace.id,
    sourcesId: input.sourcesId,
    options: { maxMode: input.maxMode === true, isInitial: false },
    ...(input.intent ? { action: input.intent.conversationType ?? 'DEFAULT', intent: input.intent } : {}),
  });
  publishConversation(ctx, conversation, 'new');
  await touchWorkspace(ctx.db, input.workspace.id);
  if (outgoing) {
    try {
      await send(ctx, user, conversation, outgoing, input.intent ? [input.intent] : []);
    } catch (error) {
      // Nothing half-made stays behind when the first message is refused (limit, bad file).
      await deleteConversationRow(ctx.db, user.id, conversation.id);
      throw error;
    }
  }
  return (await findOwnConversation(ctx.db, user.id, conversation.id)) ?? conversation;
}

function refsFrom(sources: readonly { type: string; id: string }[]) {
  return sources.map((s) => {
    if (!(SOURCE_ITEM_TYPES as readonly string[]).includes(s.type))
      throw domainError('NOT_FOUND', 'Nie znaleziono materiału.');
    return { type: s.type as SourceItemType, id: s.id };
  });
}

/** The set of materials a new conversation is grounded in; none chosen means no set. */
async function conversationSources(
  ctx: Ctx,
  workspaceId: string,
  sources: readonly { type: string; id: string }[] | null | undefined,
): Promise<string | null> {
  if (!sources || sources.length === 0) return null;
  return (await updateSources(ctx, { workspaceId, action: 'CONVERSATION', sources: refsFrom(sources) })).id;
}

export async function startConversation(
  ctx: Ctx,
  input: {
    workspaceId: string;
    sources?: readonly { type: string; id: string }[] | null;
    sourcesId?: string | null;
    message?: string | null;
    files?: readonly UploadedFile[] | null;
    maxMode?: boolean | null;
  },
): Promise<ConversationView> {
  const { user } = await requireViewer(ctx);
  const workspace = await requireOwnWorkspace(ctx.db, user.id, input.workspaceId);
  if (input.sources && input.sourcesId)
    throw badInput({ sources: 'Podaj materiały albo zestaw materiałów, nie oba naraz.' });
  let sourcesId: string | null = null;
  if (input.sourcesId) {
    const set = await findOwnSourceSet(ctx.db, user.id, input.sourcesId);
    if (!set || set.workspaceId !== workspace.id)
      throw domainError('NOT_FOUND', 'Nie znaleziono zestawu materiałów.');
    sourcesId = set.id;
  } else {
    sourcesId = await conversationSources(ctx, workspace.id, input.sources);
  }
  return start(ctx, user, {
    workspace,
    sourcesId,
    message: input.message,
    files: input.files,
    maxMode: input.maxMode,
  });
}

/** A conversation over every readable material of the workspace (notes and documents). */
export async function startConversationOverall(
  ctx: Ctx,
  input: { workspaceId: string; message?: string | null; files?: readonly UploadedFile[] | null },
): Promise<ConversationView> {
  const { user } = await requireViewer(ctx);
  const workspace = await requireOwnWorkspace(ctx.db, user.id, input.workspaceId);
  const available = await getActionSources(ctx, { workspaceId: workspace.id, action: 'CONVERSATION' });
  const all = available.groups
    .flatMap((group) => group.sources)
    .slice(0, 50)
    .map((m) => ({ type: m.sourceItemType, id: m.id }));
  const sourcesId = await conversationSources(ctx, workspace.id, all);
  return start(ctx, user, { workspace, sourcesId, message: input.message, files: input.files });
}

/** A conversation about a selected passage: the first message quotes it. */
export async function startConversationInline(
  ctx: Ctx,
  input: {
    workspaceId: string;
    quote: string;
    message: string;
    sources?: readonly { type: string; id: string }[] | null;
  },
): Promise<ConversationView> {
  const { user } = await requireViewer(ctx);
  const workspace = await requireOwnWorkspace(ctx.db, user.id, input.workspaceId);
  const quote = cleanText(input.quote, 'quote', QUOTE_MAX, false);
  if (!quote) throw badInput({ quote: 'Zaznacz fragment, o który chcesz zapytać.' });
  const sourcesId = await conversationSources(ctx, workspace.id, input.sources);
  return start(ctx, user, { workspace, sourcesId, message: input.message, quote });
}

/** The task solver (/app/solver): conversations in the pupil's general workspace. */
export async function startConversationSolver(
  ctx: Ctx,
  input: { message?: string | null; files?: readonly UploadedFile[] | null },
): Promise<ConversationView> {
  const { user } = await requireViewer(ctx);
  const workspace = await ensureGeneralWorkspace(ctx.db, user.id);
  return start(ctx, user, { workspace, sourcesId: null, message: input.message, files: input.files });
}

export async function stopGeneration(ctx: Ctx, conversationId: string): Promise<ConversationRow> {
  const { conversation } = await requireOwnConversation(ctx, conversationId);
  if (conversation.isFetching) requestStop(ctx.pubsub, conversation.id);
  return conversation;
}

export async function renameConversation(ctx: Ctx, input: { id: string; name: string }) {
  const { conversation } = await requireOwnConversation(ctx, input.id);
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (!name) throw badInput({ name: 'Wymagane' });
  if ([...name].length > NAME_MAX) throw badInput({ name: `Maksymalna długość to ${NAME_MAX} znaków` });
  if (CONTROL_CHARACTERS.test(name)) throw badInput({ name: 'Nazwa zawiera niedozwolone znaki.' });
  const updated = (await updateConversation(ctx.db, conversation.id, { name })) ?? conversation;
  publishConversation(ctx, updated, 'update');
  return updated;
}

/** Removes a conversation, its messages and their attached files; a running answer is stopped. */
export async function removeConversation(
  ctx: Pick<Ctx, 'db' | 'services' | 'pubsub'>,
  conversation: ConversationRow,
) {
  if (conversation.isFetching) requestStop(ctx.pubsub, conversation.id);
  const messages = await messagesOf(ctx.db, [conversation.id]);
  await deleteConversationRow(ctx.db, conversation.userId, conversation.id);
  await removeFiles(
    ctx,
    conversation.userId,
    messages.flatMap((m) => m.files.map((f) => f.fileId)),
  );
}

export async function deleteConversation(ctx: Ctx, input: { id: string; workspaceId?: string | null }) {
  const { conversation } = await requireOwnConversation(ctx, input.id, input.workspaceId);
  await removeConversation(ctx, conversation);
  return { success: true, message: 'Pomyślnie usunięto' };
}

/** Every conversation of a workspace, for the workspace's deletion. */
export async function removeWorkspaceConversations(
  ctx: Pick<Ctx, 'db' | 'services' | 'pubsub'>,
  userId: string,
  workspaceId: string,
) {
  for (;;) {
    const { rows } = await pageOfConversations(ctx.db, {
      userId,
      workspaceId,
      offset: 0,
      limit: 100,
      order: 'DESC',
    });
    if (rows.length === 0) return;
    for (const conversation of rows) await removeConversation(ctx, conversation);
  }
}

export async function getConversation(ctx: Ctx, input: { id: string; workspaceId?: string | null }) {
  return (await requireOwnConversation(ctx, input.id, input.workspaceId)).conversation;
}

export async function listConversations(ctx: Ctx, workspaceId: string) {
  const { user } = await requireViewer(ctx);
  await requireOwnWorkspace(ctx.db, user.id, workspaceId);
  return (
    await pageOfConversations(ctx.db, { userId: user.id, workspaceId, offset: 0, limit: 200, order: 'DESC' })
  ).rows;
}

export async function paginateConversations(
  ctx: Ctx,
  input: {
    workspaceId: string;
    page?: number | null;
    limit?: number | null;
    order?: 'ASC' | 'DESC' | null;
    sort?: string | null;
  },
) {
  const { user } = await requireViewer(ctx);
  await requireOwnWorkspace(ctx.db, user.id, input.workspaceId);
  const page = input.page ?? 1;
  const limit = input.limit ?? 20;
  const fields: Record<string, string> = {};
  if (!Number.isInteger(page) || page < 1) fields.page = 'Numer strony zaczyna się od 1.';
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_LIMIT_MAX)
    fields.limit = `Od 1 do ${PAGE_LIMIT_MAX}.`;
  if (input.sort != null && input.sort !== 'createdAt')
    fields.sort = 'Można sortować tylko po dacie utworzenia.';
  if (Object.keys(fields).length) throw badInput(fields);
  const { rows, total } = await pageOfConversations(ctx.db, {
    userId: user.id,
    workspaceId: input.workspaceId,
    offset: (page - 1) * limit,
    limit,
    order: input.order ?? 'DESC',
  });
  return { data: rows, total, page, limit };
}

/** Messages of a conversation with their answers, oldest first. */
export async function conversationMessages(
  ctx: Pick<Ctx, 'db'>,
  conversation: ConversationRow,
): Promise<UserMessageView[]> {
  const messages = await messagesOf(ctx.db, [conversation.id]);
  const answers = await botMessagesOf(
    ctx.db,
    messages.map((m) => m.id),
  );
  return messages.map((m) => ({ ...m, botResponses: answers.filter((a) => a.userMessageId === m.id) }));
}

/** A client's intent, trimmed and bounded; the kind is checked by the schema's enum. */
export function checkIntent(input: {
  type?: string | null;
  message?: string | null;
  conversationType: ConversationIntent['conversationType'];
  actionType?: string | null;
}): ConversationIntent {
  const field = (value: string | null | undefined, name: string, max: number) => {
    if (value == null) return null;
    const text = value.trim().replace(/\s+/g, ' ');
    if ([...text].length > max) throw badInput({ [`intent.${name}`]: `Najwyżej ${max} znaków.` });
    if (CONTROL_CHARACTERS.test(text))
      throw badInput({ [`intent.${name}`]: 'Tekst zawiera niedozwolone znaki.' });
    return text || null;
  };
  return {
    type: field(input.type, 'type', 60),
    message: field(input.message, 'message', 300),
    conversationType: input.conversationType ?? 'DEFAULT',
    actionType: field(input.actionType, 'actionType', 60),
  };
}

/** A new conversation with a given intent (e.g. a "solve this task" quick action). */
export async function startConversationIntent(
  ctx: Ctx,
  input: {
    workspaceId: string;
    message: string;
    intent: Parameters<typeof checkIntent>[0];
    sources?: readonly { type: string; id: string }[] | null;
    files?: readonly UploadedFile[] | null;
  },
): Promise<ConversationView> {
  const { user } = await requireViewer(ctx);
  const workspace = await requireOwnWorkspace(ctx.db, user.id, input.workspaceId);
  const intent = checkIntent(input.intent);
  const sourcesId = await conversationSources(ctx, workspace.id, input.sources);
  return start(ctx, user, { workspace, sourcesId, message: input.message, files: input.files, intent });
}

/** A message with the intent the client chose. */
export async function sendMessageIntent(
  ctx: Ctx,
  input: {
    conversationId: string;
    message: string;
    intent: Parameters<typeof checkIntent>[0];
    files?: readonly UploadedFile[] | null;
  },
): Promise<UserMessageView> {
  const { user, conversation } = await requireOwnConversation(ctx, input.conversationId);
  const outgoing = checkOutgoing(input);
  const intent = checkIntent(input.intent);
  await admitMessage(ctx, user);
  return send(ctx, user, conversation, outgoing, [intent]);
}

/** A message whose intent the fast model recognises first (a failed guess falls back to DEFAULT). */
export async function sendMessageIntentAi(
  ctx: Ctx,
  input: { conversationId: string; message: string; files?: readonly UploadedFile[] | null },
): Promise<UserMessageView> {
  const { user, conversation } = await requireOwnConversation(ctx, input.conversationId);
  const outgoing = checkOutgoing(input);
  await admitMessage(ctx, user);
  const intent = await classifyIntent(
    { ai: ctx.services.ai, logger: ctx.logger },
    { userId: user.id, message: outgoing.message },
  );
  return send(ctx, user, conversation, outgoing, [intent]);
}
