import { describe, expect, it } from 'vitest';
import {
  cleanName,
  LEVEL_OPTIONS,
  nameProblem,
  SUBJECT_OPTIONS,
  searchKey,
  subtopicCount,
  validateNewWorkspace,
} from './workspace-rules.ts';

const valid = { przedmiot: 'mathematics', poziom: 'SREDNI_JEDEN', tematId: 't1', wlasnyTemat: '', name: '' };

describe('new workspace rules', () => {
  it('accepts a subject, a level and a listed topic; the name is optional', () => {
    expect(Object.values(validateNewWorkspace(valid, ['t1'])).filter(Boolean)).toEqual([]);
  });

  it('requires subject, level and a topic from the current list', () => {
    expect(
      validateNewWorkspace({ przedmiot: '', poziom: '', tematId: '', wlasnyTemat: '', name: '' }, []),
    ).toEqual({
      przedmiot: 'Wymagane',
      poziom: 'Wymagane',
      tematId: 'Wymagane',
      wlasnyTemat: null,
      name: null,
    });
    // A topic picked before the subject changed is not on the new list.
    expect(validateNewWorkspace(valid, ['t2']).tematId).toBe('Wymagane');
    // "all" is a filter, not a subject of a workspace.
    expect(validateNewWorkspace({ ...valid, przedmiot: 'all' }, ['t1']).przedmiot).toBe('Wymagane');
  });

  it('takes the pupil\u2019s own topic instead of a listed one, named in 1–80 characters', () => {
    const own = { ...valid, tematId: 'wlasny', wlasnyTemat: 'Topologia' };
    expect(Object.values(validateNewWorkspace(own, [])).filter(Boolean)).toEqual([]);
    expect(validateNewWorkspace({ ...own, wlasnyTemat: '  ' }, []).wlasnyTemat).toBe('Wpisz nazwę tematu.');
    expect(validateNewWorkspace({ ...own, wlasnyTemat: 'ż'.repeat(81) }, []).wlasnyTemat).toBe(
      'Maksymalna długość to 80 znaków',
    );
    // Only asked when "Własny temat" is the choice.
    expect(validateNewWorkspace({ ...valid, wlasnyTemat: '' }, ['t1']).wlasnyTemat).toBeNull();
  });

  it('limits the name to 80 characters as a person counts them, after trimming', () => {
    expect(validateNewWorkspace({ ...valid, name: 'ż'.repeat(80) }, ['t1']).name).toBeNull();
    expect(validateNewWorkspace({ ...valid, name: 'ż'.repeat(81) }, ['t1']).name).toBe(
      'Maksymalna długość to 80 znaków',
    );
    expect(nameProblem(`  ${'a'.repeat(80)}  `, { required: true })).toBeNull();
    expect(nameProblem('   ', { required: true })).toBe('Wymagane');
    expect(cleanName('  Funkcje   liniowe ')).toBe('Funkcje liniowe');
  });

  it('offers every subject but "all" in Polish order, and levels in school order', () => {
    expect(SUBJECT_OPTIONS).toHaveLength(13);
    expect(SUBJECT_OPTIONS.map((o) => o.value)).not.toContain('all');
    expect(SUBJECT_OPTIONS[0]?.label).toBe('Biologia');
    expect(LEVEL_OPTIONS).toHaveLength(14);
    expect(LEVEL_OPTIONS[0]?.label).toBe('Klasa 1 – szkoła podstawowa');
    expect(LEVEL_OPTIONS[8]?.value).toBe('SREDNI_JEDEN');
    expect(LEVEL_OPTIONS.at(-1)?.label).toBe('Studia');
  });

  it('counts subtopics in Polish and searches without diacritics', () => {
    expect(subtopicCount(1)).toBe('1 podtemat');
    expect(subtopicCount(3)).toBe('3 podtematy');
    expect(subtopicCount(12)).toBe('12 podtematów');
    expect(searchKey('Równania i NIERÓWNOŚCI, ciągłość')).toBe('rownania i nierownosci, ciaglosc');
  });
});
