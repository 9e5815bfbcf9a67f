import { describe, expect, it } from 'vitest';
import {
  TUTOR_SESSION_DISPLAY_LABELS,
  TUTOR_SESSION_DISPLAYS,
  tutorSessionDisplay,
} from './tutor-session.ts';

const finishedQuiz = { quizResults: [{ isFinished: false }, { isFinished: true }] };
const openQuiz = { quizResults: [{ isFinished: false }] };

describe('tutorSessionDisplay', () => {
  it('shows a finished session as finished', () => {
    expect(tutorSessionDisplay({ state: 'FINISHED' })).toBe('FINISHED');
  });

  it('shows a session with any finished quiz result as finished, whatever its state', () => {
    expect(
      tutorSessionDisplay({ state: 'MAIN_READY', testSessionQuizId: 'q1', testSessionQuiz: finishedQuiz }),
    ).toBe('FINISHED');
    expect(tutorSessionDisplay({ state: 'FINALIZATION', testSessionQuiz: finishedQuiz })).toBe('FINISHED');
  });

  it('shows quiz ready when a test quiz exists but is not finished, even while finalizing', () => {
    expect(
      tutorSessionDisplay({ state: 'MAIN_READY', testSessionQuizId: 'q1', testSessionQuiz: openQuiz }),
    ).toBe('QUIZ_READY');
    expect(tutorSessionDisplay({ state: 'FINALIZATION_REVIEW', testSessionQuizId: 'q1' })).toBe('QUIZ_READY');
  });

  it('shows loading while finalizing without a quiz', () => {
    expect(tutorSessionDisplay({ state: 'FINALIZATION' })).toBe('LOADING');
    expect(tutorSessionDisplay({ state: 'FINALIZATION_REVIEW', testSessionQuizId: null })).toBe('LOADING');
  });

  it('shows in progress otherwise', () => {
    expect(tutorSessionDisplay({ state: 'INITIAL_READY' })).toBe('IN_PROGRESS');
    expect(
      tutorSessionDisplay({
        state: 'CREATED',
        testSessionQuizId: '',
        testSessionQuiz: { quizResults: null },
      }),
    ).toBe('IN_PROGRESS');
  });

  it('has a Polish label for every display variant', () => {
    for (const display of TUTOR_SESSION_DISPLAYS) {
      expect(TUTOR_SESSION_DISPLAY_LABELS[display].trim()).not.toBe('');
    }
  });
});
