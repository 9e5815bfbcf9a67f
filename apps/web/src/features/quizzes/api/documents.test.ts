import { describe, expect, it } from 'vitest';
import { braced, compact, fragmentsOf, MAX_DEPTH, operationDepth } from '../../../testing/document-depth.ts';
import { CREATE_QUIZ_RESULT } from './create-quiz-result.ts';
import { DELETE_QUIZ } from './delete-quiz.ts';
import { GENERATE_QUIZ } from './generate-quiz.ts';
import { GENERATE_QUIZ_CONTINUE } from './generate-quiz-continue.ts';
import { GET_LEKTURY } from './get-lektury.ts';
import { GET_QUIZ } from './get-quiz.ts';
import { GET_QUIZ_FLOWS } from './get-quiz-flows.ts';
import { GET_QUIZ_RESULT } from './get-quiz-result.ts';
import { GET_WORKSPACE_SUBJECT } from './get-workspace-subject.ts';
import { NEW_QUIZ_FLOW, NEW_QUIZ_WORKSPACE } from './new-quiz-events.ts';
import {
  QUIZ_ANSWER_FRAGMENT,
  QUIZ_DETAIL_FRAGMENT,
  QUIZ_FLOW_SUMMARY_FRAGMENT,
  QUIZ_RESULT_DETAIL_FRAGMENT,
  QUIZ_RESULT_SUMMARY_FRAGMENT,
  QUIZ_SUMMARY_FRAGMENT,
} from './quiz-fragments.ts';
import { SUBMIT_ANSWER } from './submit-answer.ts';
import { SUBMIT_QUIZ_RESULT } from './submit-quiz-result.ts';
import { UPDATE_QUIZ_RESULT } from './update-quiz-result-event.ts';

const DOCUMENTS = {
  CREATE_QUIZ_RESULT,
  DELETE_QUIZ,
  GENERATE_QUIZ,
  GENERATE_QUIZ_CONTINUE,
  GET_LEKTURY,
  GET_QUIZ,
  GET_QUIZ_FLOWS,
  GET_QUIZ_RESULT,
  GET_WORKSPACE_SUBJECT,
  NEW_QUIZ_FLOW,
  NEW_QUIZ_WORKSPACE,
  SUBMIT_ANSWER,
  SUBMIT_QUIZ_RESULT,
  UPDATE_QUIZ_RESULT,
};

describe('quiz documents', () => {
  it('stay within the depth the server accepts', () => {
    for (const [name, document] of Object.entries(DOCUMENTS))
      expect(operationDepth(document), name).toBeLessThanOrEqual(MAX_DEPTH);
  });

  it('spell out the same fields wherever a quiz, an attempt or an answer is nested', () => {
    const fragments = fragmentsOf(
      [
        QUIZ_RESULT_SUMMARY_FRAGMENT,
        QUIZ_SUMMARY_FRAGMENT,
        QUIZ_FLOW_SUMMARY_FRAGMENT,
        QUIZ_DETAIL_FRAGMENT,
        QUIZ_ANSWER_FRAGMENT,
        QUIZ_RESULT_DETAIL_FRAGMENT,
      ].join('\n'),
    );
    const get = (name: string) => fragments.get(name) ?? '';
    const nested = (body: string, field: string) =>
      compact(braced(body, body.indexOf(`${field} {`) + field.length + 1));
    const result = compact(get('QuizResultSummaryFields'));
    const quiz = compact(get('QuizSummaryFields'));
    expect(nested(get('QuizSummaryFields'), 'quizResults')).toBe(result);
    expect(nested(get('QuizFlowSummaryFields'), 'quizzes')).toBe(quiz);
    expect(compact(get('QuizDetailFields'))).toContain(quiz);
    expect(compact(get('QuizResultDetailFields'))).toContain(result);
    expect(nested(get('QuizResultDetailFields'), 'quizAnswers')).toBe(compact(get('QuizAnswerFields')));
  });

  it('keep questions and answers out of the list and its live events (house rule 17)', () => {
    for (const document of [GET_QUIZ_FLOWS, NEW_QUIZ_FLOW, NEW_QUIZ_WORKSPACE, GENERATE_QUIZ]) {
      expect(document.toString()).not.toMatch(/\bquestions\b|\bquizAnswers\b/);
    }
    expect(GET_QUIZ.toString()).toMatch(/\bquestions\b/);
  });
});
