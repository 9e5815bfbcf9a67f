import type { TextAction } from '@kreda/shared/enums';
import { ESSAY_INSTRUCTION_MAX, ESSAY_SEGMENT_MAX } from '@kreda/shared/essays';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Actor, requireVerified } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, DomainError, notFound } from '../../core/domain-error.ts';
import { parseInput, text } from '../../core/input.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import { AiError } from '../../platform/ai/ai.ts';
import { aiFailure, runAiAction } from '../usage/index.ts';
import { essayContext, examOfEssay } from './context.ts';
import {
  findOwnEssay,
  findOwnRewrite,
  findOwnSegment,
  type RewriteRow,
  type RozprawkaRow,
  rewritesOf,
  type SegmentRow,
  segmentsOf,
} from './service.ts';
import { rozprawkaRewrites, rozprawkaSegments } from './tables.ts';
import { publishEssay } from './write-job.ts';
import { explainPart, type Part, rewritePart } from './writer.ts';

export const SEGMENT_NOT_FOUND = 'Nie znaleziono tej części rozprawki.';
const REWRITE_NOT_FOUND = 'Nie znaleziono tej wersji części.';
const STILL_WRITING = 'Poczekaj, aż AI skończy pisać rozprawkę.';

/** Rewrites, text actions and explanations per pupil per minute (each is a model call). */
const EDITS_PER_MINUTE = 20;
const editLimiter = (deps: Pick<Deps, 'services'>) =>
  deps.services.rateLimiters.create('essay:edit', { points: EDITS_PER_MINUTE, durationSeconds: 60 });

/** What each text action asks of a part, in Polish (the essay's own wording, not the notes'). */
export const SEGMENT_ACTIONS: Record<TextAction, string> = {
  EASIER_LANGUAGE:
    'przepisz tę część prostszym językiem, krótszymi zdaniami, zachowując myśl, przykłady i fakty.',
  FIX_GRAMMAR:
    'popraw tylko błędy językowe, ortograficzne i interpunkcyjne; nie zmieniaj treści, stylu ani długości.',
  GENERATE_TEXT: 'dopisz do tej części to, o co prosi uczeń, spójnie z resztą; zwróć całą część.',
  HARDER_LANGUAGE:
    'przepisz tę część bogatszym, bardziej erudycyjnym językiem (poziom matury), zachowując myśl i fakty.',
  IMPROVE:
    'ulepsz tę część: mocniejsze powiązanie z tezą, lepsza spójność i styl, wyraźniejsza funkcja przykładu; zachowaj fakty.',
  MAKE_LONGER:
    'rozwiń tę część: pogłęb argumentację i interpretację przykładu, mniej więcej o połowę dłużej.',
  MAKE_SHORTER: 'skróć tę część mniej więcej o jedną trzecią, zostawiając myśl główną i przykład.',
  REWRITE: 'napisz tę część od nowa innymi słowami, zachowując jej rolę, myśl i przykład.',
};

async function ownSegment(deps: Pick<Deps, 'db'>, userId: string, id: string) {
  const segment = await findOwnSegment(deps.db, userId, id);
  const essay = segment ? await findOwnEssay(deps.db, userId, segment.rozprawkaId) : undefined;
  if (!segment || !essay) throw notFound(SEGMENT_NOT_FOUND);
  return { segment, essay };
}

function ready(essay: RozprawkaRow) {
  if (essay.state === 'CREATED' || essay.state === 'CREATING' || essay.state === 'FINALIZATION')
    throw badInput({ segmentId: STILL_WRITING });
}

/** The part as the writer sees it: its argument found by counting the ARGUMENT parts before it. */
async function partOf(deps: Pick<Deps, 'db'>, essay: RozprawkaRow, segment: SegmentRow): Promise<Part> {
  const all = await segmentsOf(deps.db, essay.userId, [essay.id]);
  const before = all.filter((s) => s.order <= segment.order && s.type === 'ARGUMENT').length;
  const argument =
    segment.type === 'ARGUMENT' || segment.type === 'KONTEKST' ? Math.max(0, before - 1) : null;
  return { type: segment.type, argument };
}

/**
 * A new version of a part (the pupil's instruction or a text action), checked like a written part
 * and kept as a proposal in the part's history; the part itself is unchanged until it is accepted.
 */
async function propose(
  deps: Deps,
  actor: Actor,
  segmentId: string,
  request: { instruction: string; pupilInstruction: string | null; action: TextAction | null },
): Promise<RewriteRow> {
  const { user } = requireVerified(actor);
  const { segment, essay } = await ownSegment(deps, user.id, segmentId);
  ready(essay);
  if (!segment.content.trim() && request.action !== 'GENERATE_TEXT' && request.action !== null)
    throw badInput({ segmentId: 'Ta część jest pusta – najpierw coś w niej napisz.' });
  await ensureAllowed([editLimiter(deps).hit(user.id)], 'Zmieniasz części zbyt szybko.');
  const part = await partOf(deps, essay, segment);
  return runAiAction(deps, { actor, action: 'NOTE_ACTION' }, async () => {
    const ctx = await essayContext(deps, essay, async () => {});
    const next = await rewritePart(
      deps,
      ctx,
      { ...part, content: segment.content, lekturaId: segment.lekturaId },
      request.instruction,
      { action: 'ROZPRAWKA_REWRITE' },
    );
    const [row] = await deps.db
      .insert(rozprawkaRewrites)
      .values({
        userId: user.id,
        rozprawkaId: essay.id,
        segmentId: segment.id,
        content: next.content,
        uwagi: next.uwagi,
        instruction: request.pupilInstruction,
        action: request.action,
      })
      .returning();
    if (!row) throw new Error('rewrite not written');
    return row;
  });
}

const INSTRUCTION = z.object({
  instruction: text({
    max: ESSAY_INSTRUCTION_MAX,
    required: 'Napisz, co zmienić w tej części.',
    multiline: true,
  }),
});

/** `rewritesegment`: a new version of a part following the pupil's instruction. */
export async function rewriteSegment(
  deps: Deps,
  actor: Actor,
  input: { segmentId: string; instruction: string },
) {
  const { instruction } = parseInput(INSTRUCTION, { instruction: input.instruction });
  return propose(deps, actor, input.segmentId, {
    instruction: `napisz tę część od nowa według polecenia ucznia: „${instruction}”.`,
    pupilInstruction: instruction,
    action: null,
  });
}

/** `generativefunctionsegment`: one of the eight text actions on a part. */
export async function segmentAction(
  deps: Deps,
  actor: Actor,
  input: { segmentId: string; action: TextAction; text?: string | null },
) {
  const { text: extra } = parseInput(
    z.object({ text: text({ max: ESSAY_INSTRUCTION_MAX, multiline: true }).nullish() }),
    { text: input.text },
  );
  if (input.action === 'GENERATE_TEXT' && !extra) throw badInput({ text: 'Napisz, co AI ma dopisać.' });
  return propose(deps, actor, input.segmentId, {
    instruction: `${SEGMENT_ACTIONS[input.action]}${extra ? ` Polecenie ucznia: „${extra}”.` : ''}`,
    pupilInstruction: extra || null,
    action: input.action,
  });
}

/**
 * `updatesegmentstatus`: accepting a proposal makes it the part's content (the replaced text stays
 * on the proposal as `previousContent`, so history can bring it back); discarding keeps it, marked.
 */
export async function updateRewriteStatus(
  deps: Deps,
  actor: Actor,
  input: { id: string; discarded: boolean },
) {
  const rewrite = await findOwnRewrite(deps.db, actor.user.id, input.id);
  if (!rewrite) throw notFound(REWRITE_NOT_FOUND);
  const { segment, essay } = await ownSegment(deps, actor.user.id, rewrite.segmentId);
  ready(essay);
  if (input.discarded) {
    if (rewrite.accepted && segment.content === rewrite.content)
      throw badInput({
        id: 'Ta wersja jest teraz treścią części – przyjmij inną wersję z historii, aby ją zastąpić.',
      });
    const [row] = await deps.db
      .update(rozprawkaRewrites)
      .set({ discarded: true })
      .where(eq(rozprawkaRewrites.id, rewrite.id))
      .returning();
    return row as RewriteRow;
  }
  const accepted = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(rozprawkaSegments)
      .where(eq(rozprawkaSegments.id, segment.id))
      .for('update');
    if (!locked) throw notFound(SEGMENT_NOT_FOUND);
    await tx
      .update(rozprawkaSegments)
      .set({ content: rewrite.content, uwagi: rewrite.uwagi, explanation: null, updatedAt: sql`now()` })
      .where(eq(rozprawkaSegments.id, segment.id));
    const [row] = await tx
      .update(rozprawkaRewrites)
      .set({ accepted: true, discarded: false, previousContent: locked.content })
      .where(eq(rozprawkaRewrites.id, rewrite.id))
      .returning();
    return row as RewriteRow;
  });
  publishEssay(deps, essay);
  return accepted;
}

/** `updateRozprawkaAiSegment`: the pupil's own text for a part; flags whose quote is gone go too. */
export async function updateSegment(deps: Deps, actor: Actor, input: { id: string; content: string }) {
  const { content } = parseInput(
    z.object({
      content: text({
        max: ESSAY_SEGMENT_MAX,
        multiline: true,
        messages: { tooLong: `Jedna część może mieć najwyżej ${ESSAY_SEGMENT_MAX} znaków.` },
      }),
    }),
    { content: input.content },
  );
  const { segment, essay } = await ownSegment(deps, actor.user.id, input.id);
  ready(essay);
  const uwagi = segment.uwagi.filter(
    (u) => u.kind === 'SPRAWDZ_W_LEKTURZE' && u.quote && content.includes(u.quote),
  );
  const [row] = await deps.db
    .update(rozprawkaSegments)
    .set({
      content,
      uwagi,
      explanation: content === segment.content ? segment.explanation : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(rozprawkaSegments.id, segment.id), eq(rozprawkaSegments.userId, actor.user.id)))
    .returning();
  publishEssay(deps, essay);
  return row as SegmentRow;
}

/**
 * `generateexplanation`: why a part works and what the examiner looks for; written once and kept
 * on the part (asking again returns it). Rate-limited and recorded, not counted against a plan.
 */
export async function explainSegment(deps: Deps, actor: Actor, input: { segmentId: string }) {
  const { user } = requireVerified(actor);
  const { segment, essay } = await ownSegment(deps, user.id, input.segmentId);
  if (segment.explanation) return segment;
  ready(essay);
  if (!deps.services.ai.has('main')) throw new DomainError('AI_NOT_CONFIGURED');
  await ensureAllowed([editLimiter(deps).hit(user.id)], 'Prosisz o wyjaśnienia zbyt szybko.');
  const part = await partOf(deps, essay, segment);
  let explanation: string;
  try {
    explanation = await explainPart(
      deps,
      { essay, exam: examOfEssay(essay) },
      { ...part, content: segment.content, helperContent: segment.helperContent },
    );
  } catch (error) {
    throw error instanceof AiError ? aiFailure(error) : error;
  }
  const [row] = await deps.db
    .update(rozprawkaSegments)
    .set({ explanation })
    .where(eq(rozprawkaSegments.id, segment.id))
    .returning();
  publishEssay(deps, essay);
  return row as SegmentRow;
}

/** `getSegmentRewrites`: the part's proposals, newest first. */
export async function segmentRewrites(deps: Pick<Deps, 'db'>, actor: Actor, segmentId: string) {
  const { segment } = await ownSegment(deps, actor.user.id, segmentId);
  return rewritesOf(deps.db, actor.user.id, segment.id);
}
