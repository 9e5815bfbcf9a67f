import type { ChatTurn } from '../../core/deps.ts';
import { compareMathAnswers } from '../../platform/math/math-answer.ts';
import type { AiTutorRow, AiTutorSessionRow, AiTutorTopicRow } from './tables.ts';
import { computing } from './teaching.ts';

/*
 * What the model is told in a tutor's session (docs/ai-tools.md §3): the topic's reference content
 * and worked solutions, and hint-first rules — ask before telling, check the pupil's own steps,
 * never hand out the asked exercise's result, a parallel example when the pupil is stuck. What
 * code can decide, code decides and tells the model: whether the pupil's result is right (the
 * maths checker, never the model's word), whether this is the third low-effort reply in a row
 * (then ask what exactly is unclear instead of another hint), and whether the pupil asked for a
 * plain explanation ("Wyjaśnij wprost").
 */

/** The instruction that opens a session (stored as AITUTOR_INSTRUCTION, shown as its start). */
export const OPENING = 'Zacznij sesję.';
/** What the "Wyjaśnij wprost" button sends. */
export const EXPLAIN_PLAINLY = 'Wyjaśnij wprost';
/** Low-effort replies in a row after which the tutor asks what exactly is unclear. */
export const LOW_EFFORT_LIMIT = 3;

const LOW_EFFORT =
  /^(nie ?wiem|nwm|nie rozumiem|nie kumam|nie|tak|ok|okej|dobra|no|hmm+|\?+|[.…]+|daj (mi )?(odpowiedź|wynik|rozwiązanie)|podaj (mi )?(odpowiedź|wynik|rozwiązanie)|powiedz (mi )?(odpowiedź|wynik)|jaki jest wynik|jaka jest odpowiedź|rozwiąż (to )?za mnie|zrób to za mnie)$/;

/** Whether a pupil's reply shows no attempt: „nie wiem”, „?”, „podaj wynik”, a word or two of nothing. */
export function isLowEffort(message: string): boolean {
  const text = message.toLocaleLowerCase('pl-PL').replace(/\s+/g, ' ').trim();
  if (/^[?.…!]*$/u.test(text)) return true;
  const words = text.replace(/[!.?,…]+$/u, '').trim();
  if (words.length <= 2 && !/\d/.test(words)) return true;
  return LOW_EFFORT.test(words);
}

/** Low-effort replies at the end of the pupil's messages, the current one included. */
export function lowEffortStreak(turn: ChatTurn): number {
  let streak = 0;
  for (const message of [...turn.previous, turn.message].reverse()) {
    if (message === OPENING || !isLowEffort(message)) break;
    streak += 1;
  }
  return streak;
}

/** The result a pupil's message gives, when it gives one the maths checker can read. */
export function statedResult(message: string): string | null {
  const lastLine = message.trim().split('\n').at(-1)?.trim() ?? '';
  const candidate =
    lastLine.length <= 40 ? lastLine.replace(/^(wynik|odpowiedź|odp\.?)\s*[:=]?\s*/i, '') : null;
  const afterEquals = lastLine.includes('=') ? lastLine.slice(lastLine.lastIndexOf('=') + 1).trim() : null;
  const lastToken =
    lastLine
      .replace(/[.!?]+$/, '')
      .split(/\s+/)
      .at(-1) ?? null;
  for (const value of [afterEquals, candidate, lastToken]) {
    if (value && value.length <= 40 && compareMathAnswers(value, value).kind === 'equal') return value;
  }
  return null;
}

/** What code decided about this turn, for the model: one instruction, or none. */
function turnInstruction(
  tutor: Pick<AiTutorRow, 'przedmiot'>,
  topic: Pick<AiTutorTopicRow, 'exercises'>,
  turn: ChatTurn,
): string {
  if (turn.message === OPENING && turn.previous.length === 0)
    return 'To początek sesji: przywitaj się jednym zdaniem, powiedz w 1–2 zdaniach, czego się dziś nauczymy, i zadaj pierwsze pytanie, które sprawdzi, co uczeń już wie. Nie wyjaśniaj jeszcze całego tematu.';
  if (turn.message.trim().toLocaleLowerCase('pl-PL').startsWith(EXPLAIN_PLAINLY.toLocaleLowerCase('pl-PL')))
    return 'Uczeń prosi, żeby wyjaśnić wprost: wyjaśnij zagadnienie jasno i w całości, na podobnym przykładzie (z innymi liczbami lub innym przypadkiem) rozwiązanym krok po kroku. Wyniku zadania, które uczeń rozwiązuje, nadal nie podawaj. Zakończ jednym pytaniem sprawdzającym zrozumienie.';
  const streak = lowEffortStreak(turn);
  if (streak >= LOW_EFFORT_LIMIT)
    return `Uczeń ${streak}. raz z rzędu odpowiada bez próby rozwiązania. Nie dawaj kolejnej wskazówki: zapytaj wprost, co dokładnie jest niejasne – który krok, które słowo albo który wzór – i zaproponuj, że wyjaśnisz to wprost, jeśli uczeń tego potrzebuje.`;
  const result = computing(tutor.przedmiot) ? statedResult(turn.message) : null;
  if (result) {
    const solved = topic.exercises.findIndex((e) => compareMathAnswers(result, e.answer).kind === 'equal');
    if (solved >= 0)
      return `Sprawdzarka wyników (kod, nie model) potwierdza: wynik ucznia „${result}” jest poprawnym wynikiem zadania ${solved + 1}. Pochwal konkretnie to, co uczeń zrobił dobrze, i przejdź do następnego zadania albo kroku.`;
    return `Sprawdzarka wyników (kod, nie model): wynik ucznia „${result}” nie zgadza się z wynikiem żadnego z zadań. Nie mów, jaki wynik jest poprawny: poproś o pokazanie kroków albo wskaż, w którym miejscu warto sprawdzić obliczenia.`;
  }
  if (streak > 0)
    return 'Uczeń nie spróbował jeszcze rozwiązania: daj jedną małą wskazówkę (co zauważyć albo od czego zacząć) i zapytaj o następny krok.';
  return '';
}

/** The brief of a session: the rules, the topic's content and exercises, what code decided. */
export function tutorBrief(input: {
  tutor: Pick<AiTutorRow, 'name' | 'przedmiot' | 'detailLevel' | 'userComment'>;
  topic: Pick<AiTutorTopicRow, 'name' | 'description' | 'order' | 'content' | 'exercises'>;
  topicCount: number;
  session: Pick<AiTutorSessionRow, 'focus'>;
  turn: ChatTurn;
}): string {
  const { tutor, topic, session, turn } = input;
  const exercises = topic.exercises
    .map((e, i) => `${i + 1}. ${e.question}\n   Rozwiązanie: ${e.solution}\n   Wynik: ${e.answer}`)
    .join('\n');
  const instruction = turnInstruction(tutor, topic, turn);
  return [
    `Prowadzisz sesję korepetycji z tematu „${topic.name}” (temat ${topic.order} z ${input.topicCount} w planie „${tutor.name}”): ${topic.description}`,
    `Poziom szczegółowości: ${tutor.detailLevel === 'PRECISE' ? 'Dokładny – z uzasadnieniami i trudniejszymi przypadkami' : 'Podstawowy – najważniejsze rzeczy prostym językiem'}.`,
    tutor.userComment ? `Uczeń napisał, zamawiając korepetytora: „${tutor.userComment}”.` : '',
    session.focus
      ? `W tej sesji powtórz to, z czym uczeń miał kłopot w poprzednim quizie:\n${session.focus}`
      : '',
    `Zasady korepetycji (mają pierwszeństwo przed ogólnymi zasadami odpowiedzi):
- Uczysz krok po kroku: jeden krok na wiadomość, 2–6 zdań, i kończysz pytaniem do ucznia.
- Najpierw pytasz, potem mówisz: zanim coś wyjaśnisz, zapytaj, co uczeń wie albo jak by zaczął.
- Nigdy nie podajesz rozwiązania ani wyniku zadania, które uczeń rozwiązuje – ani zadań z listy poniżej, ani tych, które poda uczeń. Dajesz wskazówki: co zauważyć, jaką regułę zastosować, jaki jest następny krok.
- Sprawdzasz kroki ucznia: mówisz, które są dobre, a gdzie jest błąd, ale nie poprawiasz go za ucznia.
- Gdy uczeń utknie, pokazujesz podobny przykład (inne liczby) rozwiązany krok po kroku i wracasz do jego zadania.
- Gdy uczeń sam poprawnie rozwiąże zadanie, chwalisz konkretnie i przechodzisz do następnego zadania z listy.`,
    topic.content ? `Treść tematu, z której uczysz:\n${topic.content}` : '',
    exercises
      ? `Zadania do przećwiczenia, z rozwiązaniami tylko dla ciebie (nigdy nie cytuj rozwiązań ani wyników):\n${exercises}`
      : '',
    instruction ? `Teraz: ${instruction}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}
