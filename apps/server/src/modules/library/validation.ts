import { z } from 'zod';
import { badInput } from '../../core/domain-error.ts';
import { parseInput, text } from '../../core/input.ts';
import type { PageRule } from '../../core/page.ts';
import { isIsbn13 } from './demo-book.ts';

const SEARCH_MIN = 2;
const SEARCH_MAX = 200;

/** Books of the catalogue per page. */
export const BOOK_PAGE: PageRule = { size: 20, max: 50, items: 'Książek' };

/** The searched title or ISBN: 2–200 characters. */
export function searchText(raw: string): string {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (value.length < SEARCH_MIN || value.length > SEARCH_MAX)
    throw badInput({ title: `Wpisz od ${SEARCH_MIN} do ${SEARCH_MAX} znaków tytułu albo numer ISBN.` });
  return value;
}

const isbn = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => value === '' || isIsbn13(value), {
    message: 'Podaj 13-cyfrowy numer ISBN (z kreskami albo bez) z poprawną cyfrą kontrolną.',
  })
  .transform((value) => value || null);

const chapterChange = z.object({
  id: z.string(),
  name: text({ max: 200, required: 'Podaj nazwę rozdziału.' }).optional(),
  number: text({ max: 20, required: 'Podaj numer rozdziału.' }).optional(),
  page: z
    .number()
    .int('Strona: liczba całkowita.')
    .min(1, 'Strona: od 1.')
    .max(5000, 'Strona: najwyżej 5000.')
    .nullable()
    .optional(),
  deleted: z.boolean().optional(),
});

const bookChange = z.object({
  id: z.string(),
  title: text({ max: 200, required: 'Podaj tytuł podręcznika.' }).optional(),
  isbn: isbn.nullable().optional(),
  przedmiot: z.string().optional(),
  poziom: z.string().optional(),
  klasa: z
    .number()
    .int('Klasa: liczba całkowita.')
    .min(1, 'Klasa: od 1 do 8.')
    .max(8, 'Klasa: od 1 do 8.')
    .nullable()
    .optional(),
  wydawnictwo: text({ max: 100 }).nullable().optional(),
  authors: z
    .array(text({ max: 100, required: 'Podaj imię i nazwisko autora.' }))
    .max(20, 'Najwyżej 20 autorów.')
    .optional(),
  visible: z.boolean().optional(),
  chapters: z.array(chapterChange).max(500, 'Najwyżej 500 zmian spisu treści naraz.').optional(),
});

export type BookChange = z.output<typeof bookChange>;

export function parseBookChange(input: unknown): BookChange {
  return parseInput(bookChange, input);
}

const topicChange = z.object({
  id: z.string(),
  podrecznikId: z.string().nullable().optional(),
  content: text({ max: 20_000, multiline: true }).nullable().optional(),
  zadanieId: z.string().nullable().optional(),
  visible: z.boolean().optional(),
});

export type TopicChange = z.output<typeof topicChange>;

export function parseTopicChange(input: unknown): TopicChange {
  return parseInput(topicChange, input);
}
