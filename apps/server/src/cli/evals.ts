import { essayEval } from '../modules/essays/index.ts';
import { quizEval } from '../modules/quizzes/index.ts';
import { tutorEval } from '../modules/tutors/index.ts';
import { wordbaseEval } from '../modules/wordbases/index.ts';
import type { AiService } from '../platform/ai/ai.ts';

/** What `npm run eval` hands a tool's eval. */
export interface EvalInput {
  ai: AiService;
  /** Case files given with `--cases`; none means the tool's bundled set. */
  casePaths: readonly string[];
  /** At most this many cases of each part. */
  limit: number | undefined;
  /** A line saying which case runs now (stderr). */
  progress: (line: string) => void;
}

/** A tool's eval (docs/ai-tools.md §5): runs its case set and reports figures as JSON and text. */
export interface ToolEval {
  /** One line for the usage text. */
  description: string;
  /** Throws an Error with a clear message for a bad case file. */
  run(input: EvalInput): Promise<{ report: unknown; text: string }>;
}

/** The evals by tool name; a new tool adds its line here. */
export const EVALS: Record<string, ToolEval> = {
  quiz: quizEval,
  essays: essayEval,
  wordbases: wordbaseEval,
  tutor: tutorEval,
};
