import { type TextLine, textLines } from './essay-text.ts';

type Block = { kind: 'list'; items: string[] } | { kind: 'heading' | 'text'; text: string };

function blocksOf(lines: readonly TextLine[]): Block[] {
  const blocks: Block[] = [];
  for (const line of lines) {
    const last = blocks.at(-1);
    if (line.kind === 'item') {
      if (last?.kind === 'list') last.items.push(line.text);
      else blocks.push({ kind: 'list', items: [line.text] });
    } else blocks.push({ kind: line.kind, text: line.text });
  }
  return blocks;
}

/** A plan (STRUCTURE) or guidance (HELPER): a bold heading, bullet lists and lines of text. */
export function PlanText({ text }: { text: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5 break-words text-board-950">
      {blocksOf(textLines(text)).map((block, index) =>
        block.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a static text never reorder.
          <ul key={index} className="ml-5 list-disc space-y-1">
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of a static text never reorder.
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a static text never reorder.
          <p key={index} className={block.kind === 'heading' ? 'font-semibold' : undefined}>
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}

/** A segment's text as it reads: a plan's lines and bullets, or paragraphs of prose. */
export function SegmentText({ text, plan }: { text: string; plan: boolean }) {
  if (plan) return <PlanText text={text} />;
  return <p className="break-words whitespace-pre-wrap text-board-950">{text}</p>;
}
