import type { TutorDetailLevel } from '@kreda/shared/enums';
import { type Actor, requireVerified } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, DomainError, notFound } from '../../core/domain-error.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import { publishedChapter } from '../library/index.ts';
import { topicsByIds, topicUsableBy } from '../reference/index.ts';
import { findOwnSourceSet, loadSourceMaterials } from '../sources/index.ts';
import { runAiAction } from '../usage/index.ts';
import { deleteWorkspace, findOwnWorkspace, insertWorkspace } from '../workspaces/index.ts';
import { enqueuePlan, tutorUsage } from './jobs.ts';
import { tutorMaterial } from './material.ts';
import { TUTOR_NAME_MAX } from './planning.ts';
import { type AiTutorRow, findOwnTutor, TUTOR_NOT_FOUND } from './service.ts';
import { aiTutors } from './tables.ts';

export const COMMENT_MAX = 500;
/** Bursts and scripts, on top of the plan's limit of AI tutoring. */
const ORDERS_PER_MINUTE = 4;

export interface AitutoringInput {
  tematId?: string | null;
  rozdzialId?: string | null;
  sourcesId?: string | null;
  detailLevel?: TutorDetailLevel | null;
  userComment?: string | null;
}

type Source = Pick<
  AiTutorRow,
  'origin' | 'tematId' | 'rozdzialId' | 'sourcesId' | 'przedmiot' | 'poziom' | 'name'
>;

const NO_TEXT =
  'Wybrane materiały nie mają jeszcze odczytanego tekstu. Poczekaj, aż Kreda je odczyta, albo wybierz inne.';
const CHAPTER_NO_TEXT = 'Ten rozdział podręcznika nie ma tekstu, z którego mógłby uczyć korepetytor.';

const shortName = (name: string) =>
  [...name.replace(/\.[a-z0-9]{2,4}$/i, '').trim()].slice(0, TUTOR_NAME_MAX).join('') || 'Korepetytor';

/** What the tutor teaches from, checked to be the pupil's to use (another's is NOT_FOUND). */
async function tutorSource(deps: Deps, userId: string, input: AitutoringInput): Promise<Source> {
  if (input.rozdzialId) {
    const chapter = await publishedChapter(deps.db, input.rozdzialId);
    if (!chapter) throw notFound('Nie znaleziono rozdziału podręcznika.');
    return {
      origin: 'CHAPTER',
      tematId: null,
      rozdzialId: chapter.id,
      sourcesId: null,
      przedmiot: chapter.przedmiot,
      poziom: chapter.poziom,
      name: shortName(chapter.name),
    };
  }
  if (input.sourcesId) {
    const set = await findOwnSourceSet(deps.db, userId, input.sourcesId);
    const workspace = set ? await findOwnWorkspace(deps.db, userId, set.workspaceId) : undefined;
    if (!set || !workspace) throw notFound('Nie znaleziono zestawu materiałów.');
    const topic = workspace.tematId
      ? (await topicsByIds(deps.db, [workspace.tematId])).get(workspace.tematId)
      : undefined;
    const [first] = await loadSourceMaterials(deps, userId, set.items);
    return {
      origin: 'MATERIALS',
      tematId: topic?.id ?? null,
      rozdzialId: null,
      sourcesId: set.id,
      przedmiot: topic?.przedmiot ?? 'all',
      poziom: topic?.poziom ?? null,
      name: shortName(first?.name ?? workspace.name),
    };
  }
  const topic = input.tematId ? (await topicsByIds(deps.db, [input.tematId])).get(input.tematId) : undefined;
  if (!topicUsableBy(topic, userId)) throw notFound('Nie znaleziono tematu.');
  return {
    origin: 'TOPIC',
    tematId: topic.id,
    rozdzialId: null,
    sourcesId: null,
    przedmiot: topic.przedmiot,
    poziom: topic.poziom,
    name: shortName(topic.temat),
  };
}

function checkInput(input: AitutoringInput): { comment: string | null; detailLevel: TutorDetailLevel } {
  const chosen = [input.tematId, input.rozdzialId, input.sourcesId].filter((v) => v != null && v !== '');
  const comment = input.userComment?.replace(/\s+/g, ' ').trim() || null;
  const fields: Record<string, string> = {};
  if (chosen.length !== 1)
    fields.tematId = 'Wybierz jedno: temat, rozdział podręcznika albo swoje materiały.';
  if (comment && [...comment].length > COMMENT_MAX)
    fields.userComment = `Maksymalna długość to ${COMMENT_MAX} znaków`;
  if (Object.keys(fields).length) throw badInput(fields);
  return { comment, detailLevel: input.detailLevel ?? 'NORMAL' };
}

/**
 * `aitutoringAiTutor`: writes the tutor in an AITUTOR workspace of its own and enqueues its plan,
 * counted as one use of "korepetycje AI" (given back if the plan fails) — one transaction.
 */
export async function orderTutor(deps: Deps, actor: Actor, input: AitutoringInput): Promise<AiTutorRow> {
  const { user } = requireVerified(actor);
  const { comment, detailLevel } = checkInput(input);
  const source = await tutorSource(deps, user.id, input);
  const material = await tutorMaterial(deps, { ...source, userId: user.id });
  if (!material)
    throw new DomainError('VALIDATION_FAILED', source.origin === 'CHAPTER' ? CHAPTER_NO_TEXT : NO_TEXT);
  await ensureAllowed(
    [
      deps.services.rateLimiters
        .create('tutor:order', { points: ORDERS_PER_MINUTE, durationSeconds: 60 })
        .hit(user.id),
    ],
    'Zamawiasz korepetytorów zbyt szybko.',
  );
  const tutor = await runAiAction(deps, { actor, action: 'AI_TUTORING' }, ({ reservation }) =>
    deps.db.transaction(async (tx) => {
      const workspace = await insertWorkspace(tx, {
        userId: user.id,
        type: 'AITUTOR',
        name: source.name,
        tematId: source.tematId,
      });
      const [row] = await tx
        .insert(aiTutors)
        .values({ userId: user.id, workspaceId: workspace.id, ...source, detailLevel, userComment: comment })
        .returning();
      if (!row) throw new Error('tutor not written');
      await reservation.attach(tx, tutorUsage(row.id));
      await enqueuePlan(deps, tx, row.id);
      return row;
    }),
  );
  deps.pubsub.publish('aiTutorNew', user.id, { id: tutor.id });
  return tutor;
}

/** `deleteAiTutor`: the tutor's workspace with everything in it (its conversations, notes), then the tutor. */
export async function deleteTutor(deps: Deps, actor: Actor, id: string) {
  const tutor = await findOwnTutor(deps.db, actor.user.id, id);
  if (!tutor) throw notFound(TUTOR_NOT_FOUND);
  await deleteWorkspace(deps, actor, { workspaceId: tutor.workspaceId });
  return { success: true, message: 'Korepetytor został usunięty.' };
}
