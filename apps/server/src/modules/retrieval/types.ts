/**
 * What a passage can come from: the spec's source union plus what materials need (YouTube), and a
 * chapter of the public library (owned by the public owner, see library/indexing.ts), a tutor's
 * topic (tutors/topic-source.ts).
 */
export const SOURCE_KINDS = [
  'USER_DOC',
  'AI_NOTE',
  'YOUTUBE',
  'CONVERSATION',
  'QUIZ_RESULT',
  'LIBRARY_CHAPTER',
  'AITUTOR_TEMAT',
] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/**
 * The owner of the public library's chapters (the nil id no account has). Every user may read its
 * passages by naming them as a source: callers decide which public sources a user may name (a
 * published chapter), as they do for the user's own materials.
 */
export const PUBLIC_OWNER = '00000000-0000-0000-0000-000000000000';

export interface SourceRef {
  kind: SourceKind;
  id: string;
}

/**
 * One piece of a source's extracted text: a PDF page, a paragraph, a transcript line. Segments
 * with `startSeconds` are transcript-like (YouTube, voice) and are grouped by time.
 */
export interface IndexSegment {
  text: string;
  /** 1-based PDF page. */
  page?: number;
  startSeconds?: number;
  endSeconds?: number;
}

export interface Citation {
  page: number | null;
  startSeconds: number | null;
  endSeconds: number | null;
  /** [charStart, charEnd) in `sourceFullText(segments)` of the indexed source. */
  charStart: number;
  charEnd: number;
  /** 0-based chunk number within the source. */
  ordinal: number;
}

export interface Passage {
  source: SourceRef;
  text: string;
  /** Fused relevance (reciprocal-rank fusion of the rankers): higher is better, comparable within one search. */
  score: number;
  citation: Citation;
}
