import { countWords } from '@kreda/shared/essays';
import type { RozprawkaType } from '../../gql/graphql.ts';
import type { Essay, EssaySegment } from './api/essay-fragments.ts';

type SegmentLike = Pick<EssaySegment, 'id' | 'type'>;

/** "Wstęp", "Argument 2", "Kontekst do argumentu 2", "Zakończenie" for each segment, in order. */
export function segmentTitles(segments: readonly SegmentLike[]): Map<string, string> {
  const titles = new Map<string, string>();
  let argument = 0;
  for (const segment of segments) {
    if (segment.type === 'ARGUMENT') argument += 1;
    titles.set(
      segment.id,
      segment.type === 'WSTEP'
        ? 'Wstęp'
        : segment.type === 'ZAKONCZENIE'
          ? 'Zakończenie'
          : segment.type === 'ARGUMENT'
            ? `Argument ${argument}`
            : argument > 0
              ? `Kontekst do argumentu ${argument}`
              : 'Kontekst',
    );
  }
  return titles;
}

/** Polish essays give each argument a context; English ones have none. */
const withContexts = (przedmiot: string) => przedmiot === 'polish';

/**
 * Segments a finished essay has: the introduction, each argument (with its context in a Polish
 * essay), the ending.
 */
export function expectedSegments(essay: Pick<Essay, 'liczbaArgumentow' | 'przedmiot'>): number {
  return 2 + essay.liczbaArgumentow * (withContexts(essay.przedmiot) ? 2 : 1);
}

const VERBS: Record<RozprawkaType, string> = {
  FULL: 'Piszę',
  FROM_REVEW: 'Piszę',
  STRUCTURE: 'Układam plan –',
  HELPER: 'Przygotowuję wskazówki –',
};

/** What is being written now, judged by the last segment that arrived: "Piszę argument 2 z 3…". */
export function writingNow(
  essay: Pick<Essay, 'type' | 'liczbaArgumentow' | 'przedmiot' | 'segments'>,
): string {
  const { segments, liczbaArgumentow } = essay;
  const last = segments.at(-1);
  const argumentsDone = segments.filter((segment) => segment.type === 'ARGUMENT').length;
  if (last?.type === 'ZAKONCZENIE') return 'Kończę – wszystkie części są gotowe…';
  let part: string;
  if (!last) part = 'wstęp';
  else if (last.type === 'ARGUMENT' && withContexts(essay.przedmiot))
    part = `kontekst do argumentu ${argumentsDone}`;
  else if (argumentsDone < liczbaArgumentow) part = `argument ${argumentsDone + 1} z ${liczbaArgumentow}`;
  else part = 'zakończenie';
  return `${VERBS[essay.type]} ${part}…`;
}

export interface TextLine {
  /** "heading": a line in bold (`**…**`), "item": a bullet (`- …`), "text": anything else. */
  kind: 'heading' | 'item' | 'text';
  text: string;
}

/**
 * The lines of a plan or of guidance, which the server writes with a few Markdown marks (a bold
 * heading, "- " bullets): read into kinds of line, the marks removed.
 */
export function textLines(text: string): TextLine[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line): TextLine => {
      const heading = /^\*\*(.+)\*\*$/.exec(line);
      if (heading) return { kind: 'heading', text: unmark(heading[1] ?? '') };
      const item = /^[-*•]\s+(.*)$/.exec(line);
      if (item) return { kind: 'item', text: unmark(item[1] ?? '') };
      return { kind: 'text', text: unmark(line) };
    });
}

const unmark = (line: string) => line.replace(/\*\*(.+?)\*\*/g, '$1');

/** A plan or guidance as plain text: bullets as dashes, no Markdown marks. */
export function plainLines(text: string): string {
  return textLines(text)
    .map((line) => (line.kind === 'item' ? `– ${line.text}` : line.text))
    .join('\n');
}

/** The text a segment shows now: the pupil's unsaved edit, else its saved content. */
export function shownText(
  segment: Pick<EssaySegment, 'id' | 'content'>,
  drafts: Readonly<Record<string, string>>,
) {
  return drafts[segment.id] ?? segment.content;
}

/** Words of every segment as shown, counted the way the exam counts them. */
export function essayWords(
  segments: readonly EssaySegment[],
  drafts: Readonly<Record<string, string>>,
): number {
  return segments.reduce((sum, segment) => sum + countWords(shownText(segment, drafts)), 0);
}

/** The essay as plain text: its paragraphs (the segments as shown) separated by blank lines. */
export function essayPlainText(
  essay: Pick<Essay, 'type' | 'segments'>,
  drafts: Readonly<Record<string, string>>,
) {
  const plan = essay.type === 'STRUCTURE';
  return essay.segments
    .map((segment) => shownText(segment, drafts).trim())
    .map((text) => (plan ? plainLines(text) : text))
    .filter(Boolean)
    .join('\n\n');
}

/** A file name from the topic: "rozprawka-czy-warto-poswiecic-sie.docx". */
export function essayFileName(temat: string): string {
  const slug = temat
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `rozprawka${slug ? `-${slug}` : ''}.docx`;
}
