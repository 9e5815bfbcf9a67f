import type { StudyOverview } from './api/get-study-overview.ts';

/** Twelve weeks of days ending on Wednesday 11 March 2026, studied on the days given. */
export function daysEnding(studied: Record<string, number> = {}) {
  const days: { day: string; sessions: number }[] = [];
  const start = new Date('2025-12-22T00:00:00Z');
  for (let d = start; d <= new Date('2026-03-11T00:00:00Z'); d = new Date(d.getTime() + 86_400_000)) {
    const day = d.toISOString().slice(0, 10);
    days.push({ day, sessions: studied[day] ?? 0 });
  }
  return days;
}

const weeks = (solved: Record<number, number> = {}) =>
  Array.from({ length: 12 }, (_, i) => ({
    start: new Date(Date.UTC(2025, 11, 22 + 7 * i)).toISOString().slice(0, 10),
    solved: solved[i] ?? 0,
  }));

/** The overview of an account that has done nothing yet. */
export function emptyOverview(): StudyOverview {
  return {
    today: '2026-03-11',
    currentStreak: 0,
    longestStreak: 0,
    days: daysEnding(),
    quizzes: { finished: 0, subjects: [] },
    words: { wordCount: 0, learnt: 0, due: 0 },
    essays: { graded: 0, przedmiot: null, attempts: [], criteria: [] },
    tests: { solved: 0, tasksSolved: 0, weeks: weeks() },
    tutors: { practised: 0, mastered: 0, subjects: [] },
  };
}

/** A pupil who studied in every tool. */
export function filledOverview(): StudyOverview {
  return {
    today: '2026-03-11',
    currentStreak: 2,
    longestStreak: 5,
    days: daysEnding({ '2026-03-03': 4, '2026-03-10': 1, '2026-03-11': 2 }),
    quizzes: {
      finished: 4,
      subjects: [
        {
          przedmiot: 'biology',
          attempts: [
            { day: '2026-03-03', scorePercent: 40 },
            { day: '2026-03-10', scorePercent: 90 },
            { day: '2026-03-11', scorePercent: 75 },
          ],
        },
        { przedmiot: null, attempts: [{ day: '2026-03-03', scorePercent: 60 }] },
      ],
    },
    words: { wordCount: 12, learnt: 5, due: 3 },
    essays: {
      graded: 2,
      przedmiot: 'polish',
      attempts: [
        { day: '2026-03-03', points: 20, maxPoints: 35 },
        { day: '2026-03-10', points: 24.5, maxPoints: 35 },
      ],
      criteria: [
        { id: 'A', name: 'Realizacja tematu', maxPoints: 2, points: [1, 2] },
        { id: 'B', name: 'Kompozycja', maxPoints: 4, points: [null, 2.5] },
      ],
    },
    tests: { solved: 3, tasksSolved: 11, weeks: weeks({ 10: 1, 11: 2 }) },
    tutors: {
      practised: 3,
      mastered: 1,
      subjects: [
        { przedmiot: 'mathematics', practised: 2, mastered: 1 },
        { przedmiot: 'biology', practised: 1, mastered: 0 },
      ],
    },
  };
}
