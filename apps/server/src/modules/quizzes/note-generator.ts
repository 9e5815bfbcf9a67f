import type { NoteGenerator } from '../../core/deps.ts';
import { generateNoteFromQuizResult } from './quiz-notes.ts';

/**
 * "Zrób notatkę z błędów": `generateainotatkaAiNote { quizResultId }` (the chat's mutation, its
 * field declared in `ai-note.graphql`) makes a note of a finished attempt's mistakes (ADR 019).
 */
export const quizNoteGenerator: NoteGenerator = {
  inputField: 'quizResultId',
  label: 'podejście do quizu',
  generate: generateNoteFromQuizResult,
};
