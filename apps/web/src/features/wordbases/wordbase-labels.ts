import { warsawDayNumber, warsawWallClock } from '@kreda/shared/dates';
import { pluralPl } from '@kreda/shared/form-messages';
import type { FlashcardKind, WordBaseSessionType } from '../../gql/graphql.ts';

// Polish wording of the word bases: counts, kinds, review states, times.

/** "1 słowo", "3 słowa", "5 słów". */
export const wordsLabel = (n: number) => `${n} ${pluralPl(n, 'słowo', 'słowa', 'słów')}`;

/** "1 pojęcie", "3 pojęcia", "5 pojęć" (a set of kind Other). */
export const termsLabel = (n: number) => `${n} ${pluralPl(n, 'pojęcie', 'pojęcia', 'pojęć')}`;

/** Words or terms, as the set's kind calls them. */
export const itemsLabel = (kind: FlashcardKind, n: number) =>
  kind === 'Other' ? termsLabel(n) : wordsLabel(n);

/**
 * "Połączono powtórzone słowa: „dog” (2×)." – the server's wording of a merge, for the repeats the
 * preview merged before sending (null when there were none).
 */
export function mergedWordsNotice(merged: readonly { word: string; count: number }[]): string | null {
  if (merged.length === 0) return null;
  const named = merged.slice(0, 5).map((m) => `„${m.word}” (${m.count}×)`);
  const more = merged.length > 5 ? ` i ${merged.length - 5} innych` : '';
  return `Połączono powtórzone słowa: ${named.join(', ')}${more}.`;
}

/** "1 dzień", "2 dni". */
export const daysLabel = (n: number) => `${n} ${pluralPl(n, 'dzień', 'dni', 'dni')}`;

/** What a set is: "angielski" for a language, "pojęcia i definicje" otherwise. */
export function kindLabel(base: { type: FlashcardKind; language?: { name: string } | null }): string {
  if (base.type === 'Other') return 'pojęcia i definicje';
  return base.language?.name ?? 'język obcy';
}

export const SESSION_TYPE_LABELS: Record<WordBaseSessionType, string> = {
  WORD: 'Fiszki',
  EXERCISE: 'Ćwiczenia z AI',
};

/** The same inside a sentence ("Niedokończona sesja: fiszki"). */
export const SESSION_TYPE_WORDS: Record<WordBaseSessionType, string> = {
  WORD: 'fiszki',
  EXERCISE: 'ćwiczenia z AI',
};

/** "45 s", "3 min 5 s", "1 h 2 min": a session's time. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return s % 60 === 0 ? `${minutes} min` : `${minutes} min ${s % 60} s`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/** Calendar days from today to `date` in Warsaw (0 = today, negative = past). */
export function daysFromToday(date: string, now: Date = new Date()): number {
  const day = (value: Date) => warsawDayNumber(warsawWallClock(value));
  return day(new Date(date)) - day(now);
}

export interface WordReviewState {
  state: string;
  due: string;
}

/**
 * A word's FSRS state in plain Polish: "nowe" (never practised), "do powtórki" (due today or
 * earlier), "w nauce" (being learnt, back later today or soon), "powtórka za N dni".
 */
export function reviewStateLabel(word: WordReviewState, now: Date = new Date()): string {
  if (word.state === 'NEW') return 'nowe';
  const days = daysFromToday(word.due, now);
  if (days <= 0) return 'do powtórki';
  if (word.state === 'LEARNING' || word.state === 'RELEARNING') return 'w nauce';
  return `powtórka za ${daysLabel(days)}`;
}
