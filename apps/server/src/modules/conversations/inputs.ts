import { CONVERSATION_TYPES } from '@kreda/shared/enums';
import {
  CONVERSATION_NAME_MAX,
  MESSAGE_FILES_MAX,
  MESSAGE_MAX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  QUOTE_MAX,
} from '@kreda/shared/limits';
import { z } from 'zod';
import { parseInput, text } from '../../core/input.ts';
import type { UploadedFile } from '../materials/index.ts';
import type { ConversationIntent } from './tables.ts';

/*
 * The chat's inputs, parsed once with per-field Polish messages: nothing is stored or sent to a
 * model before these pass.
 */

const tooLong = (max: number) => ({ tooLong: `Najwyżej ${max} znaków.` });

const MESSAGE = text({
  max: MESSAGE_MAX,
  multiline: true,
  required: 'Wpisz treść wiadomości.',
  messages: tooLong(MESSAGE_MAX),
});
const QUOTE = text({ max: QUOTE_MAX, multiline: true, messages: tooLong(QUOTE_MAX) });

const OUTGOING = z.object({
  message: MESSAGE,
  quote: QUOTE.nullish().transform((quote) => quote || null),
  files: z
    .array(z.custom<UploadedFile>())
    .max(MESSAGE_FILES_MAX, `Do wiadomości można dołączyć najwyżej ${MESSAGE_FILES_MAX} pliki.`)
    .nullish()
    .transform((files) => files ?? []),
});

/**
 * A message about to be sent: text, an optional quoted passage and at most four files; or a tool's
 * instruction that opens a conversation it leads (`instruction`: stored as AITUTOR_INSTRUCTION).
 */
export type Outgoing = z.output<typeof OUTGOING> & { instruction?: boolean };

export function parseOutgoing(input: {
  message: string;
  quote?: string | null;
  files?: readonly UploadedFile[] | null;
}): Outgoing {
  return parseInput(OUTGOING, input);
}

/** A quoted passage that must not be empty (`startconversationinline`). */
export function parseQuote(quote: string): string {
  return parseInput(
    z.object({ quote: QUOTE.refine((q) => q !== '', 'Zaznacz fragment, o który chcesz zapytać.') }),
    { quote },
  ).quote;
}

const intentText = (max: number) =>
  text({ max, messages: tooLong(max) })
    .nullish()
    .transform((value) => value || null);

const INTENT = z.object({
  intent: z.object({
    type: intentText(60),
    message: intentText(300),
    conversationType: z
      .enum(CONVERSATION_TYPES)
      .nullish()
      .transform((type) => type ?? 'DEFAULT'),
    actionType: intentText(60),
  }),
});

/** A client's intent, trimmed and bounded (fields are reported as `intent.message` …). */
export function parseIntent(intent: {
  type?: string | null;
  message?: string | null;
  conversationType?: ConversationIntent['conversationType'] | null;
  actionType?: string | null;
}): ConversationIntent {
  return parseInput(INTENT, { intent }).intent;
}

const NAME = z.object({
  name: text({
    max: CONVERSATION_NAME_MAX,
    required: true,
    messages: { control: 'Nazwa zawiera niedozwolone znaki.' },
  }),
});

export function parseName(name: string): string {
  return parseInput(NAME, { name }).name;
}

const PAGE = z.object({
  page: z
    .number()
    .int('Numer strony zaczyna się od 1.')
    .min(1, 'Numer strony zaczyna się od 1.')
    .nullish()
    .transform((page) => page ?? 1),
  limit: z
    .number()
    .int(`Od 1 do ${PAGE_SIZE_MAX}.`)
    .min(1, `Od 1 do ${PAGE_SIZE_MAX}.`)
    .max(PAGE_SIZE_MAX, `Od 1 do ${PAGE_SIZE_MAX}.`)
    .nullish()
    .transform((limit) => limit ?? PAGE_SIZE_DEFAULT),
  sort: z.literal('createdAt', 'Można sortować tylko po dacie utworzenia.').nullish(),
  order: z
    .enum(['ASC', 'DESC'])
    .nullish()
    .transform((order) => order ?? 'DESC'),
});

export function parsePage(input: {
  page?: number | null;
  limit?: number | null;
  sort?: string | null;
  order?: string | null;
}) {
  return parseInput(PAGE, input);
}
