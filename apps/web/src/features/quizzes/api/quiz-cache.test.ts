import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeAnswer, fakeResult } from '../test-fixtures.ts';
import { rememberAnswer, resultKey } from './quiz-cache.ts';
import type { QuizResult } from './quiz-fragments.ts';

describe('rememberAnswer', () => {
  const reviewing = fakeAnswer({
    id: 'a-1',
    questionId: 'q-1',
    isReviewing: true,
    isCorrect: null,
    points: null,
  });
  const reviewed = fakeAnswer({
    id: 'a-1',
    questionId: 'q-1',
    isReviewing: false,
    isCorrect: false,
    points: 1,
  });

  it('marks the attempt as reviewing while an answer waits for its review', () => {
    const client = new QueryClient();
    client.setQueryData(resultKey('r-1'), fakeResult({ id: 'r-1', quizAnswers: [], isReviewing: false }));
    rememberAnswer(client, 'r-1', reviewing);
    const result = client.getQueryData<QuizResult>(resultKey('r-1'));
    expect(result?.isReviewing).toBe(true);
    expect(result?.quizAnswers.map((a) => a.id)).toEqual(['a-1']);
  });

  it('keeps a review that arrived live before the answer’s own response', () => {
    const client = new QueryClient();
    client.setQueryData(
      resultKey('r-1'),
      fakeResult({ id: 'r-1', quizAnswers: [reviewed], isReviewing: false }),
    );
    rememberAnswer(client, 'r-1', reviewing);
    const result = client.getQueryData<QuizResult>(resultKey('r-1'));
    expect(result?.quizAnswers).toEqual([reviewed]);
    expect(result?.isReviewing).toBe(false);
  });
});
