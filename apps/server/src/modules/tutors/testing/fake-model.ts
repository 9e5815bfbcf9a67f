import { type FakeAiReply, type FakeAiRequest, promptOf } from '../../../testing/fakes/fake-openai.ts';

/*
 * Scripted tutor replies for the fake OpenAI server: a plan of topics built from the prompt's
 * material (its headings, or its first words) and a topic's content with worked exercises, with
 * the mistakes real models make on demand — a topic with no name, the same topic twice, a
 * subchapter number that is not in the chapter, too few topics, content too short to teach from,
 * an exercise without a solution, a computing answer in words, JSON cut short — so tests prove
 * what the server checks, not only the happy path.
 */

export type PlanFlaw = 'noName' | 'duplicate' | 'badSubchapter';

export interface PlanScript {
  /** Topics in the reply (default 3). */
  count?: number;
  flaws?: Record<number, PlanFlaw>;
  truncated?: boolean;
  /** The tutor's name as the model gives it. */
  name?: string;
}

/** The subchapter numbers a chapter tutor's plan prompt offers („jeden z: 1.1, 1.2”). */
function offeredSubchapters(system: string): string[] {
  const list = /jeden z: ([^)]*)\)/.exec(system)?.[1];
  return list ? list.split(',').map((n) => n.trim()) : [];
}

const cutShort = (json: string) => json.slice(0, Math.floor(json.length / 2));

export function planReply(request: FakeAiRequest, script: PlanScript = {}): FakeAiReply {
  const { system } = promptOf(request);
  const numbers = offeredSubchapters(system);
  const count = script.count ?? 3;
  const topics = Array.from({ length: count }, (_, i) => {
    const flaw = script.flaws?.[i];
    const name =
      flaw === 'noName' ? '  ' : flaw === 'duplicate' || i === 0 ? 'Podstawy tematu' : `Etap ${i + 1} nauki`;
    return {
      name,
      description: `Uczeń nauczy się etapu ${i + 1} i rozwiąże proste zadania.`,
      subchapter: flaw === 'badSubchapter' ? '9.9' : (numbers[i] ?? null),
    };
  });
  const json = JSON.stringify({
    name: script.name ?? 'Plan nauki',
    description: 'Korepetytor uczy tematu krok po kroku.',
    topics,
  });
  return { text: script.truncated ? cutShort(json) : json };
}

export type TopicFlaw = 'shortContent' | 'noSolution' | 'wordAnswer';

export interface TopicScript {
  /** Flaws by exercise index; 'shortContent' at any index makes the content too short. */
  flaws?: Record<number, TopicFlaw>;
  truncated?: boolean;
}

/** The topic's name as its prompt states it („Temat 2 z 3: Etap 2 nauki – opis”). */
export function topicNameOf(request: FakeAiRequest): string {
  return /Temat \d+ z \d+: (.*?) – /.exec(promptOf(request).system)?.[1] ?? 'temat';
}

export function topicReply(request: FakeAiRequest, script: TopicScript = {}): FakeAiReply {
  const name = topicNameOf(request);
  const flaws = Object.values(script.flaws ?? {});
  const content = flaws.includes('shortContent')
    ? 'Za krótko.'
    : `## ${name}\n\n${'Ułamki o tym samym mianowniku dodajemy, dodając liczniki, a mianownik zostaje bez zmian. '.repeat(6)}\n\nPrzykład: $\\frac{1}{5} + \\frac{2}{5} = \\frac{3}{5}$.\n\nTypowy błąd: dodawanie mianowników.`;
  const exercises = [1, 2, 3].map((n, i) => {
    const flaw = script.flaws?.[i];
    return {
      question: `Oblicz $\\frac{${n}}{7} + \\frac{2}{7}$ (${name}).`,
      solution:
        flaw === 'noSolution'
          ? ''
          : `Mianownik zostaje 7, liczniki dodajemy: ${n} + 2 = ${n + 2}. Wynik: $\\frac{${n + 2}}{7}$.`,
      answer: flaw === 'wordAnswer' ? 'trzy siódme i trochę' : `\\frac{${n + 2}}{7}`,
    };
  });
  const json = JSON.stringify({ content, exercises });
  return { text: script.truncated ? cutShort(json) : json };
}

/** A default reply routing by the structured output: the tutor's plan and topics, valid. */
/**
 * A session's turn as a tutor would take it: the opening greets and asks, "Wyjaśnij wprost" gets a
 * plain explanation, anything else a hint that ends with a question (never the final answer).
 */
export function sessionReply(request: FakeAiRequest): FakeAiReply {
  const { user } = promptOf(request);
  if (user === 'Zacznij sesję.') return { text: 'Dzień dobry! Od czego zaczniemy?', chunkDelayMs: 10 };
  if (user === 'Wyjaśnij wprost')
    return {
      text: 'Dobrze, wprost: gdy ułamki mają ten sam mianownik, dodajesz liczniki, a mianownik zostaje, np. $\\frac{1}{5} + \\frac{2}{5} = \\frac{3}{5}$. Spróbuj teraz z $\\frac{2}{7} + \\frac{3}{7}$?',
      chunkDelayMs: 10,
    };
  return {
    text: 'Dobry początek! Podpowiedź: spójrz najpierw na mianowniki – czy są takie same? Co w takim razie dzieje się z licznikami?',
    chunkDelayMs: 10,
  };
}

export function tutorReply(request: FakeAiRequest): FakeAiReply {
  const schema = request.body?.response_format?.json_schema?.name;
  if (schema === 'tutor_plan') return planReply(request);
  if (schema === 'tutor_topic') return topicReply(request);
  return sessionReply(request);
}
