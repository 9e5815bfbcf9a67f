import { isOneOf, LEVELS, type Level, SUBJECTS, type Subject } from '@kreda/shared/enums';

/*
 * The demo library's books are Markdown written for the project (`demo/*.md`): front matter, then
 * `# N. Chapter`, `## N.M. Subchapter` with its text, `### Zadanie N.M.K` with the question, options
 * `- A. …`, `**Odpowiedź:** …` and `**Rozwiązanie:**` followed by the solution; `<!-- strona -->`
 * ends a printed page. This reads one into its structure (and says what is wrong, in English, for
 * the person editing the file).
 */

export interface DemoExercise {
  number: string;
  question: string;
  options: { key: string; value: string }[];
  answer: string;
  solution: string;
}

export interface DemoSubchapter {
  number: string;
  name: string;
  page: number;
  text: string;
  exercises: DemoExercise[];
}

export interface DemoChapter {
  number: string;
  name: string;
  page: number;
  subchapters: DemoSubchapter[];
}

export interface DemoBook {
  title: string;
  przedmiot: Subject;
  poziom: Level;
  klasa: number | null;
  wydawnictwo: string | null;
  authors: string[];
  isbn: string | null;
  releaseDate: string | null;
  chapters: DemoChapter[];
}

const CHAPTER = /^# (\d+)\.\s+(.+)$/;
const SUBCHAPTER = /^## (\d+\.\d+)\.?\s+(.+)$/;
const EXERCISE = /^### Zadanie\s+([\d.]+)\s*$/;
const OPTION = /^- ([A-F])\.\s+(.+)$/;
const ANSWER = /^\*\*Odpowiedź:\*\*\s*(.+)$/;
const SOLUTION = /^\*\*Rozwiązanie:\*\*\s*$/;
const PAGE_BREAK = /^<!--\s*strona\s*-->$/;

/** Whether a 13-digit ISBN's check digit is right. */
export function isIsbn13(isbn: string): boolean {
  if (!/^\d{13}$/.test(isbn)) return false;
  const sum = [...isbn].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
}

function frontMatter(markdown: string): { meta: Map<string, string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(markdown.replace(/\r\n?/g, '\n'));
  if (!match) throw new Error('the book has no front matter (--- … ---)');
  const meta = new Map<string, string>();
  for (const line of (match[1] ?? '').split('\n')) {
    const pair = /^(\w+):\s*(.*)$/.exec(line.trim());
    if (pair) meta.set(pair[1] as string, (pair[2] as string).trim());
  }
  return { meta, body: markdown.replace(/\r\n?/g, '\n').slice(match[0].length) };
}

/** Question, options, answer and solution of one exercise's lines. */
function exerciseOf(number: string, lines: string[]): DemoExercise {
  const question: string[] = [];
  const options: DemoExercise['options'] = [];
  const solution: string[] = [];
  let answer: string | null = null;
  let inSolution = false;
  for (const line of lines) {
    if (inSolution) solution.push(line);
    else if (SOLUTION.test(line)) inSolution = true;
    else if (ANSWER.test(line)) answer = (ANSWER.exec(line)?.[1] ?? '').trim();
    else if (OPTION.test(line) && answer === null) {
      const [, key, value] = OPTION.exec(line) as RegExpExecArray;
      options.push({ key: key as string, value: (value as string).trim() });
    } else if (answer === null) question.push(line);
  }
  if (!answer) throw new Error(`Zadanie ${number} has no **Odpowiedź:** line`);
  if (!inSolution) throw new Error(`Zadanie ${number} has no **Rozwiązanie:**`);
  const text = question.join('\n').trim();
  if (!text) throw new Error(`Zadanie ${number} has no question`);
  return { number, question: text, options, answer, solution: solution.join('\n').trim() };
}

export function parseDemoBook(markdown: string): DemoBook {
  const { meta, body } = frontMatter(markdown);
  const przedmiot = meta.get('przedmiot');
  const poziom = meta.get('poziom');
  const title = meta.get('title');
  if (!title) throw new Error('front matter: title is missing');
  if (!isOneOf(SUBJECTS, przedmiot)) throw new Error(`front matter: unknown przedmiot "${przedmiot}"`);
  if (!isOneOf(LEVELS, poziom)) throw new Error(`front matter: unknown poziom "${poziom}"`);
  const isbn = meta.get('isbn')?.replace(/[\s-]/g, '') || null;
  if (isbn && !isIsbn13(isbn)) throw new Error(`front matter: ${isbn} is not a valid ISBN-13`);
  const klasa = meta.get('klasa') ? Number(meta.get('klasa')) : null;

  const chapters: DemoChapter[] = [];
  let page = 1;
  let subchapter: DemoSubchapter | null = null;
  let exercise: { number: string; lines: string[] } | null = null;
  const text: string[] = [];
  const closeExercise = () => {
    if (exercise && subchapter) subchapter.exercises.push(exerciseOf(exercise.number, exercise.lines));
    exercise = null;
  };
  const closeSubchapter = () => {
    closeExercise();
    if (subchapter) subchapter.text = text.join('\n').trim();
    text.length = 0;
    subchapter = null;
  };
  for (const line of body.split('\n')) {
    const chapter = CHAPTER.exec(line);
    const sub = SUBCHAPTER.exec(line);
    const task = EXERCISE.exec(line);
    if (PAGE_BREAK.test(line.trim())) {
      page += 1;
    } else if (chapter) {
      closeSubchapter();
      chapters.push({
        number: chapter[1] as string,
        name: (chapter[2] as string).trim(),
        page,
        subchapters: [],
      });
    } else if (sub) {
      closeSubchapter();
      const current = chapters.at(-1);
      if (!current) throw new Error(`subchapter ${sub[1]} comes before any chapter`);
      if (!(sub[1] as string).startsWith(`${current.number}.`))
        throw new Error(`subchapter ${sub[1]} is not in chapter ${current.number}`);
      subchapter = {
        number: sub[1] as string,
        name: (sub[2] as string).trim(),
        page,
        text: '',
        exercises: [],
      };
      current.subchapters.push(subchapter);
    } else if (task) {
      closeExercise();
      if (!subchapter) throw new Error(`Zadanie ${task[1]} comes before any subchapter`);
      exercise = { number: task[1] as string, lines: [] };
    } else if (exercise) (exercise as { lines: string[] }).lines.push(line);
    else if (subchapter) text.push(line);
  }
  closeSubchapter();
  if (chapters.length === 0) throw new Error('the book has no chapters');
  return {
    title,
    przedmiot,
    poziom,
    klasa: Number.isInteger(klasa) ? klasa : null,
    wydawnictwo: meta.get('wydawnictwo') || null,
    authors: (meta.get('authors') ?? '')
      .split(';')
      .map((name) => name.trim())
      .filter(Boolean),
    isbn,
    releaseDate: meta.get('releaseDate') || null,
    chapters,
  };
}
