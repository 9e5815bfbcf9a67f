import { fileURLToPath } from 'node:url';
import type { EssayLanguageLevel, SegmentType } from '@kreda/shared/enums';
import { ESSAY_EXAM_INFO, type EssayExam } from '@kreda/shared/essays';
import { z } from 'zod';
import { loadPrompt } from '../../platform/ai/prompts.ts';

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));

/** The plan the writer makes first (stored on the essay, so a restart resumes from it). */
export const planSchema = z.object({
  wstep: z.string().max(600),
  teza: z.string().max(800),
  argumenty: z
    .array(
      z.object({
        naglowek: z.string().max(400),
        punkty: z.array(z.string().max(400)).max(6),
        lekturaId: z.string().max(160).nullable(),
        sceny: z.array(z.string().max(400)).max(5),
        kontekst: z.object({ rodzaj: z.string().max(80), opis: z.string().max(600) }),
      }),
    )
    .max(8),
  zakonczenie: z.string().max(800),
});
export type EssayPlan = z.infer<typeof planSchema>;
export const PLAN_SCHEMA_NAME = 'plan_wypracowania';

/** A set reading as the writer offers it to the model. */
export interface OfferedReading {
  id: string;
  title: string;
  author: string;
  /** On the exam's list of required readings. */
  required: boolean;
}

export interface PlanOrder {
  exam: EssayExam;
  temat: string;
  liczbaArgumentow: number;
  poziomJezyka: EssayLanguageLevel;
  polecenie: string | null;
}

export const LEVEL_WORDS: Record<EssayLanguageLevel, string> = {
  PROSTSZY: 'prostszy – jasne, krótsze zdania i codzienne słownictwo, ale bezbłędnie',
  STANDARDOWY: 'standardowy – jak w dobrej pracy egzaminacyjnej',
  ZAAWANSOWANY: 'zaawansowany – bogate słownictwo, złożona składnia, erudycyjne nawiązania',
};

/** The essay's parts in order: the introduction, each argument (with its context in Polish), the end. */
export function segmentLayout(
  exam: EssayExam,
  argumentCount: number,
): { type: SegmentType; argument: number | null }[] {
  const polish = ESSAY_EXAM_INFO[exam].language === 'pl';
  const parts: { type: SegmentType; argument: number | null }[] = [{ type: 'WSTEP', argument: null }];
  for (let i = 0; i < argumentCount; i++) {
    parts.push({ type: 'ARGUMENT', argument: i });
    if (polish) parts.push({ type: 'KONTEKST', argument: i });
  }
  parts.push({ type: 'ZAKONCZENIE', argument: null });
  return parts;
}

/** Words the whole essay aims at: comfortably above a minimum, in the middle of a range. */
export function targetWords(exam: EssayExam): number {
  const { minWords, maxWords } = ESSAY_EXAM_INFO[exam];
  return maxWords ? Math.round((minWords + maxWords) / 2) : Math.round(minWords * 1.4);
}

/** Words one part aims at, so that the parts add up to `targetWords`. */
export function partWords(exam: EssayExam, type: SegmentType, argumentCount: number): number {
  const total = targetWords(exam);
  const polish = ESSAY_EXAM_INFO[exam].language === 'pl';
  const body = total * 0.73;
  const perArgument = body / argumentCount;
  const share: Record<SegmentType, number> = {
    WSTEP: total * 0.15,
    ZAKONCZENIE: total * 0.12,
    ARGUMENT: polish ? perArgument * 0.7 : perArgument,
    KONTEKST: perArgument * 0.3,
  };
  return Math.max(15, Math.round(share[type]));
}

function readingsBlock(readings: readonly OfferedReading[], chosen: boolean): string {
  if (readings.length === 0) return '';
  const lines = readings.map(
    (r) =>
      `- id „${r.id}”: „${r.title}” – ${r.author}${r.required ? ' (lektura obowiązkowa na egzaminie)' : ''}`,
  );
  return chosen
    ? `Lektury wybrane przez ucznia (użyj ich w argumentach):\n${lines.join('\n')}`
    : `Uczeń nie wybrał lektur – wybierz z tej listy lektur obowiązkowych te, które najlepiej pasują do tematu:\n${lines.join('\n')}`;
}

/** The planner's system prompt. Pure, so the eval sends exactly what the product sends. */
export function planPrompt(
  order: PlanOrder,
  readings: { offered: readonly OfferedReading[]; chosen: boolean },
  source: string,
): Promise<string> {
  const info = ESSAY_EXAM_INFO[order.exam];
  const polish = info.language === 'pl';
  return loadPrompt(PROMPTS, 'essay-plan', {
    subjectName: polish ? 'polskiego' : 'angielskiego',
    exam: info.label,
    topic: order.temat,
    form: polish
      ? 'rozprawka (wypowiedź argumentacyjna)'
      : 'zgodna z poleceniem (np. rozprawka, artykuł, list formalny, e-mail albo wpis na blogu), tekst po angielsku',
    count: order.liczbaArgumentow,
    level: LEVEL_WORDS[order.poziomJezyka],
    readings: polish ? readingsBlock(readings.offered, readings.chosen) : '',
    extra: order.polecenie ? `Wskazówki ucznia: ${order.polecenie}\n` : '',
    source: source ? `\n${source}\n` : '',
    englishNote: polish
      ? ''
      : '\n- To praca po angielsku: `lekturaId` zawsze null, a `kontekst` opisuje przykład lub uzasadnienie z życia, nauki albo kultury. Plan pisz po polsku.',
  });
}

/** What is wrong with a plan, in Polish (empty when it can be written from). */
export function planProblems(
  plan: EssayPlan,
  order: PlanOrder,
  readings: readonly OfferedReading[],
): string[] {
  const problems: string[] = [];
  if (!plan.teza.trim()) problems.push('Brakuje tezy.');
  if (plan.argumenty.length < order.liczbaArgumentow)
    problems.push(`Plan ma ${plan.argumenty.length} argumentów, a potrzeba ${order.liczbaArgumentow}.`);
  const polish = ESSAY_EXAM_INFO[order.exam].language === 'pl';
  if (!polish) return problems;
  const ids = new Set(readings.map((r) => r.id));
  plan.argumenty.slice(0, order.liczbaArgumentow).forEach((argument, i) => {
    if (argument.lekturaId !== null && !ids.has(argument.lekturaId))
      problems.push(`Argument ${i + 1}: „${argument.lekturaId}” nie jest id utworu z listy.`);
  });
  const required = readings.filter((r) => r.required).map((r) => r.id);
  const usesRequired = plan.argumenty.some((a) => a.lekturaId !== null && required.includes(a.lekturaId));
  if (required.length > 0 && !usesRequired)
    problems.push('Żaden argument nie opiera się na lekturze obowiązkowej z listy – jeden musi.');
  if (plan.argumenty.slice(0, order.liczbaArgumentow).every((a) => a.lekturaId === null))
    problems.push('Argumenty muszą odwoływać się do utworów z listy.');
  return problems;
}

/** The plan cut to the ordered number of arguments; readings outside the list are dropped. */
export function normalisePlan(
  plan: EssayPlan,
  order: PlanOrder,
  readings: readonly OfferedReading[],
): EssayPlan {
  const ids = new Set(readings.map((r) => r.id));
  const polish = ESSAY_EXAM_INFO[order.exam].language === 'pl';
  return {
    ...plan,
    argumenty: plan.argumenty.slice(0, order.liczbaArgumentow).map((a) => ({
      ...a,
      lekturaId: polish && a.lekturaId !== null && ids.has(a.lekturaId) ? a.lekturaId : null,
    })),
  };
}

const bullets = (items: readonly string[]) => items.filter((i) => i.trim()).map((i) => `- ${i.trim()}`);

/** The plan of one part as Markdown (STRUCTURE mode's content; the writer's brief for a part). */
export function partPlanText(
  plan: EssayPlan,
  part: { type: SegmentType; argument: number | null },
  readingName: (id: string | null) => string | null,
): string {
  const argument = part.argument !== null ? plan.argumenty[part.argument] : undefined;
  if (part.type === 'WSTEP') return [`- Zacznij od: ${plan.wstep}`, `- Teza: ${plan.teza}`].join('\n');
  if (part.type === 'ZAKONCZENIE')
    return [`- ${plan.zakonczenie}`, `- Potwierdź tezę: ${plan.teza}`].join('\n');
  if (!argument) return '';
  if (part.type === 'KONTEKST') return `- Kontekst ${argument.kontekst.rodzaj}: ${argument.kontekst.opis}`;
  const reading = readingName(argument.lekturaId);
  return [
    `**${argument.naglowek}**`,
    ...bullets(argument.punkty),
    ...(reading ? [`- Utwór: ${reading}`] : []),
    ...bullets(argument.sceny.map((s) => `Scena lub wątek: ${s}`)),
  ].join('\n');
}

/** The plan as the writer's prompts show it. */
export function planText(plan: EssayPlan, readingName: (id: string | null) => string | null): string {
  return [
    `Teza: ${plan.teza}`,
    ...plan.argumenty.map((a, i) => {
      const reading = readingName(a.lekturaId);
      return `Argument ${i + 1}: ${a.naglowek}${reading ? ` (${reading})` : ''}; kontekst ${a.kontekst.rodzaj}: ${a.kontekst.opis}`;
    }),
    `Zakończenie: ${plan.zakonczenie}`,
  ].join('\n');
}
