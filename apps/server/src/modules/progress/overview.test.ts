import { describe, expect, it } from 'vitest';
import { dayStrip, foldDetails, type SessionDetails, stripStart } from './overview.ts';

const row = (
  eventType: string,
  day: string,
  details: Record<string, unknown> | null,
  entityId: string | null = null,
) => ({ eventType, day, entityId, details }) satisfies SessionDetails;

describe('the overview fold', () => {
  it('starts the strip on the Monday eleven weeks before the current one', () => {
    expect(stripStart('2026-03-09')).toBe('2025-12-22'); // a Monday
    expect(stripStart('2026-03-15')).toBe('2025-12-22'); // that week's Sunday
    const days = dayStrip([{ day: '2026-03-10', sessions: 2 }], '2026-03-10');
    expect(days).toHaveLength(7 * 11 + 2);
    expect(days.at(-1)).toEqual({ day: '2026-03-10', sessions: 2 });
  });

  it('counts a test solved again once, dated by its first solve, with the tasks of its last', () => {
    const test = 'a4b1f7f0-0000-4000-8000-000000000001';
    const { tests } = foldDetails(
      [
        row('test.solved', '2026-03-02', { taskCount: 3, solvedCount: 2 }, test),
        row('test.solved', '2026-03-10', { taskCount: 3, solvedCount: 3 }, test),
      ],
      '2026-03-10',
    );
    expect(tests.solved).toBe(1);
    expect(tests.tasksSolved).toBe(3);
    expect(tests.weeks.find((w) => w.start === '2026-03-02')?.solved).toBe(1);
    expect(tests.weeks.find((w) => w.start === '2026-03-09')?.solved).toBe(0);
  });

  it('masters a topic by its latest session only, and keeps the ten latest quiz scores of a subject', () => {
    const quizzes = Array.from({ length: 12 }, (_, i) =>
      row('quiz.finished', '2026-03-01', { score: i, maxScore: 11, przedmiot: 'physics' }),
    );
    const folded = foldDetails(
      [
        ...quizzes,
        row('tutorSession.finished', '2026-03-02', {
          tutorTopicId: 't1',
          przedmiot: 'physics',
          mastered: true,
        }),
        row('tutorSession.finished', '2026-03-03', {
          tutorTopicId: 't1',
          przedmiot: 'physics',
          mastered: false,
        }),
      ],
      '2026-03-10',
    );
    expect(folded.quizzes.finished).toBe(12);
    expect(folded.quizzes.subjects[0]?.attempts.map((a) => a.scorePercent)).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((s) => Math.round((100 * s) / 11)),
    );
    expect(folded.tutors).toEqual({
      practised: 1,
      mastered: 0,
      subjects: [{ przedmiot: 'physics', practised: 1, mastered: 0 }],
    });
  });

  it('charts only the latest exam of essays, and skips a grading without points', () => {
    const { essays } = foldDetails(
      [
        row('essay.graded', '2026-03-01', { przedmiot: 'english', poziom: 'X', points: 5, maxPoints: 10 }),
        row('essay.graded', '2026-03-02', { przedmiot: 'polish', poziom: 'M' }),
        row('essay.graded', '2026-03-03', {
          przedmiot: 'polish',
          poziom: 'M',
          points: 7,
          maxPoints: 35,
          criteria: [{ id: 'A', name: 'Teza', points: 1, maxPoints: 2 }, { bad: true }],
        }),
      ],
      '2026-03-10',
    );
    expect(essays).toEqual({
      graded: 3,
      przedmiot: 'polish',
      poziom: 'M',
      attempts: [{ day: '2026-03-03', points: 7, maxPoints: 35 }],
      criteria: [{ id: 'A', name: 'Teza', maxPoints: 2, points: [1] }],
    });
  });
});
