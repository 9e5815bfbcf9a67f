import { ROUTES } from '@kreda/shared/routes';
import type { BotAnswer } from './api/chat-fragments.ts';

export type Citation = BotAnswer['citations'][number];

/** `m:ss` or `h:mm:ss` of a moment in a video. */
export function formatMoment(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Where the cited passage sits: "str. 3", "1:15", or nothing for a short text. */
export function citationPlace(citation: Pick<Citation, 'page' | 'startSeconds'>): string | null {
  if (citation.page !== null && citation.page !== undefined) return `str. ${citation.page}`;
  if (citation.startSeconds !== null && citation.startSeconds !== undefined)
    return formatMoment(citation.startSeconds);
  return null;
}

/**
 * The material or the note a citation points to, inside the conversation's workspace; a moment of
 * a video opens the video's page with its player at that moment.
 */
export function citationHref(
  slug: string,
  citation: Pick<Citation, 'sourceType' | 'sourceId'> & { startSeconds?: number | null },
): string {
  if (citation.sourceType === 'AI_NOTE') return ROUTES.workspaceNote(slug, citation.sourceId);
  if (citation.startSeconds !== null && citation.startSeconds !== undefined)
    return `${ROUTES.youtube(citation.sourceId)}?t=${Math.floor(citation.startSeconds)}`;
  // A quiz result's page needs its quiz too, which a citation does not carry: the quiz list has it.
  if (citation.sourceType === 'QUIZ_RESULT') return ROUTES.workspaceQuizzes(slug);
  return ROUTES.workspaceMaterial(slug, citation.sourceId);
}

// Code and formulas keep their brackets: `[1]` inside them is not a citation.
const PROTECTED = /(```[\s\S]*?(?:```|$)|`[^`\n]*`|\$\$[\s\S]*?\$\$|\$[^$\n]+\$)/;
const MARKER = /\[(\d{1,2})\](?!\()/g;

/**
 * The answer's Markdown with every `[n]` of a known citation turned into a link to its source
 * (`[\[1\]](/workspace/…)`), so the number in the text leads to the material.
 */
export function linkCitations(content: string, citations: readonly Citation[], slug: string): string {
  if (citations.length === 0) return content;
  const byNumber = new Map(citations.map((c) => [c.number, c]));
  return content
    .split(PROTECTED)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(MARKER, (marker, digits: string) => {
            const citation = byNumber.get(Number(digits));
            return citation ? `[\\[${digits}\\]](${citationHref(slug, citation)})` : marker;
          }),
    )
    .join('');
}
