// Mapping between school classes, levels and exam levels, used by seeding and UI.
import { type ExamLevel, LEVELS, type Level } from './enums.ts';

export type SchoolStage = 'podstawowa' | 'srednia';

const CLASS_COUNT: Record<SchoolStage, number> = { podstawowa: 8, srednia: 5 };

/**
 * Level for a class in a school stage: podstawowa 1–8, srednia 1–5 (5 exists only in
 * technikum). Null for anything else (0, 9, fractions). University is `STUDIA` directly.
 */
export function levelFromClass(stage: SchoolStage, klasa: number): Level | null {
  const count = CLASS_COUNT[stage];
  if (count === undefined || !Number.isInteger(klasa) || klasa < 1 || klasa > count) return null;
  const offset = stage === 'podstawowa' ? 0 : CLASS_COUNT.podstawowa;
  return LEVELS[offset + klasa - 1] ?? null;
}

/**
 * The exam a level prepares for, by default. Only class 8 maps to PODSTAWOWKA (the
 * eighth-grade exam; classes 1–7 sit no exam), every secondary class to the basic matura
 * (MAUTURA_PODSTAWOWA; the extended matura is the pupil's choice, never implied), and
 * primary 1–7 and STUDIA to null.
 */
export function examLevelForLevel(level: Level): ExamLevel | null {
  if (level === 'PODSTAWOWY_OSIEM') return 'PODSTAWOWKA';
  if (level.startsWith('SREDNI_')) return 'MAUTURA_PODSTAWOWA';
  return null;
}
