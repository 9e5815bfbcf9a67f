import { LEVEL_LABELS, SUBJECT_LABELS } from '@kreda/shared/labels';
import type { Deps } from '../../core/deps.ts';
import { publishedChapter, publishedSubchapters } from '../library/index.ts';
import { topicsByIds } from '../reference/index.ts';
import { sourcePassages } from '../retrieval/index.ts';
import { findOwnSourceSet, loadSourceMaterials } from '../sources/index.ts';
import type { AiTutorRow } from './tables.ts';

/*
 * What a tutor teaches from, as its prompts carry it: a curriculum topic (its name, subtopics and
 * notes; the rest is the model's school knowledge), a published library chapter (its subchapters'
 * text), or the pupil's read materials (their passages). Bounded, so a long book is sampled.
 */

/** Characters of source text one prompt carries at most. */
const TEXT_BUDGET = 30_000;

export interface TutorMaterial {
  /** „Matematyka, klasa 1 liceum” and what is taught, for the prompt's first lines. */
  line: string;
  /** The source text (empty for a topic without notes: the model's knowledge then). */
  text: string;
  /** A chapter's subchapters, numbered as printed, for the plan to follow. */
  subchapters: { id: string; number: string; name: string; content: string }[];
}

/** Evenly spread picks within the budget, in reading order: a plan covers the whole material. */
function withinBudget(parts: readonly string[], budget = TEXT_BUDGET): string {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  if (total <= budget) return parts.join('\n\n');
  const share = Math.max(400, Math.floor(budget / parts.length));
  const kept: string[] = [];
  let left = budget;
  for (const part of parts) {
    if (left <= 0) break;
    const piece = part.slice(0, Math.min(share, left));
    kept.push(piece.length < part.length ? `${piece}…` : piece);
    left -= piece.length;
  }
  return kept.join('\n\n');
}

const levelLine = (przedmiot: string, poziom: string | null) =>
  [
    SUBJECT_LABELS[przedmiot as keyof typeof SUBJECT_LABELS] ?? przedmiot,
    poziom ? LEVEL_LABELS[poziom as keyof typeof LEVEL_LABELS] : null,
  ]
    .filter(Boolean)
    .join(', ');

/** The material of a tutor as it was ordered; null when its source is gone (then it cannot be planned). */
export async function tutorMaterial(
  deps: Pick<Deps, 'db' | 'sourceProviders'>,
  tutor: Pick<
    AiTutorRow,
    'userId' | 'origin' | 'tematId' | 'rozdzialId' | 'sourcesId' | 'przedmiot' | 'poziom' | 'name'
  >,
): Promise<TutorMaterial | null> {
  const level = levelLine(tutor.przedmiot, tutor.poziom);
  if (tutor.origin === 'CHAPTER' && tutor.rozdzialId) {
    const chapter = await publishedChapter(deps.db, tutor.rozdzialId);
    if (!chapter) return null;
    const subchapters = (await publishedSubchapters(deps.db, chapter.id)).filter((s) => s.content.trim());
    if (subchapters.length === 0) return null;
    return {
      line: `${level}; rozdział ${chapter.number}. ${chapter.name} z podręcznika „${chapter.bookTitle}”`,
      text: withinBudget(subchapters.map((s) => `## ${s.number} ${s.name}\n${s.content.trim()}`)),
      subchapters: subchapters.map(({ id, number, name, content }) => ({ id, number, name, content })),
    };
  }
  if (tutor.origin === 'MATERIALS' && tutor.sourcesId) {
    const set = await findOwnSourceSet(deps.db, tutor.userId, tutor.sourcesId);
    if (!set) return null;
    const materials = await loadSourceMaterials(deps, tutor.userId, set.items);
    const refs = materials.map((m) => ({ kind: m.sourceItemType, id: m.id }));
    const passages = await sourcePassages(deps.db, { userId: tutor.userId, sources: refs });
    if (passages.length === 0) return null;
    const names = materials.map((m) => `„${m.name}”`).join(', ');
    return {
      line: `${level}; materiały ucznia: ${names}`,
      text: withinBudget(passages.map((p) => p.text.trim())),
      subchapters: [],
    };
  }
  const topic = tutor.tematId ? (await topicsByIds(deps.db, [tutor.tematId])).get(tutor.tematId) : undefined;
  if (!topic) return null;
  const subtopics = topic.podTematy.length ? `\nPodtematy: ${topic.podTematy.join('; ')}` : '';
  return {
    line: `${level}; temat z podstawy programowej: ${topic.temat}`,
    text: `${topic.temat}${subtopics}${topic.content ? `\n\n${topic.content.trim()}` : ''}`,
    subchapters: [],
  };
}
