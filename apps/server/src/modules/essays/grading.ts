import { fileURLToPath } from 'node:url';
import { ESSAY_EXAM_INFO, wordRangeLabel } from '@kreda/shared/essays';
import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { DomainError } from '../../core/domain-error.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import type { CriteriaSet } from './exams.ts';
import { detectLanguage } from './language.ts';
import { quoteFinder } from './quotes.ts';
import { applyExamRules, type GradingFacts } from './rules.ts';
import type { GradedCriterion, GradedQuote, Grading, Improvement } from './tables.ts';

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));

export const QUOTE_KINDS = [
  'JEZYKOWY',
  'ORTOGRAFICZNY',
  'INTERPUNKCYJNY',
  'RZECZOWY',
  'SPOJNOSC',
  'STYL',
  'MOCNA_STRONA',
  'INNY',
] as const;

const quoteSchema = z.object({
  tekst: z.string().max(600),
  rodzaj: z.enum(QUOTE_KINDS),
  komentarz: z.string().max(1000),
  poprawka: z.string().max(600).nullable(),
});

/** What the grader answers (structured output at temperature 0). */
export const gradeSchema = z.object({
  kryteria: z
    .array(
      z.object({
        id: z.string().max(20),
        punkty: z.number(),
        uzasadnienie: z.string().max(3000),
        cytaty: z.array(quoteSchema).max(60),
      }),
    )
    .max(20),
  bladKardynalny: z.string().max(1000).nullable(),
  bledyRzeczowe: z.array(z.object({ tekst: z.string().max(600), wyjasnienie: z.string().max(1000) })).max(30),
  lekturaObowiazkowa: z.boolean(),
  formaPlanu: z.boolean(),
  zakresJezykowy: z.enum(['szeroki', 'zadowalajacy', 'waski']).nullable(),
  podsumowanie: z.string().max(4000),
  poprawki: z
    .array(
      z.object({
        fragment: z.string().max(1000),
        propozycja: z.string().max(2000),
        dlaczego: z.string().max(1000),
      }),
    )
    .max(8),
  suma: z.number().nullable(),
});
export type ModelGrading = z.infer<typeof gradeSchema>;
export const GRADE_SCHEMA_NAME = 'ocena_wypracowania';

export const precheckSchema = z.object({
  wypracowanie: z.boolean(),
  naTemat: z.boolean(),
  jezyk: z.enum(['polski', 'angielski', 'inny']),
  powod: z.string().max(500),
});

/** The order of a grading, as stored on the review. */
export interface GradingOrder {
  temat: string;
  content: string;
  dysleksja: boolean;
}

/**
 * The grader's system prompt for an essay: the exam's criteria and rules from the CKE data, the
 * word count computed here. Pure, so the eval sends exactly what the product sends.
 */
export function gradingPrompt(set: CriteriaSet, order: GradingOrder, words: number): Promise<string> {
  const info = ESSAY_EXAM_INFO[set.exam];
  return loadPrompt(PROMPTS, 'essay-grade', {
    exam: info.label,
    topic: order.temat,
    words,
    range: wordRangeLabel(info),
    dyslexia: order.dysleksja
      ? '\nUczeń ma opinię o dysleksji: błędy ortograficzne i interpunkcyjne wskaż jak zwykle (progi dostosuje Kreda).'
      : '',
    criteria: set.criteria
      .map((c) => `- id „${c.id}”: ${c.name} (0–${c.maxPoints} pkt)\n  ${c.guide.replace(/\n/g, '\n  ')}`)
      .join('\n'),
    rules: set.rules.length ? set.rules.map((r) => `- ${r}`).join('\n') : '- (brak dodatkowych)',
  });
}

/** The user message carrying the essay, marked off as data. */
export const essayMessage = (content: string) => `Praca ucznia do oceny:\n<<<\n${content}\n>>>`;

/** Everything wrong with a grading, in Polish, for the model to correct (empty when valid). */
export function gradingProblems(set: CriteriaSet, grading: ModelGrading): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const item of grading.kryteria) {
    const def = set.criteria.find((c) => c.id === item.id);
    if (!def) problems.push(`Kryterium „${item.id}” nie istnieje w tym egzaminie.`);
    else if (seen.has(item.id)) problems.push(`Kryterium „${item.id}” oceniono dwa razy.`);
    else if (!Number.isInteger(item.punkty) || item.punkty < 0 || item.punkty > def.maxPoints)
      problems.push(
        `Kryterium „${item.id}”: ${item.punkty} pkt, a dozwolone są liczby całkowite 0–${def.maxPoints}.`,
      );
    seen.add(item.id);
  }
  for (const def of set.criteria)
    if (!seen.has(def.id)) problems.push(`Brakuje oceny kryterium „${def.id}” (${def.name}).`);
  return problems;
}

/** The model's quotes found in the essay (with offsets), and the facts the rules need. */
function locate(set: CriteriaSet, content: string, grading: ModelGrading) {
  const find = quoteFinder(content);
  const place = (tekst: string, kind: string, comment: string, correction: string | null): GradedQuote[] => {
    const at = find(tekst);
    return at ? [{ text: content.slice(at.start, at.end), ...at, kind, comment, correction }] : [];
  };
  const quotes = new Map(
    set.criteria.map((def) => [
      def.id,
      (grading.kryteria.find((k) => k.id === def.id)?.cytaty ?? []).flatMap((q) =>
        place(q.tekst, q.rodzaj, q.komentarz, q.poprawka),
      ),
    ]),
  );
  const all = [...quotes.values()].flat();
  const factual = grading.bledyRzeczowe.flatMap((e) => place(e.tekst, 'RZECZOWY', e.wyjasnienie, null));
  // A factual error listed on its own is shown with the literary criterion (or the first one).
  const literaryId = set.criteria.find((c) => /literack/i.test(c.name))?.id ?? set.criteria[0]?.id ?? '';
  const shown = quotes.get(literaryId) ?? [];
  for (const error of factual)
    if (!all.some((q) => q.start === error.start && q.kind === 'RZECZOWY')) shown.push(error);
  const distinct = (kind: string) =>
    new Set(
      [...quotes.values()]
        .flat()
        .filter((q) => q.kind === kind)
        .map((q) => q.start),
    ).size;
  const facts: GradingFacts = {
    cardinalError: grading.bladKardynalny?.trim() || null,
    factualErrors: distinct('RZECZOWY'),
    requiredReading: grading.lekturaObowiazkowa,
    planForm: grading.formaPlanu,
    languageRange: grading.zakresJezykowy,
    errors: {
      language: distinct('JEZYKOWY'),
      spelling: distinct('ORTOGRAFICZNY'),
      punctuation: distinct('INTERPUNKCYJNY'),
    },
  };
  return { quotes, facts };
}

/**
 * The review as stored: each criterion's points after the exam's rules (the model's points are an
 * input, clamped to the criterion's range), quotes that are really in the text, the total computed
 * here. Expects a grading without `gradingProblems`.
 */
export function finishGrading(
  set: CriteriaSet,
  order: GradingOrder,
  words: number,
  grading: ModelGrading,
): { grading: Grading; summary: string; improvements: Improvement[]; notice: string | null } {
  const { quotes, facts } = locate(set, order.content, grading);
  const modelPoints = new Map(grading.kryteria.map((k) => [k.id, k.punkty]));
  const ruled = applyExamRules(set, modelPoints, facts, { words, dysleksja: order.dysleksja });
  const kryteria: GradedCriterion[] = set.criteria.map((def) => {
    const result = ruled.criteria.find((c) => c.id === def.id);
    return {
      id: def.id,
      name: def.name,
      maxPoints: def.maxPoints,
      points: result?.points ?? 0,
      reason: grading.kryteria.find((k) => k.id === def.id)?.uzasadnienie.trim() ?? '',
      rule: result?.rule ?? null,
      cytaty: (quotes.get(def.id) ?? []).sort((a, b) => a.start - b.start),
    };
  });
  const info = ESSAY_EXAM_INFO[set.exam];
  const zasady = [...ruled.zasady];
  if (words < info.minWords || (info.maxWords !== null && words > info.maxWords))
    zasady.push(`Praca ma ${words} wyrazów, a egzamin wymaga: ${wordRangeLabel(info)}.`);
  return {
    grading: {
      egzamin: set.exam,
      nazwa: set.name,
      liczbaPunktow: set.total,
      zdobytePunkty: ruled.total,
      kryteria,
      zasady,
    },
    summary: grading.podsumowanie.trim(),
    improvements: grading.poprawki
      .filter((p) => p.propozycja.trim())
      .map((p) => ({ fragment: p.fragment.trim(), rewrite: p.propozycja.trim(), why: p.dlaczego.trim() })),
    notice: ruled.unconfirmed.length ? ruled.unconfirmed.join(' ') : null,
  };
}

/** "Jak poprawić" as Markdown (`reviewContent`). */
export function improvementsMarkdown(improvements: readonly Improvement[]): string | null {
  if (improvements.length === 0) return null;
  return improvements
    .map((p, i) => `${i + 1}. **${p.fragment}**\n   → ${p.rewrite}\n   _${p.why}_`)
    .join('\n');
}

const LANGUAGE_NAMES = { pl: 'polsku', en: 'angielsku' } as const;

/**
 * The cheap check before grading: the language told by code, then the fast model at temperature 0
 * on whether this is an essay on the topic. A refusal is a Polish reason; nothing is graded.
 */
export async function precheckEssay(
  deps: Pick<Deps, 'services'>,
  input: { userId: string; set: CriteriaSet; order: GradingOrder; signal?: AbortSignal },
): Promise<string | null> {
  const info = ESSAY_EXAM_INFO[input.set.exam];
  const language = detectLanguage(input.order.content);
  if (language !== 'unknown' && language !== info.language)
    return `Praca jest napisana po ${LANGUAGE_NAMES[language]}, a ${info.label.toLocaleLowerCase('pl')} wymaga pracy po ${LANGUAGE_NAMES[info.language]}.`;
  const role = deps.services.ai.has('fast') ? 'fast' : 'main';
  const check = await deps.services.ai.generateObject({
    meta: { userId: input.userId, action: 'ROZPRAWKA_REVIEW' },
    role,
    temperature: 0,
    system: await loadPrompt(PROMPTS, 'essay-precheck', {
      exam: info.label,
      topic: input.order.temat,
      language: info.language === 'pl' ? 'polski' : 'angielski',
    }),
    messages: [{ role: 'user', content: essayMessage(input.order.content) }],
    schema: precheckSchema,
    schemaName: 'sprawdzenie_pracy',
    ...(input.signal ? { signal: input.signal } : {}),
  });
  const expected = info.language === 'pl' ? 'polski' : 'angielski';
  const why = check.powod.trim();
  if (!check.wypracowanie)
    return `To nie wygląda na wypracowanie, które można ocenić według kryteriów egzaminu.${why ? ` ${why}` : ''}`;
  if (!check.naTemat) return `Praca nie dotyczy podanego tematu.${why ? ` ${why}` : ''}`;
  if (check.jezyk !== expected)
    return `Praca nie jest napisana po ${LANGUAGE_NAMES[info.language]}.${why ? ` ${why}` : ''}`;
  return null;
}

export const GRADING_FAILED =
  'AI nie oceniło pracy poprawnie (punkty poza skalą albo brak kryteriów) także za drugim razem. Limit wrócił – spróbuj ponownie za chwilę.';

/**
 * Grades an essay by its exam's criteria at temperature 0: a grading with problems (a missing or
 * repeated criterion, points off the scale) goes back once with the problems named, then fails —
 * never a silent zero. Returns the model's valid grading.
 */
export async function gradeEssay(
  deps: Pick<Deps, 'services' | 'logger'>,
  input: { userId: string; set: CriteriaSet; order: GradingOrder; words: number; signal?: AbortSignal },
): Promise<ModelGrading> {
  const system = await gradingPrompt(input.set, input.order, input.words);
  const messages = [{ role: 'user' as const, content: essayMessage(input.order.content) }];
  const ask = (extra: { role: 'assistant' | 'user'; content: string }[]) =>
    deps.services.ai.generateObject({
      meta: { userId: input.userId, action: 'ROZPRAWKA_REVIEW' },
      temperature: 0,
      system,
      messages: [...messages, ...extra],
      schema: gradeSchema,
      schemaName: GRADE_SCHEMA_NAME,
      ...(input.signal ? { signal: input.signal } : {}),
    });
  const first = await ask([]);
  const problems = gradingProblems(input.set, first);
  if (problems.length === 0) return first;
  deps.logger.info({ problems }, 'essay grading had problems; asking again');
  const second = await ask([
    { role: 'assistant', content: JSON.stringify(first) },
    {
      role: 'user',
      content: `Ta ocena ma błędy:\n${problems.map((p) => `- ${p}`).join('\n')}\nPopraw je i oceń każde kryterium dokładnie raz.`,
    },
  ]);
  if (gradingProblems(input.set, second).length === 0) return second;
  throw new DomainError('AI_FAILED', GRADING_FAILED);
}
