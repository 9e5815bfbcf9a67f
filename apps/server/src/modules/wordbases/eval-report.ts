/** The vocabulary eval's figures (`eval.ts`): their shape, and as plain-text tables for a terminal. */

export interface TranslatedWord {
  word: string;
  /** As kept by the product's checks; "" when it was not kept. */
  translation: string;
  usageExample: string | null;
  /** Whether a kept translation matches an accepted one (or names a keyword); null when not kept. */
  agrees: boolean | null;
  /** Problem kinds of the word (see `problemKind`). */
  problems: string[];
}

export interface TranslationResult {
  id: string;
  /** The set's language code, or "Other" for terms with definitions. */
  set: string;
  words: number;
  kept: number;
  agreed: number;
  examples: number;
  /** kept / words, agreed / kept, examples / words; null when there is nothing to divide by. */
  validityRate: number | null;
  agreementRate: number | null;
  exampleRate: number | null;
  /** Words with a problem of each kind (a word with two kinds counts in both). */
  problems: Record<string, number>;
  items: TranslatedWord[];
  error: string | null;
}

export interface ExtractionResult {
  id: string;
  set: string;
  /** Windows the material was cut into, and words asked of them altogether. */
  windows: number;
  asked: number;
  /** The model's picks, those the checks dropped, and the words left after merging duplicates. */
  picked: number;
  dropped: number;
  kept: number;
  droppedRate: number | null;
  expected: number;
  found: number;
  recall: number | null;
  /** Expected words no kept pick matched (their first spelling). */
  missed: string[];
  error: string | null;
}

export interface ExerciseResult {
  id: string;
  set: string;
  /** Words asked for (one exercise each), exercises the model wrote, those that passed the checks. */
  asked: number;
  returned: number;
  kept: number;
  keptRate: number | null;
  /** Exercises by kind as the model wrote them, and as kept. */
  returnedKinds: Record<string, number>;
  keptKinds: Record<string, number>;
  error: string | null;
}

export interface JudgingResult {
  id: string;
  kind: 'TLUMACZENIE' | 'ZDANIE';
  correct: boolean;
  /** The verdict; null when the model call failed. */
  verdict: boolean | null;
  /** Who decided: code (`checkByCode`) or the model (`judgeFreeAnswer`). */
  by: 'code' | 'model' | null;
  review: string | null;
  error: string | null;
}

export interface WordbaseEvalReport {
  tool: 'wordbases';
  translation: {
    cases: TranslationResult[];
    failed: number;
    words: number;
    kept: number;
    agreed: number;
    examples: number;
    validityRate: number | null;
    agreementRate: number | null;
    exampleRate: number | null;
    problems: Record<string, number>;
  };
  extraction: {
    cases: ExtractionResult[];
    failed: number;
    picked: number;
    dropped: number;
    kept: number;
    droppedRate: number | null;
    expected: number;
    found: number;
    recall: number | null;
  };
  exercises: {
    cases: ExerciseResult[];
    failed: number;
    asked: number;
    returned: number;
    kept: number;
    keptRate: number | null;
    returnedKinds: Record<string, number>;
    keptKinds: Record<string, number>;
  };
  judging: {
    cases: JudgingResult[];
    failed: number;
    decided: number;
    byCode: number;
    agreed: number;
    accuracy: number | null;
    /** Wrong answers judged right, and right answers judged wrong. */
    falseAccepts: number;
    falseRejects: number;
  };
}

const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

/** Rows padded into columns; the columns numbered in `right` (numbers) right-aligned. */
export function table(head: string[], rows: string[][], right: readonly number[] = []): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (right.includes(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const countList = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');

function translationSection({ translation: t }: WordbaseEvalReport): string[] {
  if (t.cases.length === 0) return [];
  const rows = t.cases.map((c) => [
    c.id,
    c.set,
    String(c.words),
    c.error ? '—' : String(c.kept),
    percent(c.validityRate),
    percent(c.agreementRate),
    percent(c.exampleRate),
    c.error ? `FAILED ${c.error}` : countList(c.problems) || 'none',
  ]);
  rows.push([
    'total',
    '',
    String(t.words),
    String(t.kept),
    percent(t.validityRate),
    percent(t.agreementRate),
    percent(t.exampleRate),
    '',
  ]);
  const disagreements = t.cases.flatMap((c) =>
    c.items.filter((w) => w.agrees === false).map((w) => `  ${c.id}: ${w.word} → ${w.translation}`),
  );
  return [
    `Translation — ${t.cases.length} case(s)${t.failed ? `, ${t.failed} failed` : ''}`,
    table(
      ['case', 'set', 'words', 'kept', 'validity', 'agreement', 'examples', 'problems (words)'],
      rows,
      [2, 3, 4, 5, 6],
    ),
    `Kept ${t.kept}/${t.words} · agree with a reference ${t.agreed}/${t.kept} · with an example ${t.examples}/${t.words} · problems: ${countList(t.problems) || 'none'}`,
    ...(disagreements.length ? ['Kept translations no reference accepts:', ...disagreements] : []),
    '',
  ];
}

function extractionSection({ extraction: e }: WordbaseEvalReport): string[] {
  if (e.cases.length === 0) return [];
  const rows = e.cases.map((c) => [
    c.id,
    c.set,
    String(c.asked),
    c.error ? '—' : String(c.picked),
    c.error ? '—' : String(c.dropped),
    c.error ? '—' : String(c.kept),
    percent(c.recall),
    c.error ? `FAILED ${c.error}` : c.missed.join(', ') || 'none',
  ]);
  rows.push(['total', '', '', String(e.picked), String(e.dropped), String(e.kept), percent(e.recall), '']);
  return [
    `Extraction — ${e.cases.length} case(s)${e.failed ? `, ${e.failed} failed` : ''}`,
    table(
      ['case', 'set', 'asked', 'picked', 'dropped', 'kept', 'recall', 'expected words missed'],
      rows,
      [2, 3, 4, 5, 6],
    ),
    `Picks dropped by the checks: ${e.dropped}/${e.picked} (${percent(e.droppedRate)}) · expected words found: ${e.found}/${e.expected} (${percent(e.recall)})`,
    '',
  ];
}

function exercisesSection({ exercises: x }: WordbaseEvalReport): string[] {
  if (x.cases.length === 0) return [];
  const rows = x.cases.map((c) => [
    c.id,
    c.set,
    String(c.asked),
    c.error ? '—' : String(c.returned),
    c.error ? '—' : String(c.kept),
    percent(c.keptRate),
    c.error ? `FAILED ${c.error}` : countList(c.keptKinds) || 'none',
  ]);
  rows.push(['total', '', String(x.asked), String(x.returned), String(x.kept), percent(x.keptRate), '']);
  const byKind = Object.entries(x.returnedKinds)
    .map(([kind, n]) => `${kind} ${x.keptKinds[kind] ?? 0}/${n}`)
    .join(', ');
  return [
    `Exercises — ${x.cases.length} case(s)${x.failed ? `, ${x.failed} failed` : ''}`,
    table(['case', 'set', 'asked', 'returned', 'kept', 'passed', 'kinds kept'], rows, [2, 3, 4, 5]),
    `Passed the checks: ${x.kept}/${x.asked} (${percent(x.keptRate)}) · kept/written by kind: ${byKind || 'none'}`,
    '',
  ];
}

const yesNo = (value: boolean | null) => (value === null ? '—' : value ? 'right' : 'wrong');

function judgingSection({ judging: j }: WordbaseEvalReport): string[] {
  if (j.cases.length === 0) return [];
  const rows = j.cases.map((c) => [
    c.id,
    c.kind,
    yesNo(c.correct),
    yesNo(c.verdict),
    c.by ?? '—',
    c.error ? `FAILED ${c.error}` : c.verdict === c.correct ? 'yes' : 'NO',
  ]);
  return [
    `Judging — ${j.cases.length} case(s)${j.failed ? `, ${j.failed} failed` : ''}`,
    table(['case', 'kind', 'teacher', 'checker', 'by', 'agrees'], rows),
    `Accuracy: ${j.agreed}/${j.decided} (${percent(j.accuracy)}) · false accepts: ${j.falseAccepts} · false rejects: ${j.falseRejects} · decided by code: ${j.byCode}`,
    '',
  ];
}

/** The whole report: one section per part that had cases. */
export function formatWordbaseReport(report: WordbaseEvalReport): string {
  return [
    ...translationSection(report),
    ...extractionSection(report),
    ...exercisesSection(report),
    ...judgingSection(report),
  ]
    .join('\n')
    .trimEnd();
}
