import { describe, expect, it } from 'vitest';
import type { Deps } from '../../core/deps.ts';
import { createLogger } from '../../platform/logger.ts';
import type { ZadanieRow } from '../exercises/index.ts';
import { checkSolution, type Solution } from './solving.ts';

// Every case here is decided by the recomputation: the AI (the second pass) is never reached.
const deps = { services: {} as Deps['services'], logger: createLogger('silent') };

const task = (question: string) =>
  ({ id: 'z1', userId: 'u1', type: 'OBLICZENIOWE', question, options: [] }) as unknown as ZadanieRow;
const solution = (wynik: string, przeliczenie: string): Solution => ({
  kroki: '…',
  odpowiedz: wynik,
  dlaczego: '…',
  opcja: null,
  wynik,
  przeliczenie,
});
const check = (question: string, wynik: string, przeliczenie: string) =>
  checkSolution(deps, { task: task(question), solution: solution(wynik, przeliczenie) });

describe('checkSolution: the recomputed value', () => {
  const circle = 'Oblicz pole koła o promieniu 8 cm. Wynik podaj w przybliżeniu.';

  it('accepts a result rounded as the task asks', async () => {
    expect((await check(circle, '201,06 cm²', '64 * pi')).check).toBe('ZGODNE');
    expect((await check(`${circle} Podaj go z dokładnością do 0,1.`, '201,1', '64*pi')).check).toBe('ZGODNE');
    expect((await check('Oblicz pole koła o promieniu 8 cm.', '201,06', '64*pi')).check).toBe('ZGODNE');
  });

  it('still flags a wrong rounding, and a whole number that is no rounding', async () => {
    const wrong = await check(circle, '201,6 cm²', '64 * pi');
    expect(wrong.check).toBe('NIEZGODNE');
    expect(wrong.message).toMatch(/^Sprawdź ten wynik: przeliczenie z danych zadania \(64 \* pi\)/);
    expect((await check('Oblicz 17 : 5.', '3', '17 / 5')).check).toBe('NIEZGODNE');
  });

  it('reads labels, functions and degrees in the recomputation', async () => {
    expect((await check('Ile razy 12 jest większe od 2?', '6 razy', '12 / 2')).check).toBe('ZGODNE');
    expect((await check('Ile biletów kupiono?', '78 biletów', '156 / 2')).check).toBe('ZGODNE');
    expect((await check('Oblicz 4 · arctg 1.', 'π', '4 * atan(1)')).check).toBe('ZGODNE');
    expect((await check('Oblicz sin 60°.', '\\frac{\\sqrt{3}}{2}', 'sin(60°)')).check).toBe('ZGODNE');
    expect((await check('Ile to 6!?', '720', '6!')).check).toBe('ZGODNE');
  });
});
