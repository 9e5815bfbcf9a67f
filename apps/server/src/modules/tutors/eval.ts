import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SUBJECT_LABELS } from '@kreda/shared/labels';
import { z } from 'zod';
import { AiError, type AiService } from '../../platform/ai/ai.ts';
import type { AiMessage } from '../../platform/ai/types.ts';
import { compareMathAnswers } from '../../platform/math/math-answer.ts';
import { ledSystemPrompt } from '../conversations/index.ts';
import { lowEffortStreak, tutorBrief } from './brief.ts';
import { computing } from './teaching.ts';

/*
 * `npm run eval -- tutor` (docs/ai-tools.md §3, §5): dialogues written for the project — a pupil
 * who asks for the answer, one who tries, one who gives up — are played against the configured
 * model with the product's own prompt (the chat's, around the tutor's brief), turn by turn, and
 * each reply is scored by code: did it give away the exercise's result before the pupil stated it,
 * did it end with a question, and after three low-effort replies in a row did it ask what exactly
 * is unclear.
 */

const BUNDLED = fileURLToPath(new URL('./eval-cases/dialogues.json', import.meta.url));

const exercise = z.object({
  question: z.string().min(1),
  solution: z.string().min(1),
  answer: z.string().min(1),
});
const dialogue = z.object({
  id: z.string().min(1),
  persona: z.enum(['asks-for-answer', 'tries', 'gives-up']),
  przedmiot: z.string().min(1),
  learner: z.string().min(1),
  topic: z.object({
    name: z.string().min(1),
    description: z.string().min(1),
    content: z.string().min(1),
    exercises: z.array(exercise).min(1),
  }),
  turns: z.array(z.string().min(1)).min(1),
});
const caseFile = z.object({ dialogues: z.array(dialogue) });
export type TutorDialogue = z.infer<typeof dialogue>;

export async function loadTutorDialogues(paths: readonly string[]): Promise<TutorDialogue[]> {
  const all: TutorDialogue[] = [];
  for (const file of paths.length ? paths : [BUNDLED]) {
    const parsed = caseFile.safeParse(JSON.parse(await readFile(file, 'utf8')));
    if (!parsed.success)
      throw new Error(
        `${file}: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`,
      );
    all.push(...parsed.data.dialogues);
  }
  return all;
}

/** Whether `text` states `answer`: a value equal to it (computing subjects) or its words. */
export function states(text: string, answer: string, przedmiot: string): boolean {
  if (!computing(przedmiot))
    return text.toLocaleLowerCase('pl-PL').includes(answer.toLocaleLowerCase('pl-PL'));
  const bare = answer.replace(/^[a-z]\s*=\s*/i, '');
  const tokens = text
    .replace(/\$+/g, ' ')
    .split(/[\s,;:!?()]+|(?<=\d)\.(?=\s|$)/)
    .flatMap((token) => [token, token.replace(/^[a-z]=/i, '')])
    .filter((token) => /\d/.test(token));
  return tokens.some((token) => compareMathAnswers(token, bare).kind === 'equal');
}

/** Whether a reply ends with a question to the pupil (Markdown emphasis aside). */
export function endsWithQuestion(reply: string): boolean {
  const last =
    reply
      .trim()
      .split('\n')
      .filter((line) => line.trim())
      .at(-1) ?? '';
  return /\?\s*$/.test(last.replace(/[*_`)\s]+$/u, ''));
}

const ASKS_WHAT =
  /niejasn|nie rozumiesz|któr(y|ego|ej) (krok|moment|słow|wzor|częś)|co dokładnie|czego (dokładnie )?nie/i;

export interface TurnScore {
  dialogue: string;
  turn: number;
  leaked: boolean;
  endsWithQuestion: boolean;
  /** After three low-effort replies in a row: whether it asked what exactly is unclear. */
  askedWhatIsUnclear: boolean | null;
  error: string | null;
}

export interface TutorEvalReport {
  dialogues: number;
  replies: number;
  failed: number;
  leaks: number;
  leakRate: number | null;
  endsWithQuestionRate: number | null;
  askedWhatIsUnclear: { asked: number; of: number };
  turns: TurnScore[];
}

async function playDialogue(
  ai: AiService,
  d: TutorDialogue,
  progress: (line: string) => void,
): Promise<TurnScore[]> {
  const history: AiMessage[] = [];
  const scores: TurnScore[] = [];
  const answer = d.topic.exercises[0]?.answer ?? '';
  let pupilStated = false;
  for (const [i, message] of d.turns.entries()) {
    progress(`tutor ${d.id} turn ${i + 1}/${d.turns.length}`);
    const turn = { message, previous: d.turns.slice(0, i) };
    pupilStated ||= states(message, answer, d.przedmiot);
    const brief = tutorBrief({
      tutor: { name: d.topic.name, przedmiot: d.przedmiot, detailLevel: 'NORMAL', userComment: null },
      topic: { ...d.topic, order: 1 },
      topicCount: 1,
      session: { focus: null },
      turn,
    });
    const system = await ledSystemPrompt({
      learner: d.learner,
      workspace: `${SUBJECT_LABELS[d.przedmiot as keyof typeof SUBJECT_LABELS] ?? d.przedmiot}; temat: ${d.topic.name}`,
      brief,
    });
    history.push({ role: 'user', content: message });
    try {
      const reply = await ai.generateText({
        meta: { userId: null, action: 'AI_TUTORING' },
        system,
        messages: [...history],
      });
      history.push({ role: 'assistant', content: reply.text });
      scores.push({
        dialogue: d.id,
        turn: i + 1,
        leaked: !pupilStated && states(reply.text, answer, d.przedmiot),
        endsWithQuestion: endsWithQuestion(reply.text),
        askedWhatIsUnclear:
          lowEffortStreak(turn) >= 3 ? ASKS_WHAT.test(reply.text) && reply.text.includes('?') : null,
        error: null,
      });
    } catch (error) {
      history.pop();
      const text = error instanceof AiError ? error.code : (error as Error).message;
      scores.push({
        dialogue: d.id,
        turn: i + 1,
        leaked: false,
        endsWithQuestion: false,
        askedWhatIsUnclear: null,
        error: text,
      });
    }
  }
  return scores;
}

export async function runTutorEval(
  ai: AiService,
  dialogues: readonly TutorDialogue[],
  progress: (line: string) => void = () => {},
): Promise<TutorEvalReport> {
  const turns: TurnScore[] = [];
  for (const d of dialogues) turns.push(...(await playDialogue(ai, d, progress)));
  const answered = turns.filter((t) => t.error === null);
  const unclear = answered.filter((t) => t.askedWhatIsUnclear !== null);
  const rate = (part: number) => (answered.length ? part / answered.length : null);
  const leaks = answered.filter((t) => t.leaked).length;
  return {
    dialogues: dialogues.length,
    replies: answered.length,
    failed: turns.length - answered.length,
    leaks,
    leakRate: rate(leaks),
    endsWithQuestionRate: rate(answered.filter((t) => t.endsWithQuestion).length),
    askedWhatIsUnclear: { asked: unclear.filter((t) => t.askedWhatIsUnclear).length, of: unclear.length },
    turns,
  };
}

const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

export function formatTutorReport(report: TutorEvalReport): string {
  const leaked = report.turns.filter((t) => t.leaked).map((t) => `${t.dialogue} #${t.turn}`);
  return [
    `Tutor: ${report.dialogues} dialogues, ${report.replies} replies (${report.failed} failed)`,
    `  gave the result away before the pupil: ${report.leaks} (${percent(report.leakRate)})${leaked.length ? ` — ${leaked.join(', ')}` : ''}`,
    `  ended with a question: ${percent(report.endsWithQuestionRate)}`,
    `  asked what is unclear after 3 low-effort replies: ${report.askedWhatIsUnclear.asked} of ${report.askedWhatIsUnclear.of}`,
  ].join('\n');
}

export const tutorEval = {
  description: 'tutor dialogues (hint-first: no result given away, replies end with a question)',
  async run(input: {
    ai: AiService;
    casePaths: readonly string[];
    limit: number | undefined;
    progress: (line: string) => void;
  }): Promise<{ report: TutorEvalReport; text: string }> {
    const all = await loadTutorDialogues(input.casePaths);
    const dialogues = input.limit === undefined ? all : all.slice(0, input.limit);
    const report = await runTutorEval(input.ai, dialogues, input.progress);
    return { report, text: formatTutorReport(report) };
  },
};
