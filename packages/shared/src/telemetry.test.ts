import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes.ts';
import { isRoutePattern } from './telemetry.ts';

describe('isRoutePattern', () => {
  it("accepts the router's patterns, static and with parameters", () => {
    for (const pattern of [
      '/',
      ROUTES.app,
      ROUTES.app1Solver,
      ROUTES.oldSolver,
      ROUTES.essays,
      '/workspace/:slug/quiz/:id/:resultId?',
      '/app/aitutor/:tutorId/tests',
      '/app/*',
    ]) {
      expect(isRoutePattern(pattern), pattern).toBe(true);
    }
  });

  it('refuses concrete addresses, e-mails, queries and anything long or odd', () => {
    for (const value of [
      '/workspace/4b1f9c2e-8d7a-4c3b-9e21-0f5a6b7c8d9e/quiz',
      ROUTES.testSolver('12345'),
      '/app/ala@example.pl',
      '/app/quizy?t=12',
      '/app/quizy#wynik',
      '/App/Quizy',
      '/app/',
      'app/quizy',
      '',
      `/${'a'.repeat(40)}x`,
      `/${'ab/'.repeat(41)}ab`,
      '/app/Ania Kowalska',
    ]) {
      expect(isRoutePattern(value), value).toBe(false);
    }
  });
});
