import { fileURLToPath } from 'node:url';
import type { ConversationType, UsageAction } from '@kreda/shared/enums';
import { AiError, type AiMessage, type AiService, type AiTextStream } from '../../platform/ai/ai.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import type { DB } from '../../platform/db/database.ts';
import type { Logger } from '../../platform/logger.ts';
import type { PubSub, PubSubTopics } from '../../platform/pubsub/pubsub.ts';
import { type Passage, searchPassages } from '../retrieval/index.ts';
import type { SourceItemType } from '../sources/index.ts';
import type { Reservation } from '../usage/index.ts';
import { citationsFor, passagesBlock } from './citations.ts';
import { DeltaBatch } from './delta-batch.ts';
import {
  type BotMessageRow,
  type ConversationRow,
  recentExchanges,
  updateBotMessage,
  updateConversation,
} from './service.ts';
import type { StoredCitation } from './tables.ts';

/*
 * Writing one answer: ground the question in the conversation's materials, stream the model's
 * text to subscribers as it arrives, save it in batches, and end in exactly one of: done, stopped
 * by the pupil, or failed with a Polish reason (the usage reservation is given back when nothing
 * useful was produced).
 */

/** One event of an answer's live stream (see `llmStream`). */
type LlmEvent = PubSubTopics['llmStream'][1];

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));
/** How often the growing answer is written to the database (a reload shows at most this much less). */
const PERSIST_EVERY_MS = 1000;
/**
 * How often an answer shows it is still being written, even while the model is silent (before the
 * first token a model may think for a while): the sweep in other processes treats an answer
 * untouched for `STALE_ANSWER_MS` as one whose writer is gone.
 */
const HEARTBEAT_MS = 10_000;
export const STALE_ANSWER_MS = 45_000;
const HISTORY_EXCHANGES = 8; // earlier exchanges sent to the model with the question
const HISTORY_CHARS = 16_000;
export const PASSAGES_PER_ANSWER = 6;
export const FAILED_ANSWER = 'Nie udało się wygenerować odpowiedzi. Spróbuj ponownie.';

export interface GenerationDeps {
  db: DB;
  pubsub: PubSub;
  ai: AiService;
  logger: Logger;
}

/**
 * What the model is asked. Everything in it is known before the message is stored, so the provider
 * call can be opened while the reservation and the inserts are still being written.
 */
export interface AnswerRequest {
  conversation: Pick<ConversationRow, 'id' | 'userId'>;
  /** The pupil's message; its id is chosen before it is stored, so the history leaves it out. */
  question: { id: string; message: string; messageContent: string | null };
  /** What the model is told about the pupil and the workspace. */
  learner: string;
  workspace: string;
  /** The sources to ground in (already checked to be the pupil's). */
  sources: { kind: SourceItemType; id: string; name: string }[];
  /** Text read from attached documents (and photos when there is no vision model). */
  attachmentTexts: { name: string; text: string }[];
  images: { bytes: Uint8Array; mediaType: string }[];
  /** What kind of help the pupil wants (the message's intent, else the conversation's kind). */
  intent: ConversationType;
  /** What the subject's owner (a tool's `ChatSubject`) tells the model of it; null without one. */
  brief?: string | null;
  /** The plan's limit the message counts against (CHAT_MESSAGE, a tutor's AI_TUTORING). */
  action: UsageAction;
}

/** The provider call of an answer, opened; its deltas wait in the stream's queue until read. */
export interface OpenedAnswer {
  stream: AiTextStream;
  passages: Passage[];
}

/** One answer to write, once its message and bot message are stored. */
export interface AnswerJob {
  conversation: ConversationRow;
  botMessage: BotMessageRow;
  /** The sources the answer is grounded in (their names go into the citations). */
  sources: AnswerRequest['sources'];
  reservation: Reservation;
  /** Cancels the provider call: the pupil's stop, shutdown, or a refusal before the answer began. */
  controller: AbortController;
  /** The provider call, opened (see `openAnswer`) while the message was being stored. */
  opened: Promise<OpenedAnswer>;
}

/** How the answer should look for each kind of help. */
export const INTENT_HINTS: Record<ConversationType, string> = {
  DEFAULT: '',
  VALIDATION_FAILED: '',
  ZADANIE:
    'Uczeń chce rozwiązania zadania: rozwiąż je krok po kroku, a na końcu podaj wynik w osobnej linii zaczynającej się od „Odpowiedź:”.',
  ROZPRAWKA:
    'Uczeń pisze rozprawkę lub wypracowanie: pomóż sformułować tezę, dobrać argumenty i przykłady (także z lektur) i ułożyć plan. Nie pisz za ucznia całego tekstu, chyba że wprost o to prosi.',
  ROZPRAWKA_REVIEW:
    'Uczeń chce oceny swojego tekstu: wskaż mocne strony, a potem błędy językowe, logiczne i kompozycyjne z propozycjami poprawek; zakończ listą najważniejszych zmian.',
  TEST_SOLUTION:
    'Uczeń chce rozwiązać sprawdzian: rozwiąż kolejne zadania, każde pod osobnym nagłówkiem z numerem zadania, z krótkim uzasadnieniem i wyraźną odpowiedzią.',
};

/** Generations running in this process, by conversation (the stop signal reaches them here). */
const running = new Map<string, AbortController>();
/**
 * The text written so far of each answer this process is writing, by bot message. The database
 * copy lags by up to `PERSIST_EVERY_MS`; a snapshot taken from it would leave a gap before the
 * next delta, and the page would wait for the end of the answer to show anything more.
 */
const written = new Map<string, string>();
const settling = new Set<Promise<void>>();

/**
 * Shutdown: stops every answer this process is writing (each saves what it has, as if the pupil
 * pressed stop) and waits for them to settle before the database closes.
 */
export async function stopAllGenerations(): Promise<void> {
  for (const controller of running.values()) controller.abort();
  await Promise.allSettled([...settling]);
}

export function isGeneratingHere(conversationId: string): boolean {
  return running.has(conversationId);
}

/** The whole text so far of an answer this process is writing; undefined when it writes elsewhere. */
export function textWrittenHere(botMessageId: string): string | undefined {
  return written.get(botMessageId);
}

function userContent(
  message: { message: string; messageContent: string | null },
  attachments: AnswerRequest['attachmentTexts'],
): string {
  const parts: string[] = [];
  if (message.messageContent) {
    const quoted = message.messageContent
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n');
    parts.push(`Pytam o ten fragment:\n${quoted}`);
  }
  parts.push(message.message);
  for (const attachment of attachments) {
    parts.push(`Załączony plik „${attachment.name}”:\n${attachment.text}`);
  }
  return parts.join('\n\n');
}

/**
 * Earlier exchanges of the conversation, newest last, within a character budget. Needs only the
 * ids, so it is read while the rest of the request is still being read.
 */
export async function readHistory(db: DB, conversationId: string, questionId: string): Promise<AiMessage[]> {
  const exchanges = await recentExchanges(db, conversationId, questionId, HISTORY_EXCHANGES);
  const turns: AiMessage[] = [];
  for (const exchange of exchanges) {
    turns.push({ role: 'user', content: userContent(exchange, []) });
    if (exchange.answer) turns.push({ role: 'assistant', content: exchange.answer });
  }
  let budget = HISTORY_CHARS;
  const kept: AiMessage[] = [];
  for (const turn of turns.reverse()) {
    const size = typeof turn.content === 'string' ? turn.content.length : 0;
    if (size > budget) break;
    budget -= size;
    kept.unshift(turn);
  }
  // A history must start with the pupil's turn.
  while (kept[0]?.role === 'assistant') kept.shift();
  return kept;
}

async function groundingPassages(deps: GenerationDeps, request: AnswerRequest): Promise<Passage[]> {
  if (request.sources.length === 0) return [];
  const question = [request.question.messageContent ?? '', request.question.message].join('\n');
  return searchPassages(deps.db, {
    userId: request.conversation.userId,
    question,
    sources: request.sources.map((s) => ({ kind: s.kind, id: s.id })),
    k: PASSAGES_PER_ANSWER,
  });
}

export async function systemPrompt(job: AnswerRequest, passages: Passage[]): Promise<string> {
  const names = new Map(job.sources.map((s) => [s.id, s.name]));
  const materials =
    passages.length > 0
      ? await loadPrompt(PROMPTS, 'chat-materials', { passages: passagesBlock(passages, names) })
      : job.sources.length > 0
        ? 'Uczeń wybrał materiały, ale żaden ich fragment nie pasuje do tego pytania. Odpowiedz na podstawie wiedzy ogólnej i powiedz to uczniowi jednym zdaniem.'
        : 'Uczeń nie wybrał materiałów do tej rozmowy: odpowiadaj na podstawie wiedzy ogólnej.';
  const hint = INTENT_HINTS[job.intent];
  const brief = job.brief ? `${job.brief}\n\n` : '';
  return loadPrompt(PROMPTS, 'chat-system', {
    learner: job.learner,
    workspace: job.workspace,
    intent: hint ? `Rodzaj pomocy: ${hint}` : '',
    materials: `${brief}${materials}`,
  });
}

/**
 * Grounds the question, builds the prompt and opens the provider call. It stores nothing, so it
 * runs while the message is being saved; its deltas wait in the stream until `runAnswer` reads
 * them. Nothing is sent to the provider once `signal` is aborted (a refusal came first).
 */
export async function openAnswer(
  deps: GenerationDeps,
  request: AnswerRequest,
  signal: AbortSignal,
  history: Promise<AiMessage[]> = readHistory(deps.db, request.conversation.id, request.question.id),
): Promise<OpenedAnswer> {
  const [passages, turns] = await Promise.all([groundingPassages(deps, request), history]);
  const system = await systemPrompt(request, passages);
  const text = userContent(request.question, request.attachmentTexts);
  const question: AiMessage =
    request.images.length > 0
      ? {
          role: 'user',
          content: [
            { type: 'text', text },
            ...request.images.map((image) => ({
              type: 'image' as const,
              image: image.bytes,
              mediaType: image.mediaType,
            })),
          ],
        }
      : { role: 'user', content: text };
  if (signal.aborted) throw new AiError('AI_CANCELLED');
  const stream = deps.ai.streamText({
    meta: { userId: request.conversation.userId, action: request.action },
    role: request.images.length > 0 ? 'vision' : 'main',
    system,
    messages: [...turns, question],
    signal,
  });
  return { stream, passages };
}

/**
 * Cancels an opened answer that will not be written (its message was refused): the provider call
 * is aborted and its outcome (a cancellation) is awaited quietly.
 */
export function discardAnswer(controller: AbortController, opened: Promise<OpenedAnswer>): void {
  controller.abort();
  void opened.then(
    (answer) => answer.stream.result.catch(() => {}),
    () => {},
  );
}

/**
 * Runs one answer to its end. Never throws: every outcome is saved on the bot message and told to
 * subscribers. `onSettled` runs after the answer is saved (titles, tests).
 */
export function runAnswer(
  deps: GenerationDeps,
  job: AnswerJob,
  onSettled?: (outcome: 'done' | 'stopped' | 'failed', content: string) => Promise<void>,
): Promise<void> {
  const task = answer(deps, job, onSettled).catch((error: unknown) =>
    deps.logger.error({ err: error, conversationId: job.conversation.id }, 'answer bookkeeping failed'),
  );
  settling.add(task);
  void task.finally(() => settling.delete(task));
  return task;
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one answer from start to its single outcome (done, stopped, failed) reads best as one sequence with one try/finally
async function answer(
  deps: GenerationDeps,
  job: AnswerJob,
  onSettled?: (outcome: 'done' | 'stopped' | 'failed', content: string) => Promise<void>,
): Promise<void> {
  const { conversation, botMessage, controller } = job;
  running.set(conversation.id, controller);
  written.set(botMessage.id, '');
  const stops = deps.pubsub.subscribe('conversationStop', conversation.id);
  void (async () => {
    for await (const _ of stops) {
      controller.abort();
      break;
    }
  })().catch(() => {});

  let content = '';
  let lastPersist = Date.now();
  let saving: Promise<unknown> = Promise.resolve();
  const heartbeat = setInterval(() => {
    if (Date.now() - lastPersist < HEARTBEAT_MS) return;
    lastPersist = Date.now();
    const snapshot = content;
    saving = saving
      .then(() => updateBotMessage(deps.db, botMessage.id, { content: snapshot }))
      .catch(() => {});
  }, HEARTBEAT_MS / 2);
  heartbeat.unref();
  const publish = (event: Omit<LlmEvent, 'botMessageId'>) =>
    deps.pubsub.publish('llmStream', conversation.id, { botMessageId: botMessage.id, ...event });
  const deltas = new DeltaBatch((delta, offset) =>
    publish({ type: 'DELTA', delta, offset, content: null, error: null }),
  );
  let outcome: 'done' | 'stopped' | 'failed' = 'failed';
  let citations: StoredCitation[] = [];

  try {
    const { stream, passages } = await job.opened;
    try {
      for await (const delta of stream.textStream) {
        if (!delta) continue;
        deltas.add(delta, content.length);
        content += delta;
        written.set(botMessage.id, content);
        if (Date.now() - lastPersist >= PERSIST_EVERY_MS) {
          lastPersist = Date.now();
          const snapshot = content;
          // A periodic save may fail (the database busy): the answer's last save writes it whole,
          // and a rejection nobody handles yet would take the whole process down.
          saving = saving
            .then(() => updateBotMessage(deps.db, botMessage.id, { content: snapshot }))
            .catch((error: unknown) =>
              deps.logger.warn(
                { err: error, conversationId: conversation.id },
                'saving a growing answer failed',
              ),
            );
        }
      }
    } finally {
      // Every word is sent before the answer's last event.
      deltas.flush();
    }
    await stream.result;
    citations = citationsFor(content, passages, new Map(job.sources.map((s) => [s.id, s.name])));
    outcome = 'done';
  } catch (error) {
    if (error instanceof AiError && error.code === 'AI_CANCELLED') {
      outcome = 'stopped';
    } else {
      outcome = 'failed';
      if (!(error instanceof AiError))
        deps.logger.error({ err: error, conversationId: conversation.id }, 'answer failed');
      await job.reservation.release().catch(() => {});
      await saving.catch(() => {});
      await updateBotMessage(deps.db, botMessage.id, {
        content: '',
        isFetching: false,
        isError: true,
        error: error instanceof AiError ? error.message : FAILED_ANSWER,
      });
      publish({
        type: 'ERROR',
        delta: '',
        offset: 0,
        content: null,
        error: error instanceof AiError ? error.message : FAILED_ANSWER,
      });
    }
  } finally {
    clearInterval(heartbeat);
    running.delete(conversation.id);
    written.delete(botMessage.id);
    await stops.return?.(undefined);
  }

  if (outcome !== 'failed') {
    // A stop before the first word used nothing: the pupil gets the message back; else it is kept.
    if (outcome === 'stopped' && content.trim() === '') await job.reservation.release().catch(() => {});
    else await job.reservation.commit().catch(() => {});
    await saving.catch(() => {});
    await updateBotMessage(deps.db, botMessage.id, {
      content,
      isFetching: false,
      stopped: outcome === 'stopped',
      citations,
    });
    publish({ type: 'DONE', delta: '', offset: content.length, content, error: null });
  }
  await updateConversation(deps.db, conversation.id, { isFetching: false, state: 'MAIN_READY' });
  await onSettled?.(outcome, content).catch((error: unknown) =>
    deps.logger.warn({ err: error, conversationId: conversation.id }, 'after-answer step failed'),
  );
}

/** Asks every process to stop the conversation's answer (the one writing it listens). */
export function requestStop(pubsub: PubSub, conversationId: string): void {
  pubsub.publish('conversationStop', conversationId, { at: Date.now() });
  running.get(conversationId)?.abort();
}
