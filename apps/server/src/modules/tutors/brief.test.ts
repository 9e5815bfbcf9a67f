import { describe, expect, it } from 'vitest';
import { isLowEffort, lowEffortStreak, OPENING, statedResult, tutorBrief } from './brief.ts';

const tutor = { name: 'Ułamki', przedmiot: 'mathematics', detailLevel: 'NORMAL' as const, userComment: null };
const topic = {
  name: 'Dodawanie ułamków',
  description: 'Dodajemy ułamki o tym samym mianowniku.',
  order: 1,
  content: 'Ułamki o tym samym mianowniku dodajemy, dodając liczniki.',
  exercises: [
    { question: 'Oblicz 1/7 + 2/7.', solution: 'Liczniki: 1 + 2 = 3, więc 3/7.', answer: '\\frac{3}{7}' },
  ],
};
const brief = (message: string, previous: string[] = []) =>
  tutorBrief({ tutor, topic, topicCount: 3, session: { focus: null }, turn: { message, previous } });

describe('the tutor’s brief', () => {
  it('carries the topic’s content, its worked solution and the hint-first rules', () => {
    const text = brief('Może najpierw dodam liczniki?');
    expect(text).toContain('Ułamki o tym samym mianowniku dodajemy');
    expect(text).toContain('Rozwiązanie: Liczniki: 1 + 2 = 3');
    expect(text).toContain('Nigdy nie podajesz rozwiązania ani wyniku zadania');
    expect(text).toContain('Najpierw pytasz, potem mówisz');
    expect(text).not.toContain('Teraz:');
  });

  it('opens a session with a question, not a lecture', () => {
    expect(brief(OPENING)).toContain('Teraz: To początek sesji');
  });

  it('after three low-effort replies in a row asks what exactly is unclear instead of hinting', () => {
    // The session's opening instruction is not the pupil's reply: it ends the streak.
    expect(brief('nie wiem', [OPENING, '?'])).not.toContain('z rzędu');
    expect(brief('nie wiem', ['?'])).toContain('daj jedną małą wskazówkę');
    const third = brief('podaj wynik', ['?', 'nie wiem']);
    expect(third).toContain('3. raz z rzędu');
    expect(third).toContain('zapytaj wprost, co dokładnie jest niejasne');
    expect(third).not.toContain('daj jedną małą wskazówkę');
    // An attempt in between breaks the streak.
    expect(brief('nie wiem', ['?', 'dodaję liczniki: 1+2', '?'])).not.toContain('z rzędu');
  });

  it('lets code, not the model, judge the pupil’s result', () => {
    expect(brief('1/7 + 2/7 = 3/7')).toContain(
      'potwierdza: wynik ucznia „3/7” jest poprawnym wynikiem zadania 1',
    );
    expect(brief('wyszło mi 3/14')).toContain('nie zgadza się z wynikiem żadnego z zadań');
    expect(brief('wyszło mi 3/14')).toContain('Nie mów, jaki wynik jest poprawny');
  });

  it('explains plainly when asked, still without the result', () => {
    const text = brief('Wyjaśnij wprost');
    expect(text).toContain('wyjaśnij zagadnienie jasno i w całości');
    expect(text).toContain('Wyniku zadania, które uczeń rozwiązuje, nadal nie podawaj');
  });

  it('outside the computing subjects never reads a result', () => {
    const text = tutorBrief({
      tutor: { ...tutor, przedmiot: 'history' },
      topic,
      topicCount: 1,
      session: { focus: 'Data chrztu Polski.' },
      turn: { message: '966', previous: [] },
    });
    expect(text).not.toContain('Sprawdzarka');
    expect(text).toContain('Data chrztu Polski.');
  });
});

describe('low effort and stated results', () => {
  it('tells an attempt from none', () => {
    for (const m of [
      'nie wiem',
      'Nie wiem.',
      '?',
      '??',
      'ok',
      'podaj wynik',
      'Rozwiąż za mnie!',
      'nwm',
      '...',
    ])
      expect(isLowEffort(m), m).toBe(true);
    for (const m of ['3/7', 'dodaję liczniki', 'Nie wiem, czy mianownik też się dodaje?', '12'])
      expect(isLowEffort(m), m).toBe(false);
    expect(lowEffortStreak({ message: '?', previous: [OPENING, 'nie wiem'] })).toBe(2);
  });

  it('reads a result after „=” or a short last line, and nothing from prose', () => {
    expect(statedResult('1/7 + 2/7 = 3/7')).toBe('3/7');
    expect(statedResult('Odpowiedź: 0,5')).toBe('0,5');
    expect(statedResult('wyszło mi 3/14.')).toBe('3/14');
    expect(statedResult('Nie wiem, od czego zacząć to zadanie, bo mianowniki są różne')).toBeNull();
  });
});
