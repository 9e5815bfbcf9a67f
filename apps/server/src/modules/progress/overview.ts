import { addDays } from './days.ts';

/*
 * "Moje postępy" folded from the details of the pupil's finished sessions (their domain events'
 * payloads, kept in `study_sessions`). Pure, so the rules read here: what counts, what an old event
 * without a field counts as, and how much history each chart shows.
 */

/** Weeks of the study-day strip, the current one last. */
export const OVERVIEW_WEEKS = 12;
/** The latest quiz attempts shown per subject. */
export const QUIZ_ATTEMPTS_SHOWN = 10;
/** The latest gradings of one exam shown per criterion. */
export const ESSAY_ATTEMPTS_SHOWN = 6;

/** A session with what its event reported (`details` is the event's payload). */
export interface SessionDetails {
  eventType: string | null;
  day: string;
  entityId: string | null;
  details: Record<string, unknown> | null;
}

export interface QuizSubjectView {
  /** The `Przedmiot`, or null for quizzes outside a curriculum topic. */
  przedmiot: string | null;
  attempts: { day: string; scorePercent: number }[];
}

export interface EssayCriterionView {
  id: string;
  name: string;
  maxPoints: number;
  /** Per attempt shown, oldest first; null where that grading did not report the criterion. */
  points: (number | null)[];
}

export interface TutorSubjectView {
  przedmiot: string;
  practised: number;
  mastered: number;
}

export interface OverviewDetailsView {
  quizzes: { finished: number; subjects: QuizSubjectView[] };
  essays: {
    graded: number;
    przedmiot: string | null;
    poziom: string | null;
    attempts: { day: string; points: number; maxPoints: number }[];
    criteria: EssayCriterionView[];
  };
  tests: { solved: number; tasksSolved: number; weeks: { start: string; solved: number }[] };
  tutors: { practised: number; mastered: number; subjects: TutorSubjectView[] };
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The Monday that starts the strip: OVERVIEW_WEEKS weeks ending with the week of `today`. */
export function stripStart(today: string): string {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, -weekday - 7 * (OVERVIEW_WEEKS - 1));
}

/** Every day from the strip's start to `today`, with the sessions finished on it (0 when none). */
export function dayStrip(counts: readonly { day: string; sessions: number }[], today: string) {
  const byDay = new Map(counts.map((c) => [c.day, c.sessions]));
  const days: { day: string; sessions: number }[] = [];
  for (let day = stripStart(today); day <= today; day = addDays(day, 1))
    days.push({ day, sessions: byDay.get(day) ?? 0 });
  return days;
}

function quizzesOf(rows: readonly SessionDetails[]): OverviewDetailsView['quizzes'] {
  const subjects = new Map<string, QuizSubjectView>();
  for (const row of rows) {
    const score = num(row.details?.score);
    const max = num(row.details?.maxScore);
    // Events recorded before the score was reported count as finished, without a point.
    if (score === null || max === null || max <= 0) continue;
    const przedmiot = str(row.details?.przedmiot);
    const key = przedmiot ?? '';
    const subject = subjects.get(key) ?? { przedmiot, attempts: [] };
    subjects.delete(key); // re-inserted last: the subject studied most recently comes first below
    subject.attempts.push({ day: row.day, scorePercent: Math.round((100 * Math.min(score, max)) / max) });
    subjects.set(key, subject);
  }
  return {
    finished: rows.length,
    subjects: [...subjects.values()]
      .reverse()
      .map((s) => ({ ...s, attempts: s.attempts.slice(-QUIZ_ATTEMPTS_SHOWN) })),
  };
}

interface Criterion {
  id: string;
  name: string;
  points: number;
  maxPoints: number;
}

function criteriaOf(details: Record<string, unknown> | null): Criterion[] | null {
  const list = details?.criteria;
  if (!Array.isArray(list)) return null;
  return list.flatMap((c: Record<string, unknown>) => {
    const id = str(c?.id);
    const name = str(c?.name);
    const points = num(c?.points);
    const maxPoints = num(c?.maxPoints);
    return id && name && points !== null && maxPoints !== null ? [{ id, name, points, maxPoints }] : [];
  });
}

function essaysOf(rows: readonly SessionDetails[]): OverviewDetailsView['essays'] {
  const scored = rows.filter((r) => num(r.details?.points) !== null && num(r.details?.maxPoints));
  const latest = scored.at(-1);
  const przedmiot = str(latest?.details?.przedmiot);
  const poziom = str(latest?.details?.poziom);
  // One exam's criteria at a time: the exam of the latest grading.
  const shown = scored
    .filter((r) => str(r.details?.przedmiot) === przedmiot && str(r.details?.poziom) === poziom)
    .slice(-ESSAY_ATTEMPTS_SHOWN);
  const perAttempt = shown.map((r) => criteriaOf(r.details));
  const order = [...perAttempt].reverse().find((c) => c && c.length > 0) ?? [];
  return {
    graded: rows.length,
    przedmiot,
    poziom,
    attempts: shown.map((r) => ({
      day: r.day,
      points: num(r.details?.points) ?? 0,
      maxPoints: num(r.details?.maxPoints) ?? 0,
    })),
    criteria: order.map(({ id, name, maxPoints }) => ({
      id,
      name,
      maxPoints,
      points: perAttempt.map((list) => list?.find((c) => c.id === id)?.points ?? null),
    })),
  };
}

function testsOf(rows: readonly SessionDetails[], today: string): OverviewDetailsView['tests'] {
  // A test solved again (a task re-solved) is one test: its first solve dates it, its last counts tasks.
  const tests = new Map<string, { first: string; tasks: number }>();
  rows.forEach((row, i) => {
    const key = row.entityId ?? `event-${i}`;
    const tasks = num(row.details?.solvedCount) ?? 0;
    const known = tests.get(key);
    tests.set(key, { first: known?.first ?? row.day, tasks });
  });
  const start = stripStart(today);
  const weeks = Array.from({ length: OVERVIEW_WEEKS }, (_, i) => ({
    start: addDays(start, 7 * i),
    solved: 0,
  }));
  let tasksSolved = 0;
  for (const test of tests.values()) {
    tasksSolved += test.tasks;
    const week = weeks.findLast((w) => w.start <= test.first);
    if (week && test.first <= today) week.solved += 1;
  }
  return { solved: tests.size, tasksSolved, weeks };
}

function tutorsOf(rows: readonly SessionDetails[]): OverviewDetailsView['tutors'] {
  // A topic is mastered when its latest finished session says so (rows come oldest first).
  const topics = new Map<string, { przedmiot: string; mastered: boolean }>();
  for (const row of rows) {
    const topic = str(row.details?.tutorTopicId);
    if (!topic) continue;
    topics.set(topic, {
      przedmiot: str(row.details?.przedmiot) ?? '',
      mastered: row.details?.mastered === true,
    });
  }
  const subjects = new Map<string, TutorSubjectView>();
  for (const { przedmiot, mastered } of topics.values()) {
    const subject = subjects.get(przedmiot) ?? { przedmiot, practised: 0, mastered: 0 };
    subject.practised += 1;
    if (mastered) subject.mastered += 1;
    subjects.set(przedmiot, subject);
  }
  const list = [...subjects.values()].sort((a, b) => b.practised - a.practised);
  return {
    practised: topics.size,
    mastered: list.reduce((sum, s) => sum + s.mastered, 0),
    subjects: list,
  };
}

/** The charts' data from the sessions' details, oldest first, as of the Warsaw day `today`. */
export function foldDetails(rows: readonly SessionDetails[], today: string): OverviewDetailsView {
  const of = (type: string) => rows.filter((r) => r.eventType === type);
  return {
    quizzes: quizzesOf(of('quiz.finished')),
    essays: essaysOf(of('essay.graded')),
    tests: testsOf(of('test.solved'), today),
    tutors: tutorsOf(of('tutorSession.finished')),
  };
}
