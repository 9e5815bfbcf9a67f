import { z } from 'zod';

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

/**
 * Checks a model's JSON answer against the schema. Tolerates a Markdown code fence around it (some
 * local models add one even when asked for JSON); otherwise says what is wrong, for the repair.
 */
export function checkObjectText<T>(text: string, schema: z.ZodType<T>): Checked<T> {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, problem: 'Odpowiedź była pusta.' };
  const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/i.exec(trimmed);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fenced?.[1] ?? trimmed);
  } catch (error) {
    return {
      ok: false,
      problem: `Odpowiedź nie jest poprawnym JSON-em (${error instanceof Error ? error.message : String(error)}).`,
    };
  }
  const result = schema.safeParse(parsed);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problem: `JSON nie zgadza się ze schematem:\n${z.prettifyError(result.error)}` };
}

/** The follow-up message of the one repair attempt (the bad answer goes before it as the assistant's). */
export function repairRequest(problem: string): string {
  return [
    'Twoja poprzednia odpowiedź nie jest poprawna.',
    problem,
    'Odpowiedz jeszcze raz: wyłącznie poprawionym obiektem JSON zgodnym ze schematem, bez komentarzy i bez bloku kodu.',
  ].join('\n\n');
}
