import { type FakeAiReply, type FakeAiRequest, promptOf } from '../../../testing/fakes/fake-openai.ts';

/*
 * The import's side of the fake model. It reads a textbook's contents pages as a model would
 * ("1. Kąty ..... 3" is a chapter, "1.2 Kąty w trójkącie ..... 4" a subchapter of it), cuts the
 * exercises ("Zadanie 4. …", with "A. …" options) that start on a request's pages, and solves one.
 * On request it makes the mistakes real models make: a page number misread past the end of the
 * book, an answer cut off mid-JSON, an exercise cut twice, an exercise without its text, a
 * solution that never comes. Requests are told apart by their action (`LIBRARY_IMPORT_*`), never by
 * the wording of the prompt.
 */

/** The AI call actions of the library's import (`AiCallMeta.action`). */
export const LIBRARY_IMPORT_ACTIONS: ReadonlySet<string> = new Set([
  'LIBRARY_IMPORT_TOC',
  'LIBRARY_IMPORT_EXERCISES',
  'LIBRARY_IMPORT_SOLVE',
]);

export interface ImportScript {
  /** The last entry's page read as this (e.g. 99 in a 7-page book). */
  lastPage?: number;
  /** Every contents answer cut in the middle (the first and the repair). */
  truncated?: boolean;
  /** Every exercises answer cut in the middle of its last exercise (the first and the repair). */
  truncatedExercises?: boolean;
  /** Each exercise is cut twice (the same number, the same text). */
  duplicateExercises?: boolean;
  /** Each exercises answer adds an exercise with a number and no text. */
  emptyExercise?: boolean;
  /** These exercises (by number) are never solved: the answer is no JSON at all. */
  unsolvable?: string[];
  /** Solutions wait for this (a server can be stopped while exercises are being solved). */
  solveGate?: Promise<void>;
}

interface Entry {
  nazwa: string;
  strona: number | null;
}

/** The table of contents on the pages of a request, as the model answers it. */
export function readContents(text: string): { rozdzialy: (Entry & { podrozdzialy: Entry[] })[] } {
  const rozdzialy: (Entry & { podrozdzialy: Entry[] })[] = [];
  for (const line of text.split('\n')) {
    const match = /^\s*(\d+)(\.\d+)?\.?\s+(.+?)\s*\.{2,}\s*(\d+)\s*$/.exec(line);
    if (!match) continue;
    const entry = { nazwa: (match[3] ?? '').trim(), strona: Number(match[4]) };
    if (match[2]) rozdzialy.at(-1)?.podrozdzialy.push(entry);
    else rozdzialy.push({ ...entry, podrozdzialy: [] });
  }
  return { rozdzialy };
}

interface Exercise {
  numer: string;
  tresc: string;
  rodzaj: 'ZAMKNIETE' | 'OBLICZENIOWE' | 'OTWARTE';
  odpowiedzi: { litera: string; tresc: string }[];
  punkty: null;
  strony: number[];
  doRozwiazania: true;
}

const EXERCISE_START = /^\s*(?:Zadanie|Zad\.)\s*(\d+[a-z]?)\.?\s*(.*)$/i;
const OPTION = /^\s*([A-F])[.)]\s+(.+)$/;

/** The exercises starting on the request's pages ("=== Strona N ==="); worked examples are left. */
function readExercises(text: string): Exercise[] {
  const found: Exercise[] = [];
  const main = text.split(/\n=== Następna strona/)[0] ?? '';
  const parts = main.split(/^=== Strona (\d+) ===$/m);
  for (let i = 1; i < parts.length; i += 2) {
    const page = Number(parts[i]);
    const body = parts[i + 1] ?? '';
    let current: Exercise | null = null;
    for (const line of body.split('\n')) {
      const start = EXERCISE_START.exec(line);
      if (start) {
        current = {
          numer: start[1] ?? '',
          tresc: (start[2] ?? '').trim(),
          rodzaj: 'OTWARTE',
          odpowiedzi: [],
          punkty: null,
          strony: [page],
          doRozwiazania: true,
        };
        found.push(current);
        continue;
      }
      if (!current) continue;
      if (/^\s*Przykład\b/i.test(line)) {
        current = null;
        continue;
      }
      const option = OPTION.exec(line);
      if (option) current.odpowiedzi.push({ litera: option[1] ?? '', tresc: (option[2] ?? '').trim() });
      else if (line.trim()) current.tresc = `${current.tresc}\n${line.trim()}`.trim();
    }
  }
  for (const exercise of found)
    exercise.rodzaj =
      exercise.odpowiedzi.length >= 2
        ? 'ZAMKNIETE'
        : /oblicz/i.test(exercise.tresc)
          ? 'OBLICZENIOWE'
          : 'OTWARTE';
  return found;
}

/** A solution of the exercise in the system prompt: the first option of a closed one. */
function solution(request: FakeAiRequest) {
  // The exercise is in the system prompt: the last user message may be a repair request.
  const { system } = promptOf(request);
  const number = /^Zadanie (\S+) \(/m.exec(system)?.[1] ?? '?';
  const option = /^([A-F])\. /m.exec(system.split('Odpowiedzi do wyboru:')[1] ?? '')?.[1] ?? null;
  return {
    number,
    answer: {
      kroki: `Krok 1: czytamy treść zadania ${number}.\n\nKrok 2: stosujemy regułę z podrozdziału.`,
      odpowiedz: option ? `Odpowiedź ${option}` : `Wynik zadania ${number}`,
      dlaczego: 'Tak wynika z reguły omówionej w podrozdziale.',
      opcja: option,
      wynik: null,
      przeliczenie: null,
    },
  };
}

/** A JSON answer cut after the half of its last list item (the whole ones before it stay whole). */
function cutInLastItem(text: string, marker: string): string {
  const last = text.lastIndexOf(marker);
  return last > 0
    ? text.slice(0, last + Math.floor((text.length - last) / 2))
    : text.slice(0, text.length / 2);
}

export function createImportModel(initial: ImportScript = {}) {
  let script = initial;
  const toc = (request: FakeAiRequest): FakeAiReply => {
    const read = readContents(promptOf(request).user);
    const last = read.rozdzialy.at(-1);
    const lastEntry = last?.podrozdzialy.at(-1) ?? last;
    if (lastEntry && script.lastPage !== undefined) lastEntry.strona = script.lastPage;
    const text = JSON.stringify(read);
    return { text: script.truncated ? text.slice(0, Math.floor(text.length * 0.6)) : text };
  };
  const exercises = (request: FakeAiRequest): FakeAiReply => {
    let zadania = readExercises(promptOf(request).user);
    if (script.duplicateExercises) zadania = zadania.flatMap((exercise) => [exercise, { ...exercise }]);
    if (script.emptyExercise && zadania.length > 0)
      zadania.push({ ...(zadania[0] as Exercise), numer: '99', tresc: '  ', odpowiedzi: [] });
    const text = JSON.stringify({ przedmiot: null, zadania });
    return { text: script.truncatedExercises ? cutInLastItem(text, '{"numer"') : text };
  };
  const solve = async (request: FakeAiRequest): Promise<FakeAiReply> => {
    await script.solveGate;
    const { number, answer } = solution(request);
    if (script.unsolvable?.includes(number)) return { text: 'Nie potrafię rozwiązać tego zadania.' };
    return { text: JSON.stringify(answer) };
  };
  return {
    reply(request: FakeAiRequest): FakeAiReply | Promise<FakeAiReply> {
      if (request.action === 'LIBRARY_IMPORT_EXERCISES') return exercises(request);
      if (request.action === 'LIBRARY_IMPORT_SOLVE') return solve(request);
      return toc(request);
    },
    set(next: ImportScript) {
      script = next;
    },
  };
}
