import { fileURLToPath } from 'node:url';
import type { SegmentType } from '@kreda/shared/enums';
import { countWords, ESSAY_EXAM_INFO, type EssayExam } from '@kreda/shared/essays';
import { SEGMENT_TYPE_LABELS } from '@kreda/shared/labels';
import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { DomainError } from '../../core/domain-error.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import type { AuthorError } from './lektury-check.ts';
import {
  type EssayPlan,
  LEVEL_WORDS,
  type OfferedReading,
  partPlanText,
  partWords,
  planText,
} from './plan.ts';
import { quoteFinder } from './quotes.ts';
import type { RozprawkaRow, SegmentNote } from './tables.ts';

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));

/** A written part and the claims about set readings it makes (structured output). */
export const partSchema = z.object({
  tekst: z.string().max(8000),
  twierdzenia: z
    .array(
      z.object({
        fragment: z.string().max(600),
        lekturaId: z.string().max(160).nullable(),
        pewnosc: z.enum(['pewne', 'niepewne']),
      }),
    )
    .max(20),
});
export type WrittenPart = z.infer<typeof partSchema>;

export const FACT_ERROR =
  'AI dwa razy napisało nieprawdę o autorze lektury i nie udało się tego poprawić. Limit wrócił – spróbuj ponownie albo wybierz inne lektury.';

/** Everything the writer needs about one essay. */
export interface EssayContext {
  essay: Pick<RozprawkaRow, 'id' | 'userId' | 'temat' | 'poziomJezyka' | 'liczbaArgumentow'>;
  exam: EssayExam;
  plan: EssayPlan;
  readings: readonly OfferedReading[];
  checkAuthors(text: string): AuthorError[];
  /** FROM_REVEW: the graded essay and its review, for the prompts. */
  source: string;
}

export interface Part {
  type: SegmentType;
  argument: number | null;
}

export function readingNameOf(readings: readonly OfferedReading[]) {
  return (id: string | null) => {
    const reading = id ? readings.find((r) => r.id === id) : undefined;
    return reading ? `„${reading.title}” – ${reading.author}` : null;
  };
}

export function partLabel(part: Part): string {
  const label = SEGMENT_TYPE_LABELS[part.type].toLocaleLowerCase('pl');
  return part.argument !== null ? `${label} ${part.argument + 1}` : label;
}

const languageOf = (exam: EssayExam) => (ESSAY_EXAM_INFO[exam].language === 'pl' ? 'polski' : 'angielski');

/** The part's flags for the pupil: each claim about a reading, to check in the text. */
function claimNotes(ctx: EssayContext, written: WrittenPart, partReading: string | null): SegmentNote[] {
  const find = quoteFinder(written.tekst);
  const notes: SegmentNote[] = [];
  for (const claim of written.twierdzenia) {
    const at = find(claim.fragment);
    if (!at) continue;
    const quote = written.tekst.slice(at.start, at.end);
    const lekturaId = ctx.readings.some((r) => r.id === claim.lekturaId) ? claim.lekturaId : partReading;
    const reading = readingNameOf(ctx.readings)(lekturaId);
    notes.push({
      kind: 'SPRAWDZ_W_LEKTURZE',
      message: `Sprawdź w lekturze${reading ? ` ${reading}` : ''}: „${quote}”. Kreda nie ma jeszcze tekstu lektury, więc nie mogła tego potwierdzić.`,
      quote,
      lekturaId,
    });
  }
  return notes;
}

/** Problems of a written part the model must fix (a wrong author, an uncertain claim, no text). */
function partProblems(ctx: EssayContext, written: WrittenPart, want: number): string[] {
  const problems = ctx.checkAuthors(written.tekst).map((e) => e.message);
  const find = quoteFinder(written.tekst);
  for (const claim of written.twierdzenia)
    if (claim.pewnosc === 'niepewne' && find(claim.fragment))
      problems.push(`Niepewne twierdzenie „${claim.fragment}” – usuń je albo napisz ogólniej.`);
  const words = countWords(written.tekst);
  if (words < want * 0.4) problems.push(`Tekst ma ${words} wyrazów, a powinien mieć około ${want}.`);
  return problems;
}

/**
 * Asks for a part and checks it: a wrong author of a listed reading or an uncertain claim goes back
 * once with the problems named. A wrong author that survives that fails the essay — the writer
 * never hands in a factual error it knows of. Remaining claims are flagged "sprawdź w lekturze".
 */
async function checkedPart(
  deps: Pick<Deps, 'services'>,
  ctx: EssayContext,
  request: {
    system: string;
    user: string;
    want: number;
    reading: string | null;
    /** The action the calls are recorded under (default ROZPRAWKA). */
    action?: string;
    signal?: AbortSignal;
  },
): Promise<{ content: string; uwagi: SegmentNote[] }> {
  const ask = (extra: { role: 'assistant' | 'user'; content: string }[]) =>
    deps.services.ai.generateObject({
      meta: { userId: ctx.essay.userId, action: request.action ?? 'ROZPRAWKA' },
      system: request.system,
      messages: [{ role: 'user', content: request.user }, ...extra],
      schema: partSchema,
      schemaName: 'czesc_wypracowania',
      ...(request.signal ? { signal: request.signal } : {}),
    });
  let written = await ask([]);
  const problems = partProblems(ctx, written, request.want);
  if (problems.length > 0) {
    written = await ask([
      { role: 'assistant', content: JSON.stringify(written) },
      {
        role: 'user',
        content: `Popraw ten tekst:\n${problems.map((p) => `- ${p}`).join('\n')}\nOdpowiedz całą poprawioną częścią.`,
      },
    ]);
    if (ctx.checkAuthors(written.tekst).length > 0) throw new DomainError('AI_FAILED', FACT_ERROR);
  }
  const content = written.tekst.trim();
  if (!content) throw new DomainError('AI_FAILED', 'AI nie napisało tej części. Spróbuj ponownie za chwilę.');
  return { content, uwagi: claimNotes(ctx, written, request.reading) };
}

/** Writes one part of a FULL (or FROM_REVEW) essay, given the parts written before it. */
export async function writePart(
  deps: Pick<Deps, 'services'>,
  ctx: EssayContext,
  part: Part,
  written: readonly { type: SegmentType; content: string }[],
  signal?: AbortSignal,
) {
  const readingName = readingNameOf(ctx.readings);
  const lekturaId = part.argument !== null ? (ctx.plan.argumenty[part.argument]?.lekturaId ?? null) : null;
  const want = partWords(ctx.exam, part.type, ctx.essay.liczbaArgumentow);
  const system = await loadPrompt(PROMPTS, 'essay-segment', {
    exam: ESSAY_EXAM_INFO[ctx.exam].label,
    language: languageOf(ctx.exam),
    level: LEVEL_WORDS[ctx.essay.poziomJezyka],
    topic: ctx.essay.temat,
    plan: planText(ctx.plan, readingName),
    source: ctx.source ? `\n${ctx.source}\n` : '',
    written: written.length
      ? written.map((w) => `[${SEGMENT_TYPE_LABELS[w.type]}] ${w.content}`).join('\n\n')
      : '(jeszcze nic)',
    part: partLabel(part),
    partPlan: partPlanText(ctx.plan, part, readingName),
    words: want,
  });
  const result = await checkedPart(deps, ctx, {
    system,
    user: `Napisz: ${partLabel(part)}.`,
    want,
    reading: lekturaId,
    ...(signal ? { signal } : {}),
  });
  return { ...result, lekturaId };
}

/** A new version of a part: the pupil's instruction or a text action, checked like a written part. */
export async function rewritePart(
  deps: Pick<Deps, 'services'>,
  ctx: EssayContext,
  part: Part & { content: string; lekturaId: string | null },
  instruction: string,
  meta: { action: string },
) {
  const readingName = readingNameOf(ctx.readings);
  const system = await loadPrompt(PROMPTS, 'essay-rewrite', {
    exam: ESSAY_EXAM_INFO[ctx.exam].label,
    topic: ctx.essay.temat,
    language: languageOf(ctx.exam),
    level: LEVEL_WORDS[ctx.essay.poziomJezyka],
    part: partLabel(part),
    partPlan: partPlanText(ctx.plan, part, readingName) || '(brak planu)',
    instruction,
  });
  return checkedPart(deps, ctx, {
    system,
    user: `Obecna treść części:\n<<<\n${part.content || '(pusta)'}\n>>>`,
    want: Math.max(countWords(part.content), 20),
    reading: part.lekturaId,
    action: meta.action,
  });
}

const helperSchema = z.object({
  czesci: z
    .array(z.object({ wskazowki: z.string().max(2000), zwroty: z.array(z.string().max(300)).max(8) }))
    .max(20),
});

/** HELPER mode: guidance and phrases for every part at once (no finished prose). */
export async function writeHelpers(
  deps: Pick<Deps, 'services'>,
  ctx: EssayContext,
  parts: readonly Part[],
  signal?: AbortSignal,
): Promise<string[]> {
  const readingName = readingNameOf(ctx.readings);
  const system = await loadPrompt(PROMPTS, 'essay-helper', {
    exam: ESSAY_EXAM_INFO[ctx.exam].label,
    topic: ctx.essay.temat,
    plan: planText(ctx.plan, readingName),
    count: parts.length,
    language: languageOf(ctx.exam),
    parts: parts
      .map((p, i) => `${i + 1}. ${partLabel(p)}: ${partPlanText(ctx.plan, p, readingName)}`)
      .join('\n'),
  });
  const ask = (extra: { role: 'assistant' | 'user'; content: string }[]) =>
    deps.services.ai.generateObject({
      meta: { userId: ctx.essay.userId, action: 'ROZPRAWKA' },
      system,
      messages: [{ role: 'user', content: `Napisz wskazówki do ${parts.length} części.` }, ...extra],
      schema: helperSchema,
      schemaName: 'wskazowki',
      ...(signal ? { signal } : {}),
    });
  let answer = await ask([]);
  if (answer.czesci.length < parts.length)
    answer = await ask([
      { role: 'assistant', content: JSON.stringify(answer) },
      {
        role: 'user',
        content: `Potrzeba wskazówek do wszystkich ${parts.length} części, w tej samej kolejności.`,
      },
    ]);
  if (answer.czesci.length < parts.length)
    throw new DomainError(
      'AI_FAILED',
      'AI nie przygotowało wskazówek do wszystkich części. Spróbuj ponownie.',
    );
  return parts.map((_, i) => {
    const part = answer.czesci[i] as (typeof answer.czesci)[number];
    const phrases = part.zwroty.filter((z) => z.trim());
    return [
      part.wskazowki.trim(),
      phrases.length ? `Przydatne zwroty:\n${phrases.map((p) => `- ${p.trim()}`).join('\n')}` : '',
    ]
      .filter(Boolean)
      .join('\n\n');
  });
}

const topicSchema = z.object({
  czesci: z.array(z.object({ nr: z.number(), naTemat: z.boolean(), uwaga: z.string().max(500) })).max(20),
});

/**
 * The drift check: the fast model at temperature 0 says which parts leave the topic; those get an
 * ODBIEGA_OD_TEMATU note. Returns the notes by part number (1-based).
 */
export async function topicNotes(
  deps: Pick<Deps, 'services'>,
  ctx: EssayContext,
  parts: readonly { order: number; type: SegmentType; content: string }[],
  signal?: AbortSignal,
): Promise<Map<number, SegmentNote>> {
  const answer = await deps.services.ai.generateObject({
    meta: { userId: ctx.essay.userId, action: 'ROZPRAWKA' },
    role: deps.services.ai.has('fast') ? 'fast' : 'main',
    temperature: 0,
    system: await loadPrompt(PROMPTS, 'essay-topic-check', { topic: ctx.essay.temat, thesis: ctx.plan.teza }),
    messages: [
      {
        role: 'user',
        content: parts
          .map((p) => `Część ${p.order} (${SEGMENT_TYPE_LABELS[p.type]}):\n${p.content}`)
          .join('\n\n'),
      },
    ],
    schema: topicSchema,
    schemaName: 'zgodnosc_z_tematem',
    ...(signal ? { signal } : {}),
  });
  const notes = new Map<number, SegmentNote>();
  for (const item of answer.czesci) {
    if (item.naTemat || !parts.some((p) => p.order === item.nr)) continue;
    notes.set(item.nr, {
      kind: 'ODBIEGA_OD_TEMATU',
      message: `Ta część odbiega od tematu${item.uwaga.trim() ? `: ${item.uwaga.trim()}` : '.'}`,
      quote: null,
      lekturaId: null,
    });
  }
  return notes;
}

/** "Wyjaśnij": why a part works and what the examiner looks for (plain Polish text). */
export async function explainPart(
  deps: Pick<Deps, 'services'>,
  ctx: Pick<EssayContext, 'essay' | 'exam'>,
  part: Part & { content: string; helperContent: string | null },
) {
  const result = await deps.services.ai.generateText({
    meta: { userId: ctx.essay.userId, action: 'ROZPRAWKA_EXPLANATION' },
    system: await loadPrompt(PROMPTS, 'essay-explain', {
      exam: ESSAY_EXAM_INFO[ctx.exam].label,
      topic: ctx.essay.temat,
      part: partLabel(part),
    }),
    messages: [
      {
        role: 'user',
        content: `Część pracy:\n<<<\n${part.content || part.helperContent || '(pusta)'}\n>>>`,
      },
    ],
  });
  const text = result.text.trim();
  if (!text) throw new DomainError('AI_FAILED');
  return text;
}
