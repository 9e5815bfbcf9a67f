import { fileURLToPath } from 'node:url';
import { PRACTICE_SUBJECTS } from '@kreda/shared/limits';
import { z } from 'zod';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import { compareMathAnswers } from '../../platform/math/math-answer.ts';
import type { TutorMaterial } from './material.ts';
import { commentLine, detailWords } from './planning.ts';
import type { AiTutorRow, AiTutorTopicRow, TutorExercise } from './tables.ts';

/*
 * A topic's teaching material: the reference content the tutor teaches from and worked exercises
 * it practises with (hint-first: the solutions stay in its brief). Code checks it before it is
 * kept: content long enough to teach from, each exercise with a question, a worked solution and a
 * short answer — in a computing subject, an answer the maths checker can read, so the pupil's
 * result is judged by code, not by the model's word.
 */

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));

export const EXERCISES_MIN = 2;
export const EXERCISES_MAX = 4;
const CONTENT_MIN = 300;
const CONTENT_MAX = 12_000;
const ANSWER_MAX = 200;
/** Material one topic's prompt carries: its subchapter, or a share of the whole. */
const TOPIC_TEXT_BUDGET = 12_000;

export const TOPIC_SCHEMA_NAME = 'tutor_topic';
export const topicSchema = z.object({
  content: z.string(),
  exercises: z.array(z.object({ question: z.string(), solution: z.string(), answer: z.string() })),
});
export type TopicReply = z.infer<typeof topicSchema>;

/** Whether a subject computes results (maths, physics, chemistry, computer science): the maths checker judges them. */
export const computing = (przedmiot: string) => (PRACTICE_SUBJECTS as readonly string[]).includes(przedmiot);

export interface CheckedTopic {
  content: string | null;
  exercises: TutorExercise[];
  problems: string[];
}

/** What is wrong with an exercise, or null. */
function exerciseProblem(
  question: string,
  solution: string,
  answer: string,
  seen: ReadonlySet<string>,
  przedmiot: string,
): string | null {
  if (!/\p{L}|\d/u.test(question)) return 'brak treści.';
  if (seen.has(question)) return 'powtarza wcześniejsze zadanie.';
  if (solution.length < 20) return 'brak rozwiązania krok po kroku.';
  if (!answer || answer.length > ANSWER_MAX) return 'brak krótkiego wyniku.';
  if (computing(przedmiot) && compareMathAnswers(answer, answer).kind !== 'equal')
    return `wynik „${answer.slice(0, 60)}” nie jest liczbą ani wyrażeniem.`;
  return null;
}

export function checkTopic(reply: TopicReply, przedmiot: string): CheckedTopic {
  const problems: string[] = [];
  const content = reply.content.trim();
  const usable = content.length >= CONTENT_MIN;
  if (!usable)
    problems.push(
      `Treść tematu jest za krótka (${content.length} znaków, potrzeba co najmniej ${CONTENT_MIN}).`,
    );
  const exercises: TutorExercise[] = [];
  const seen = new Set<string>();
  for (const [i, item] of reply.exercises.entries()) {
    const question = item.question.trim();
    const answer = item.answer.replace(/\s+/g, ' ').trim();
    const problem = exerciseProblem(question, item.solution.trim(), answer, seen, przedmiot);
    if (problem) {
      problems.push(`Zadanie ${i + 1}: ${problem}`);
      continue;
    }
    seen.add(question);
    exercises.push({ question, solution: item.solution.trim(), answer });
  }
  return {
    content: usable ? content.slice(0, CONTENT_MAX) : null,
    exercises: exercises.slice(0, EXERCISES_MAX),
    problems,
  };
}

/** The part of the tutor's material one topic teaches: its subchapter's text, else the whole (cut). */
export function topicText(material: TutorMaterial, topic: Pick<AiTutorTopicRow, 'podrSubchapterId'>): string {
  const own = material.subchapters.find((s) => s.id === topic.podrSubchapterId);
  const text = own ? `## ${own.number} ${own.name}\n${own.content}` : material.text;
  return text.length <= TOPIC_TEXT_BUDGET ? text : `${text.slice(0, TOPIC_TEXT_BUDGET)}…`;
}

export function topicPrompt(
  tutor: Pick<AiTutorRow, 'detailLevel' | 'userComment' | 'przedmiot'>,
  topic: Pick<AiTutorTopicRow, 'order' | 'name' | 'description' | 'podrSubchapterId'>,
  count: number,
  material: TutorMaterial,
): Promise<string> {
  return loadPrompt(PROMPTS, 'tutor-topic', {
    line: material.line,
    order: topic.order,
    count,
    name: topic.name,
    description: topic.description,
    detail: detailWords(tutor.detailLevel),
    comment: commentLine(tutor.userComment),
    minExercises: EXERCISES_MIN,
    maxExercises: EXERCISES_MAX,
    answerRule: computing(tutor.przedmiot)
      ? 'liczba albo wyrażenie do sprawdzenia (np. „12”, „0,5”, „\\frac{3}{4}”, „x=2”, „12 cm”), bez słów'
      : 'słowo, pojęcie albo jedno krótkie zdanie',
    material: topicText(material, topic) || '(brak tekstu – oprzyj się na pewnej wiedzy szkolnej)',
  });
}

export const TOPIC_FAILED = 'Nie udało się przygotować treści tego tematu. Spróbuj ponownie za chwilę.';

export function topicRetryRequest(problems: readonly string[]): string {
  return `Materiał był niepoprawny. Popraw go i podaj całość jeszcze raz:\n${problems
    .slice(0, 10)
    .map((p) => `- ${p}`)
    .join('\n')}`;
}
