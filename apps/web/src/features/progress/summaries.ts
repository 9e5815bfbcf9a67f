import { pluralPl } from '@kreda/shared/form-messages';
import { SUBJECT_LABELS } from '@kreda/shared/labels';
import { formatNumberPl } from '@kreda/shared/numbers';

// The charts' words: each chart's summary for screen readers (and the line under it), and the
// labels of days, weeks and subjects. Pure, so the page and its tests read the same sentences.

const dayFormat = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const shortFormat = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'numeric', timeZone: 'UTC' });

/** "3 marca" for the calendar day `2026-03-03`. */
export const dayLabel = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** "3.03" for the calendar day `2026-03-03` (axis labels at 360 px). */
export const shortDayLabel = (day: string): string => shortFormat.format(new Date(`${day}T00:00:00Z`));

export const daysWord = (n: number) => `${n} ${pluralPl(n, 'dzień', 'dni', 'dni')}`;
export const sessionsWord = (n: number) => `${n} ${pluralPl(n, 'sesja', 'sesje', 'sesji')}`;
const quizzesWord = (n: number) => `${n} ${pluralPl(n, 'quiz', 'quizy', 'quizów')}`;
const testsWord = (n: number) => `${n} ${pluralPl(n, 'test', 'testy', 'testów')}`;
const wordsWord = (n: number) => `${n} ${pluralPl(n, 'słówko', 'słówka', 'słówek')}`;
const topicsWord = (n: number) => `${n} ${pluralPl(n, 'tematu', 'tematów', 'tematów')}`;
const pointsWord = (n: number) => `${formatPoints(n)} pkt`;

/** Points as Polish numbers: 2, 2,5. */
export const formatPoints = (n: number): string => formatNumberPl(n, 1);

/** A subject's name; null or unknown: "Bez przedmiotu". */
export function subjectLabel(przedmiot: string | null | undefined): string {
  if (!przedmiot) return 'Bez przedmiotu';
  return (SUBJECT_LABELS as Record<string, string>)[przedmiot] ?? przedmiot;
}

export interface DayCount {
  day: string;
  sessions: number;
}

/** The study-day strip in one sentence: days studied, sessions, the busiest day. */
export function dayStripSummary(days: readonly DayCount[]): string {
  const studied = days.filter((d) => d.sessions > 0);
  const total = studied.reduce((sum, d) => sum + d.sessions, 0);
  const weeks = Math.ceil(days.length / 7);
  if (studied.length === 0) return `Brak dni nauki w ostatnich ${weeks} tygodniach.`;
  const busiest = studied.reduce((best, d) => (d.sessions > best.sessions ? d : best));
  return (
    `Dni nauki w ostatnich ${weeks} tygodniach: ${studied.length} z ${days.length}, razem ${sessionsWord(total)}. ` +
    `Najwięcej: ${sessionsWord(busiest.sessions)} ${dayLabel(busiest.day)}.`
  );
}

/** One subject's quiz scores: how many, the first, the latest and the best. */
export function quizSummary(
  przedmiot: string | null,
  scores: readonly { day: string; scorePercent: number }[],
) {
  const first = scores[0];
  const last = scores.at(-1);
  if (!first || !last) return `${subjectLabel(przedmiot)}: brak wyników.`;
  const best = Math.max(...scores.map((s) => s.scorePercent));
  if (scores.length === 1)
    return `${subjectLabel(przedmiot)}: 1 quiz, wynik ${last.scorePercent}% (${dayLabel(last.day)}).`;
  return (
    `${subjectLabel(przedmiot)}: ${quizzesWord(scores.length)}, od ${first.scorePercent}% (${dayLabel(first.day)}) ` +
    `do ${last.scorePercent}% (${dayLabel(last.day)}), najlepszy wynik ${best}%.`
  );
}

/** Tests first solved per week. */
export function testsSummary(weeks: readonly { start: string; solved: number }[]): string {
  const total = weeks.reduce((sum, w) => sum + w.solved, 0);
  if (total === 0) return `Brak rozwiązanych testów w ostatnich ${weeks.length} tygodniach.`;
  const busiest = weeks.reduce((best, w) => (w.solved > best.solved ? w : best));
  return (
    `Rozwiązane testy w ostatnich ${weeks.length} tygodniach: ${total}. ` +
    `Najwięcej w tygodniu od ${dayLabel(busiest.start)}: ${testsWord(busiest.solved)}.`
  );
}

/** One criterion's points across the gradings shown. */
export function criterionSummary(criterion: {
  name: string;
  maxPoints: number;
  points: readonly (number | null)[];
}): string {
  const given = criterion.points.filter((p): p is number => p !== null);
  if (given.length === 0) return `${criterion.name}: brak punktów w tych ocenach.`;
  const of = `na ${pointsWord(criterion.maxPoints)}`;
  return `${criterion.name} (${of}): ${given.map(formatPoints).join(', potem ')}.`;
}

/** The words: learnt, still in learning or new, and due today. */
export function wordsSummary(words: { wordCount: number; learnt: number; due: number }): string {
  return (
    `${wordsWord(words.wordCount)} w zestawach: nauczone ${words.learnt}, ` +
    `jeszcze w nauce ${words.wordCount - words.learnt}. Do powtórki dziś: ${words.due}.`
  );
}

/** One subject's tutor topics: mastered of practised. */
export function tutorSummary(subject: { przedmiot: string; practised: number; mastered: number }): string {
  return `${subjectLabel(subject.przedmiot)}: opanowane ${subject.mastered} z ${topicsWord(subject.practised)}.`;
}
