import type {
  Quiz,
  QuizAnswer,
  QuizFlow,
  QuizQuestion,
  QuizResult,
  QuizResultSummary,
  QuizSummary,
} from './api/quiz-fragments.ts';

// Objects as the server sends them, for this feature's tests.

export function fakeQuestion(overrides: Partial<QuizQuestion> = {}): QuizQuestion {
  return {
    id: 'q-1',
    order: 1,
    kind: 'ZAMKNIETE',
    question: 'Ile to jest $\\frac{1}{2} + \\frac{1}{4}$?',
    options: [
      { id: 'o-a', text: '$\\frac{2}{6}$' },
      { id: 'o-b', text: '$\\frac{3}{4}$' },
      { id: 'o-c', text: '$\\frac{1}{8}$' },
    ],
    points: 1,
    expectsValue: false,
    ...overrides,
  };
}

export const closedQuestion = fakeQuestion();
export const openQuestion = fakeQuestion({
  id: 'q-2',
  order: 2,
  kind: 'OTWARTE',
  question: 'Wyjaśnij, czym jest mianownik ułamka.',
  options: [],
  points: 2,
});
export const valueQuestion = fakeQuestion({
  id: 'q-3',
  order: 3,
  kind: 'OTWARTE',
  question: 'Oblicz $1 : 2$.',
  options: [],
  points: 1,
  expectsValue: true,
});

export function fakeResultSummary(overrides: Partial<QuizResultSummary> = {}): QuizResultSummary {
  return {
    id: 'r-1',
    quizWorkspaceId: 'quiz-1',
    workspaceId: 'ws-1',
    isFinished: false,
    isReviewing: false,
    instantFeedback: true,
    score: null,
    maxScore: 4,
    percent: null,
    createdAt: '2024-03-05T10:20:00Z',
    finishedAt: null,
    ...overrides,
  };
}

export function fakeQuiz(overrides: Partial<Quiz> = {}): Quiz {
  return {
    id: 'quiz-1',
    workspaceId: 'ws-1',
    quizFlowId: 'flow-1',
    name: 'Ułamki – quiz',
    state: 'INITIAL_READY',
    detailScale: 'NORMALNY',
    questionCount: 3,
    requestedCount: 3,
    questionTypes: ['ZAMKNIETE', 'OTWARTE'],
    type: 'THEORY',
    lekturaId: null,
    fromMistakes: false,
    error: null,
    notice: null,
    createdAt: '2024-03-05T10:15:00Z',
    quizResults: [],
    questions: [closedQuestion, openQuestion, valueQuestion],
    ...overrides,
  };
}

export function fakeQuizSummary(overrides: Partial<QuizSummary> = {}): QuizSummary {
  const { questions: _questions, ...summary } = fakeQuiz();
  return { ...summary, ...overrides };
}

export function fakeFlow(overrides: Partial<QuizFlow> = {}): QuizFlow {
  return {
    id: 'flow-1',
    workspaceId: 'ws-1',
    title: 'Ułamki',
    isDeleted: false,
    score: null,
    lekturaId: null,
    lektura: null,
    createdAt: '2024-03-05T10:15:00Z',
    quizzes: [fakeQuizSummary()],
    ...overrides,
  };
}

export const citation = {
  sourceKind: 'USER_DOC',
  sourceId: 'doc-1',
  sourceName: 'Ułamki – lekcja.pdf',
  page: 2,
  startSeconds: null,
  text: 'Mianownik mówi, na ile równych części dzielimy całość.',
};

export function fakeAnswer(overrides: Partial<QuizAnswer> = {}): QuizAnswer {
  return {
    id: 'a-1',
    questionId: 'q-1',
    optionId: 'o-b',
    userAnswer: '$\\frac{3}{4}$',
    fileId: null,
    fileUrl: null,
    isCorrect: true,
    points: 1,
    maxPoints: 1,
    isReviewing: false,
    review: null,
    correctOptionId: 'o-b',
    correctAnswer: '$\\frac{3}{4}$',
    explanation: 'Sprowadzamy do wspólnego mianownika: $\\frac{2}{4} + \\frac{1}{4}$.',
    citation,
    createdAt: '2024-03-05T10:21:00Z',
    ...overrides,
  };
}

/** An answer as test mode keeps it until the end: saved, without a verdict. */
export function hiddenAnswer(overrides: Partial<QuizAnswer> = {}): QuizAnswer {
  return fakeAnswer({
    isCorrect: null,
    points: null,
    correctOptionId: null,
    correctAnswer: null,
    explanation: null,
    citation: null,
    ...overrides,
  });
}

export function fakeResult(overrides: Partial<QuizResult> = {}): QuizResult {
  return { ...fakeResultSummary(), quizAnswers: [], ...overrides };
}
