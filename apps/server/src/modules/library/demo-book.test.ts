import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { isIsbn13, parseDemoBook } from './demo-book.ts';
import { readDemoBooks } from './seed-demo.ts';

const FRONT = `---
title: Próbna książka
przedmiot: mathematics
poziom: PODSTAWOWY_SIEDEM
klasa: 7
authors: Anna Próbna; Zespół Kredy
isbn: 978-83-00000-01-2
---
`;

const BOOK = `${FRONT}
> Notka.

# 1. Liczby

## 1.1. Ułamki

Tekst o ułamkach.

### Zadanie 1.1.1

Oblicz $\\frac{1}{2} + \\frac{1}{4}$.

**Odpowiedź:** $\\frac{3}{4}$

**Rozwiązanie:**

Sprowadzamy do wspólnego mianownika.

<!-- strona -->

## 1.2. Procenty

### Zadanie 1.2.1

Która liczba to 50% z 8?

- A. 2
- B. 4

**Odpowiedź:** B. 4

**Rozwiązanie:**

Połowa z 8 to 4.
`;

describe('the demo book format', () => {
  it('reads chapters, subchapters with their text and pages, and exercises with options, answers and solutions', () => {
    const book = parseDemoBook(BOOK);
    expect(book).toMatchObject({
      title: 'Próbna książka',
      przedmiot: 'mathematics',
      poziom: 'PODSTAWOWY_SIEDEM',
      klasa: 7,
      authors: ['Anna Próbna', 'Zespół Kredy'],
      isbn: '9788300000012',
    });
    const [chapter] = book.chapters;
    expect(chapter?.subchapters.map((sub) => [sub.number, sub.name, sub.page])).toEqual([
      ['1.1', 'Ułamki', 1],
      ['1.2', 'Procenty', 2],
    ]);
    expect(chapter?.subchapters[0]?.text).toBe('Tekst o ułamkach.');
    expect(chapter?.subchapters[0]?.exercises[0]).toEqual({
      number: '1.1.1',
      question: 'Oblicz $\\frac{1}{2} + \\frac{1}{4}$.',
      options: [],
      answer: '$\\frac{3}{4}$',
      solution: 'Sprowadzamy do wspólnego mianownika.',
    });
    expect(chapter?.subchapters[1]?.exercises[0]?.options).toEqual([
      { key: 'A', value: '2' },
      { key: 'B', value: '4' },
    ]);
  });

  it('says what is wrong with a broken book', () => {
    expect(() => parseDemoBook(BOOK.replace('**Odpowiedź:** $\\frac{3}{4}$', ''))).toThrow(
      'Zadanie 1.1.1 has no **Odpowiedź:** line',
    );
    expect(() => parseDemoBook(BOOK.replace('**Rozwiązanie:**\n\nPołowa', 'Połowa'))).toThrow(
      'Zadanie 1.2.1 has no **Rozwiązanie:**',
    );
    expect(() => parseDemoBook(BOOK.replace('978-83-00000-01-2', '978-83-00000-01-3'))).toThrow(
      'not a valid ISBN-13',
    );
    expect(() => parseDemoBook(BOOK.replace('## 1.2. Procenty', '## 2.2. Procenty'))).toThrow(
      'subchapter 2.2 is not in chapter 1',
    );
    expect(() => parseDemoBook(BOOK.replace('mathematics', 'matma'))).toThrow('unknown przedmiot');
    expect(() => parseDemoBook('# 1. Bez metryczki')).toThrow('no front matter');
  });

  it('checks ISBN-13 check digits', () => {
    expect(isIsbn13('9788300000012')).toBe(true);
    expect(isIsbn13('9788300000013')).toBe(false);
    expect(isIsbn13('978830000001')).toBe(false);
  });
});

describe('the shipped demo books', () => {
  it('all read, each exercise with an answer, a closed one answered by one of its options', async () => {
    const books = await readDemoBooks();
    expect(books.size).toBeGreaterThanOrEqual(2);
    const isbns = [...books.values()].map((book) => book.isbn);
    expect(new Set(isbns).size).toBe(isbns.length);
    for (const [key, book] of books) {
      const numbers = book.chapters.flatMap((chapter) =>
        chapter.subchapters.flatMap((sub) => sub.exercises.map((exercise) => exercise.number)),
      );
      expect(new Set(numbers).size, key).toBe(numbers.length);
    }
    for (const [key, book] of books) {
      expect(book.chapters.length, key).toBeGreaterThanOrEqual(2);
      for (const chapter of book.chapters)
        for (const sub of chapter.subchapters) {
          expect(sub.text.length, `${key} ${sub.number}`).toBeGreaterThan(50);
          expect(sub.exercises.length, `${key} ${sub.number}`).toBeGreaterThan(0);
          for (const exercise of sub.exercises)
            if (exercise.options.length > 0)
              expect(
                exercise.options.map((option) => option.key),
                `${key} ${exercise.number}`,
              ).toContain(exercise.answer.slice(0, 1));
        }
    }
  });
});

describe('the paraphrase set for retrieval', () => {
  it('asks only about subchapters the demo books have', async () => {
    const books = await readDemoBooks();
    const pairs = JSON.parse(await readFile(new URL('./demo/paraphrases.json', import.meta.url), 'utf8')) as {
      book: string;
      subchapter: string;
      question: string;
    }[];
    expect(pairs.length).toBeGreaterThanOrEqual(20);
    for (const pair of pairs) {
      const book = books.get(`demo:${pair.book}`);
      const subchapters = book?.chapters.flatMap((chapter) => chapter.subchapters.map((sub) => sub.number));
      expect(subchapters, pair.question).toContain(pair.subchapter);
      expect(pair.question.length).toBeGreaterThan(10);
    }
  });
});
