import type { ExamLevel, Level, Subject } from '@kreda/shared/enums';
import { WORKSPACE_NAME_MAX } from '@kreda/shared/limits';
import { examLevelForLevel } from '@kreda/shared/school';
import { and, asc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import { badInput } from '../../core/domain-error.ts';
import type { DB } from '../../platform/db/database.ts';
import { ckeExams, languages, lektury, tematy } from './tables.ts';

export const LEKTURY_SEARCH_MAX = 100;

/**
 * Reads of the curated reference data (topics, set readings, exam tasks), kept per database once
 * read: it is seeded before the server listens. Only an admin changes it while it runs (a catalogue
 * topic, `updatetemat`): this process forgets the list at once, other processes within
 * REFERENCE_READ_TTL_MS. A failed read is not kept. (A pupil's own topics are not among them.)
 */
const referenceReads = new WeakMap<DB, Map<string, { pending: Promise<unknown>; at: number }>>();
const REFERENCE_READ_TTL_MS = 60_000;

function readOnce<T>(db: DB, key: string, read: () => Promise<T>): Promise<T> {
  let reads = referenceReads.get(db);
  if (!reads) {
    reads = new Map();
    referenceReads.set(db, reads);
  }
  const kept = reads.get(key);
  if (kept && performance.now() - kept.at < REFERENCE_READ_TTL_MS) return kept.pending as Promise<T>;
  const pending = read();
  const entry = { pending, at: performance.now() };
  reads.set(key, entry);
  const forget = reads;
  pending.catch(() => {
    if (forget.get(key) === entry) forget.delete(key);
  });
  return pending;
}

/** Visible curriculum topics of one subject and level, in textbook order (no pupil's own topics). */
export function topicsBySubjectAndLevel(db: DB, przedmiot: Subject, poziom: Level): Promise<TematRow[]> {
  return readOnce(db, `topics:${przedmiot}:${poziom}`, () => readTopics(db, przedmiot, poziom));
}

async function readTopics(db: DB, przedmiot: Subject, poziom: Level, hidden = false) {
  return db
    .select()
    .from(tematy)
    .where(
      and(
        eq(tematy.przedmiot, przedmiot),
        eq(tematy.poziom, poziom),
        hidden ? undefined : eq(tematy.visible, true),
        isNull(tematy.userId),
      ),
    )
    .orderBy(asc(tematy.sortOrder), asc(tematy.temat));
}

/** Every curriculum topic of one subject and level, hidden ones too (an admin's list), read afresh. */
export function allCatalogueTopics(db: DB, przedmiot: Subject, poziom: Level): Promise<TematRow[]> {
  return readTopics(db, przedmiot, poziom, true);
}

const SCHOOL_LEVEL_BY_EXAM: Record<ExamLevel, 'podstawowka' | 'liceum'> = {
  PODSTAWOWKA: 'podstawowka',
  MAUTURA_PODSTAWOWA: 'liceum',
  MATURA_ROZSZERZONA: 'liceum',
};

export function examLevelOfLektura(schoolLevel: string): ExamLevel {
  return schoolLevel === 'podstawowka' ? 'PODSTAWOWKA' : 'MAUTURA_PODSTAWOWA';
}

/** Set readings, optionally only one school's, optionally matching a title or author fragment. */
export async function listLektury(
  db: DB,
  filter: { ckePoziom?: ExamLevel | null; search?: string | null } = {},
) {
  const search = filter.search?.trim() ?? '';
  if (search.length > LEKTURY_SEARCH_MAX) {
    throw badInput({ search: `Maksymalna długość to ${LEKTURY_SEARCH_MAX} znaków` });
  }
  // Without a search the answer is one of three lists, read once.
  if (!search) {
    return readOnce(db, `lektury:${filter.ckePoziom ?? 'all'}`, () =>
      readLektury(db, filter.ckePoziom ?? null, ''),
    );
  }
  return readLektury(db, filter.ckePoziom ?? null, search);
}

async function readLektury(db: DB, ckePoziom: ExamLevel | null, search: string) {
  const conditions = [];
  if (ckePoziom) conditions.push(inArray(lektury.schoolLevel, [SCHOOL_LEVEL_BY_EXAM[ckePoziom]]));
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(lektury.title, pattern), ilike(lektury.author, pattern)));
  }
  const rows = await db
    .select()
    .from(lektury)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(lektury.sortOrder));
  // Presented here, so the lists read once are presented once, not on every request.
  return rows.map(presentLektura);
}

interface CriterionRow {
  id: string;
  name: string;
  max_points: number;
}

/** An exam task as `getcke` answers it: its criteria with their points. */
function presentCkeExam(row: CkeExamRow) {
  return {
    ...row,
    liczbaPunktow: row.totalPoints,
    rules: row.rules,
    criteria: (row.criteria as CriterionRow[]).map((c) => ({
      id: c.id,
      name: c.name,
      maxPoints: c.max_points,
      details: c,
    })),
  };
}

/** CKE exam writing tasks with their grading criteria, read and presented once per database. */
export function listCkeExams(db: DB) {
  return readOnce(db, 'cke', async () =>
    (await db.select().from(ckeExams).orderBy(asc(ckeExams.sortOrder))).map(presentCkeExam),
  );
}

export type CkeExamRow = typeof ckeExams.$inferSelect;

/** One CKE exam writing task (e.g. `matura_polski_pp`) with its criteria, or undefined. */
export async function findCkeExam(db: DB, id: string): Promise<CkeExamRow | undefined> {
  const [row] = await db.select().from(ckeExams).where(eq(ckeExams.id, id));
  return row;
}

export type TematRow = typeof tematy.$inferSelect;

/** Longest name of a pupil's own topic, as of a workspace. */
export const OWN_TOPIC_MAX = WORKSPACE_NAME_MAX;

/**
 * A pupil's own topic ("Własny temat") for a subject and level the catalogue does not cover well
 * enough. It is not curated (`base` false), and only its owner sees it or makes workspaces for it.
 */
export async function createOwnTopic(
  db: DB,
  input: { userId: string; przedmiot: Subject; poziom: Level; temat: string },
): Promise<TematRow> {
  const [row] = await db
    .insert(tematy)
    .values({
      userId: input.userId,
      przedmiot: input.przedmiot,
      poziom: input.poziom,
      temat: input.temat,
      base: false,
      visible: true,
      ckePoziom: examLevelForLevel(input.poziom),
    })
    .returning();
  if (!row) throw new Error('own topic not stored');
  return row;
}

/** Whether a user may make a workspace for the topic: a visible catalogue topic, or their own. */
export function topicUsableBy(topic: TematRow | undefined, userId: string): topic is TematRow {
  if (!topic?.visible) return false;
  return topic.userId ? topic.userId === userId : topic.base;
}

/** Every own topic of a user (their account is being deleted). */
export async function deleteOwnTopics(db: DB, userId: string): Promise<void> {
  await db.delete(tematy).where(eq(tematy.userId, userId));
}

/** Topics by id (hidden ones included: a workspace keeps its topic even if the curriculum drops it). */
export async function topicsByIds(db: DB, ids: readonly string[]): Promise<Map<string, TematRow>> {
  const valid = [...new Set(ids)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (valid.length === 0) return new Map();
  const rows = await db.select().from(tematy).where(inArray(tematy.id, valid));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A set reading as the API shows it (`Lektura`). */
export function presentLektura(row: typeof lektury.$inferSelect) {
  return { ...row, ckePoziom: examLevelOfLektura(row.schoolLevel), naMaturze: row.maturaSheet2025 };
}

/** One set reading as the API shows it (`Lektura`), or undefined. */
export async function findLektura(db: DB, id: string) {
  const [row] = await db.select().from(lektury).where(eq(lektury.id, id));
  return row ? presentLektura(row) : undefined;
}

/** Set readings by id, as the API shows them, in the order asked (unknown ids left out). */
export async function findLektury(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(lektury)
    .where(inArray(lektury.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, presentLektura(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type LanguageRow = typeof languages.$inferSelect;

/** The list read once per database: seeded at start-up, it never changes while the server runs. */
const languageLists = new WeakMap<DB, Promise<LanguageRow[]>>();

/** The languages of vocabulary sets, in the list's order (Polish first, then the school languages). */
export function listLanguages(db: DB): Promise<LanguageRow[]> {
  let list = languageLists.get(db);
  if (!list) {
    const read = db.select().from(languages).orderBy(asc(languages.sortOrder));
    list = Promise.resolve(read);
    languageLists.set(db, list);
    list.catch(() => languageLists.delete(db));
  }
  return list;
}

/** A language of the list by its code (case-insensitive), or undefined. */
export async function findLanguage(db: DB, code: string): Promise<LanguageRow | undefined> {
  const wanted = code.trim().toLowerCase();
  return (await listLanguages(db)).find((language) => language.code === wanted);
}

/**
 * A deleted textbook's links leave the catalogue topics: its id, and the ids of its tasks, become
 * null (inside the caller's transaction; the topics' cached reads are dropped).
 */
export async function unlinkTopicsFrom(
  db: DB,
  podrecznikId: string,
  zadanieIds: readonly string[],
): Promise<void> {
  const changed = [
    ...(await db
      .update(tematy)
      .set({ podrecznikId: null, updatedAt: new Date() })
      .where(eq(tematy.podrecznikId, podrecznikId))
      .returning({ przedmiot: tematy.przedmiot, poziom: tematy.poziom })),
    ...(zadanieIds.length
      ? await db
          .update(tematy)
          .set({ zadanieId: null, updatedAt: new Date() })
          .where(inArray(tematy.zadanieId, [...zadanieIds]))
          .returning({ przedmiot: tematy.przedmiot, poziom: tematy.poziom })
      : []),
  ];
  for (const row of changed) referenceReads.get(db)?.delete(`topics:${row.przedmiot}:${row.poziom}`);
}

/** An admin's change of a catalogue topic (its textbook, content, task, visibility); undefined when missing. */
export async function updateCatalogueTopic(
  db: DB,
  id: string,
  change: Partial<Pick<TematRow, 'podrecznikId' | 'content' | 'zadanieId' | 'visible'>>,
): Promise<TematRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .update(tematy)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(tematy.id, id), isNull(tematy.userId)))
    .returning();
  if (row) referenceReads.get(db)?.delete(`topics:${row.przedmiot}:${row.poziom}`);
  return row;
}
