import { readFile } from 'node:fs/promises';
import { LEVELS, type Subject } from '@kreda/shared/enums';
import { MATURA_LEVELS_BY_SUBJECT, SUBJECTS_BY_LEVEL } from '@kreda/shared/onboarding-paths';
import { describe, expect, it } from 'vitest';

// The shared onboarding tables against the reference data the server seeds: a new version of a
// data file that teaches a subject in another class, or changes the matura, fails here.

const data = async (name: string) =>
  JSON.parse(await readFile(new URL(`../reference/data/${name}`, import.meta.url), 'utf8'));

// The curriculum names German by its English key (as the seed maps it).
const CURRICULUM_KEYS: Record<string, Subject> = { german: 'niemiecki' };

describe('onboarding follows the reference data', () => {
  it('offers each class the subjects the curriculum has topics for there', async () => {
    const curriculum = (await data('curriculum-topics.json')) as {
      subjects: Record<string, { levels: Record<string, unknown[]> }>;
    };
    for (const level of LEVELS) {
      const taught = Object.entries(curriculum.subjects)
        .filter(([, subject]) => (subject.levels[level]?.length ?? 0) > 0)
        .map(([key]) => CURRICULUM_KEYS[key] ?? key)
        .sort();
      expect([...SUBJECTS_BY_LEVEL[level]].sort(), level).toEqual(taught);
    }
  });

  it('gives each subject the matura levels of the exam data', async () => {
    const { exams } = (await data('subjects-and-levels.json')) as {
      exams: { matura: { obligatory_written_basic_level: string[]; extended_level_subjects: string[] } };
    };
    const basic = exams.matura.obligatory_written_basic_level.join(' | ');
    const extended = exams.matura.extended_level_subjects.join(' | ');
    const NAMES: Record<string, string> = {
      polish: 'język polski',
      mathematics: 'matematyka',
      english: 'język obcy nowożytny',
      niemiecki: 'język obcy nowożytny',
      biology: 'biologia',
      chemistry: 'chemia',
      physics: 'fizyka',
      geography: 'geografia',
      history: 'historia',
      wos: 'wiedza o społeczeństwie',
      infromatyka: 'informatyka',
    };
    const EXTENDED_NAMES: Record<string, string> = {
      english: 'języki obce nowożytne',
      niemiecki: 'języki obce nowożytne',
    };
    for (const [subject, levels] of Object.entries(MATURA_LEVELS_BY_SUBJECT)) {
      const name = NAMES[subject] ?? '';
      expect(levels?.includes('PODSTAWOWA'), subject).toBe(basic.includes(name));
      expect(levels?.includes('ROZSZERZONA'), subject).toBe(
        extended.includes(EXTENDED_NAMES[subject] ?? name),
      );
    }
    // Historia i teraźniejszość has no matura at all.
    expect(MATURA_LEVELS_BY_SUBJECT.hit).toBeUndefined();
    expect(extended).not.toContain('teraźniejszość');
  });
});
