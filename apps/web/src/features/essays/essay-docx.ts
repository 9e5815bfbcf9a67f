// Loaded only when the pupil asks for a DOCX: `docx` is a large library and gets its own chunk.
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { RozprawkaType } from '../../gql/graphql.ts';
import { saveBlob } from '../../lib/download.ts';
import { textLines } from './essay-text.ts';

export interface DocxPart {
  title: string;
  text: string;
  /** HELPER mode: what to write in the part, before the pupil's own text. */
  guidance?: string | null | undefined;
}

/** Paragraphs of prose: each line of the text, justified, its first line indented (1 cm). */
function proseOf(text: string): Paragraph[] {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map(
      (line) =>
        new Paragraph({
          text: line,
          alignment: AlignmentType.JUSTIFIED,
          spacing: { after: 160, line: 360 },
          indent: { firstLine: 567 },
        }),
    );
}

/** A plan or guidance: its bold headings, bullets and lines. */
function linesOf(text: string): Paragraph[] {
  return textLines(text).map((line) =>
    line.kind === 'item'
      ? new Paragraph({ text: line.text, bullet: { level: 0 } })
      : new Paragraph({ children: [new TextRun({ text: line.text, bold: line.kind === 'heading' })] }),
  );
}

/**
 * The essay as a Word document: the topic as its title, then the parts. A full essay reads as one
 * text (indented paragraphs, as handed in); a plan, or guidance with the pupil's own text, keeps
 * each part's title.
 */
export async function downloadEssayDocx(
  essay: { temat: string; type: RozprawkaType; przedmiot: string },
  parts: readonly DocxPart[],
  fileName: string,
): Promise<void> {
  const language = essay.przedmiot === 'english' ? 'en-GB' : 'pl-PL';
  const asText = essay.type === 'FULL' || essay.type === 'FROM_REVEW';
  const body = parts.flatMap((part) => [
    ...(asText ? [] : [new Paragraph({ text: part.title, heading: HeadingLevel.HEADING_2 })]),
    ...(part.guidance ? linesOf(part.guidance) : []),
    ...(asText ? proseOf(part.text) : linesOf(part.text)),
  ]);
  const document = new Document({
    creator: 'Kreda',
    title: essay.temat,
    // Word checks the spelling of the text as Polish (or English for the English exams).
    styles: { default: { document: { run: { language: { value: language } } } } },
    sections: [
      { children: [new Paragraph({ text: essay.temat, heading: HeadingLevel.HEADING_1 }), ...body] },
    ],
  });
  saveBlob(await Packer.toBlob(document), fileName);
}
