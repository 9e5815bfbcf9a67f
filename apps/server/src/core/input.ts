import { FORM_MESSAGES } from '@kreda/shared/form-messages';
import { hasControlCharacters, textLength } from '@kreda/shared/limits';
import { z } from 'zod';
import { pl } from 'zod/locales';
import { badInput } from './domain-error.ts';

// Messages of zod's own checks (types, enums) in Polish; our schemas give their own where it matters.
z.config(pl());

/**
 * Parses an operation's input with a zod schema. Every problem becomes a per-field Polish message
 * (`fields['name']`, `fields['intent.message']`) of one BAD_USER_INPUT; on success the parsed
 * (trimmed, normalised) value is returned. Nothing has been written when this throws.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = checkInput(schema, input);
  if (result.ok) return result.data;
  throw badInput(result.fields);
}

/**
 * Like `parseInput`, but returns the per-field messages instead of throwing, for commands that add
 * problems only the database can find (a topic that does not exist) before answering once.
 */
export function checkInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; fields: Record<string, string> } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'input';
    fields[key] ??= issue.message;
  }
  return { ok: false, fields };
}

/** Options of `text()`. */
export interface TextRule {
  /** Longest allowed text, in characters as a person counts them. */
  max: number;
  /** Refuse an empty text (after trimming) with this message; default "Wymagane". */
  required?: boolean | string;
  /** Allow line breaks and tabs (messages, notes); single-line fields collapse whitespace. */
  multiline?: boolean;
  /** Messages that say more than the defaults ("Notatka może mieć najwyżej … znaków."). */
  messages?: { tooLong?: string; control?: string };
}

/**
 * The one rule for text inputs: trimmed, line endings normalised (multi-line; page and vertical
 * breaks, common in text copied from a PDF, become line breaks) or whitespace collapsed
 * (single-line), a length in characters, and no control characters.
 */
export function text(rule: TextRule) {
  const requiredMessage = typeof rule.required === 'string' ? rule.required : 'Wymagane';
  return z
    .string()
    .transform((raw) =>
      rule.multiline ? raw.replace(/\r\n?|[\f\v]/g, '\n').trim() : raw.trim().replace(/[ \t\r\n]+/g, ' '),
    )
    .superRefine((value, ctx) => {
      if (rule.required && value === '') ctx.addIssue({ code: 'custom', message: requiredMessage });
      else if (textLength(value) > rule.max)
        ctx.addIssue({
          code: 'custom',
          message: rule.messages?.tooLong ?? FORM_MESSAGES.maxLength(rule.max),
        });
      else if (hasControlCharacters(value, rule.multiline ?? false))
        ctx.addIssue({
          code: 'custom',
          message: rule.messages?.control ?? 'Tekst zawiera niedozwolone znaki.',
        });
    });
}
