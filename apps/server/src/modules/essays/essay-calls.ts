import { countWords, ESSAY_TEXT_MAX, ESSAY_TOPIC_MAX } from '@kreda/shared/essays';
import type { ChatMessage } from '../../core/deps.ts';

/*
 * A chat message asking for an essay (intent ROZPRAWKA) or for a grade (ROZPRAWKA_REVIEW) opens the
 * essay tool with what the message already says: the topic, and the essay's text when it was
 * pasted into the chat. Read by code from the message; the pupil corrects it in the form. The chat
 * shows them through the module's chat subjects (`chat-subjects.ts`).
 */

/** Request words before the topic: "Napisz mi rozprawkę na temat:", "Pomóż mi napisać wypracowanie o…". */
const REQUEST =
  /^\s*(?:(?:proszę|hej|cześć)[,!]?\s+)*(?:czy\s+(?:możesz|mógłbyś|mogłabyś|możecie)\s+)?(?:(?:napisz|napisać|napiszesz|pomóż|pomożesz|potrzebuję|chcę|chciałbym|chciałabym|zrób|przygotuj)\s+)+(?:mi\s+)?(?:(?:napisać|w|z)\s+)?(?:(?:rozprawk|wypracowani|esej|plan)\p{L}*\s*)?(?:(?:na|o)\s+temat\p{L}*|o|z\s+tematem|dotycząc\p{L}*)?\s*[:–—-]?\s*/iu;
const TOPIC_LINE = /(?:^|\n)\s*temat\s*[:–—-]\s*(.+)/iu;
/** A grade needs an essay: fewer words than this in the message is a request, not a text. */
const ESSAY_MIN_WORDS = 80;

function clean(topic: string): string {
  const trimmed = topic
    .trim()
    .replace(/^[„"“'«]+|[”"'»]+$/g, '')
    .replace(/[.?!]+$/u, (end) => (end.includes('?') ? '?' : ''))
    .trim();
  return [...trimmed].slice(0, ESSAY_TOPIC_MAX).join('');
}

/** The topic of an essay request, from its "Temat:" line or the words after the request. */
export function essayTopicOf(message: string): string {
  const line = TOPIC_LINE.exec(message)?.[1];
  if (line) return clean(line);
  const first = message.trim().split(/\n/)[0] ?? '';
  const topic = clean(first.replace(REQUEST, ''));
  return topic || clean(first);
}

type Message = Pick<ChatMessage, 'message' | 'intents'>;

const intentOf = (intents: Message['intents'], type: string) =>
  intents.some((intent) => intent.conversationType === type);

/** `UserMessage.rozprawkaCall`: the topic, when the message asks for an essay. */
export function rozprawkaCallOf(message: Message) {
  if (!intentOf(message.intents, 'ROZPRAWKA')) return null;
  const temat = essayTopicOf(message.message);
  return temat ? { temat } : null;
}

/** `UserMessage.rozprawkaReviewCall`: the topic and the pasted essay, when the message asks for a grade. */
export function rozprawkaReviewCallOf(message: Message) {
  if (!intentOf(message.intents, 'ROZPRAWKA_REVIEW')) return null;
  const topicLine = TOPIC_LINE.exec(message.message);
  const lines = message.message.trim().split('\n');
  // The essay is what follows the request line (and the topic line, when there is one).
  const body = lines
    .slice(1)
    .filter((line) => !(topicLine && line.includes(topicLine[0].trim())))
    .join('\n')
    .trim();
  const text =
    countWords(body) >= ESSAY_MIN_WORDS
      ? body
      : countWords(message.message) >= ESSAY_MIN_WORDS * 1.5
        ? message.message.trim()
        : null;
  return {
    temat: topicLine?.[1] ? clean(topicLine[1]) : null,
    content: text ? [...text].slice(0, ESSAY_TEXT_MAX).join('') : null,
  };
}
