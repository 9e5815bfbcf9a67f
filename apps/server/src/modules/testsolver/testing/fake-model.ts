import { setTimeout as sleep } from 'node:timers/promises';
import {
  type FakeAiReply,
  type FakeAiRequest,
  promptOf,
  schemaNameOf,
} from '../../../testing/fakes/fake-openai.ts';

/*
 * The test solver's side of the fake model: it cuts tasks from the pages in the request as a
 * model would ("Zadanie N." starts a task, "A. …" lines are options, a "Przeczytaj tekst…"
 * paragraph goes to the tasks it names) and solves them (closed: an option; "Oblicz …": the value,
 * with the expression that computes it), with the mistakes real models make on request: a reply
 * cut off mid-JSON, an option that is not printed, a wrong value, a slow task, a failing task,
 * a page with nothing on it. Requests are told apart by the structured output they ask for (the
 * tasks of the pages, a solution, the second pass) or by their action (`MATERIAL_TEST_PAGE`: a
 * photographed page read by the vision model), never by the wording of the prompt.
 */

/** The AI call actions of the test solver (`AiCallMeta.action`), all answered by this model. */
export const TEST_SOLVER_ACTIONS: ReadonlySet<string> = new Set([
  'TEST_SOLVER_EXTRACT',
  'TEST_SOLVER_SOLVE',
  'TEST_SOLVER_VERIFY',
  'MATERIAL_TEST_PAGE',
]);

export interface TestSolverScript {
  /** Extraction replies cut in the middle (both the first answer and the repair). */
  truncated?: boolean;
  /** Extraction finds no task at all. */
  noTasks?: boolean;
  /** Closed task numbers answered with an option that is not printed (once, or `always`). */
  wrongOption?: Record<string, 'once' | 'always'>;
  /** Computational task numbers answered with a wrong value (the expression stays right). */
  wrongValue?: Record<string, string>;
  /** Computational task numbers answered without the expression (so a second pass checks them). */
  noRecompute?: string[];
  /** What the second, independent pass answers for a task whose text contains the key (default: the right value). */
  secondPass?: Record<string, string>;
  /** Milliseconds a task's solution takes, by task number. */
  delays?: Record<string, number>;
  /** Task numbers whose solving always fails (HTTP 500). */
  failing?: string[];
  /** What the vision model reads off a photographed page. */
  pageText?: string;
}

const isRetry = (request: FakeAiRequest) =>
  (request.body.messages ?? []).some((m: { role: string }) => m.role === 'assistant');

/** "12 + 30 : 6" → 17; "25% liczby 80" → 20; the expression it computes, in mathjs syntax. */
export function computed(task: string): { value: string; expression: string } | null {
  const percent = /(\d+(?:[.,]\d+)?)%\s*liczby\s*(\d+(?:[.,]\d+)?)/.exec(task);
  if (percent) {
    const expression = `${percent[1]?.replace(',', '.')} / 100 * ${percent[2]?.replace(',', '.')}`;
    return { value: String(Function(`return (${expression})`)()), expression };
  }
  const match = /Oblicz\s+([\d\s+\-*:/().,]+?)\.?\s*$/m.exec(task);
  if (!match?.[1]) return null;
  const expression = match[1]
    .replace(/:/g, '/')
    .replace(/(\d),(\d)/g, '$1.$2')
    .trim();
  if (!/^[\d\s+\-*/().]+$/.test(expression)) return null;
  const value = Function(`return (${expression})`)() as number;
  return { value: String(Math.round(value * 1e9) / 1e9), expression };
}

interface FakeTask {
  numer: string;
  tresc: string;
  rodzaj: 'ZAMKNIETE' | 'OBLICZENIOWE' | 'OTWARTE';
  odpowiedzi: { litera: string; tresc: string }[];
  punkty: number | null;
  strony: number[];
  doRozwiazania: boolean;
}

/** Tasks of the pages of an extraction request: those that start on its main pages. */
function cut(user: string, polecenie: string): FakeTask[] {
  const tasks: FakeTask[] = [];
  const only = /tylko zadania (\d+)\s*[–-]\s*(\d+)/.exec(polecenie);
  const parts = user.split(/=== (Następna strona|Strona) (\d+)[^=\n]*===\n/);
  // A passage shared by tasks "N-M" ("Przeczytaj tekst i wykonaj zadania 5-7.") goes to those.
  let shared = { text: '', from: 0, to: 0 };
  let current: FakeTask | null = null;
  for (let i = 1; i + 2 < parts.length + 1; i += 3) {
    const continuation = parts[i] === 'Następna strona';
    const page = Number(parts[i + 1]);
    for (const raw of (parts[i + 2] ?? '').split('\n')) {
      const line = raw.trim();
      const start = /^Zadanie (\d+)\.\s*(?:\(0-(\d+)\))?/.exec(line);
      if (continuation && start) return tasks;
      const option = /^([A-D])\.\s+(.+)$/.exec(line);
      if (start) {
        const n = Number(start[1]);
        current = {
          numer: start[1] as string,
          tresc: n >= shared.from && n <= shared.to ? shared.text : '',
          rodzaj: 'OTWARTE',
          odpowiedzi: [],
          punkty: start[2] ? Number(start[2]) : null,
          strony: [page],
          doRozwiazania: only ? n >= Number(only[1]) && n <= Number(only[2]) : true,
        };
        tasks.push(current);
      } else if (/^Przeczytaj tekst/.test(line)) {
        const range = /zadania (\d+)\s*[–-]\s*(\d+)/.exec(line);
        current = null;
        shared = { text: line, from: Number(range?.[1] ?? 0), to: Number(range?.[2] ?? 0) };
      } else if (option && current) {
        current.odpowiedzi.push({ litera: option[1] as string, tresc: option[2] as string });
        current.rodzaj = 'ZAMKNIETE';
      } else if (current && line) {
        current.tresc = `${current.tresc}\n${line}`.trim();
        if (current.rodzaj !== 'ZAMKNIETE' && /Oblicz/.test(line)) current.rodzaj = 'OBLICZENIOWE';
        if (!current.strony.includes(page)) current.strony.push(page);
      } else if (line && !current && shared.text) shared = { ...shared, text: `${shared.text}\n${line}` };
    }
  }
  return tasks;
}

export function createTestSolverModel(initial: TestSolverScript = {}) {
  let script: TestSolverScript = initial;
  const solved: string[] = [];

  function extract(request: FakeAiRequest): FakeAiReply {
    const { system, user } = promptOf(request);
    const polecenie = /Polecenie ucznia: ([^\n]*)/.exec(system)?.[1] ?? '';
    const zadania = script.noTasks ? [] : cut(user, polecenie);
    const text = JSON.stringify({ przedmiot: 'mathematics', zadania });
    return { text: script.truncated ? text.slice(0, Math.floor(text.length * 0.6)) : text };
  }

  async function solve(request: FakeAiRequest): Promise<FakeAiReply> {
    const { system } = promptOf(request);
    const numer = /Zadanie (\S+) \(/.exec(system)?.[1] ?? '?';
    const question =
      /Zadanie \S+ \([^)]*\):\n([\s\S]*?)\n(?:Odpowiedzi do wyboru:|\nOdpowiedz:|Odpowiedz:)/.exec(
        system,
      )?.[1] ?? '';
    const options = [...system.matchAll(/^([A-Z])\. /gm)].map((m) => m[1] as string);
    if (script.delays?.[numer]) await sleep(script.delays[numer]);
    if (script.failing?.includes(numer)) return { status: 500 };
    solved.push(numer);
    const wrong = script.wrongOption?.[numer];
    const opcja = options.length
      ? wrong === 'always' || (wrong === 'once' && !isRetry(request))
        ? 'E'
        : options[0]
      : null;
    const value = options.length ? null : computed(question);
    const wynik = value ? (script.wrongValue?.[numer] ?? value.value) : null;
    return {
      text: JSON.stringify({
        kroki: `Krok 1: czytamy treść zadania ${numer}.\n\nKrok 2: liczymy ${value ? `$${value.expression} = ${wynik}$` : 'i rozumujemy'}.`,
        odpowiedz:
          wynik ?? (opcja ? `Odpowiedź ${opcja}` : 'Bo dwa długopisy kosztowały 5 zł, a zeszyty 12 zł.'),
        dlaczego: 'Tak wynika z danych zadania.',
        opcja,
        wynik,
        przeliczenie: value && !script.noRecompute?.includes(numer) ? value.expression : null,
      }),
    };
  }

  function verify(request: FakeAiRequest): FakeAiReply {
    const { system } = promptOf(request);
    const question = /Zadanie:\n([\s\S]*?)\n\nOdpowiedz/.exec(system)?.[1] ?? '';
    const key = Object.keys(script.secondPass ?? {}).find((k) => question.includes(k));
    const value = computed(question)?.value ?? '0';
    return { text: JSON.stringify({ wynik: key ? script.secondPass?.[key] : value }) };
  }

  function reply(request: FakeAiRequest): FakeAiReply | Promise<FakeAiReply> {
    switch (schemaNameOf(request)) {
      case 'zadania_sprawdzianu':
        return extract(request);
      case 'rozwiazanie_zadania':
        return solve(request);
      case 'sprawdzenie_wyniku':
        return verify(request);
    }
    if (request.action === 'MATERIAL_TEST_PAGE') return { text: script.pageText ?? 'BRAK TEKSTU' };
    return { text: 'To jest odpowiedź testowa o zadaniu.' };
  }

  return {
    reply,
    set(next: TestSolverScript) {
      script = next;
      solved.length = 0;
    },
    /** Task numbers whose solution was written, in order. */
    solved,
  };
}
