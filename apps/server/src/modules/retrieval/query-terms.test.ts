import { describe, expect, it } from 'vitest';
import {
  normalizeText,
  pairsTsqueryText,
  prefixStem,
  queryTerms,
  repeatedTsqueryText,
  tsqueryText,
} from './query-terms.ts';

describe('queryTerms', () => {
  it('lower-cases, strips diacritics and drops Polish stop words', () => {
    expect(queryTerms('Co to jest fotosynteza?')).toEqual(['fotosynteza']);
    expect(queryTerms('Kiedy Żółkiewski pokonał Moskwę pod Kłuszynem?')).toEqual([
      'zolkiewski',
      'pokonal',
      'moskwe',
      'kluszynem',
    ]);
  });

  it('keeps only letters and digits, so SQL or tsquery syntax cannot get through', () => {
    expect(queryTerms("'; DROP TABLE retrieval_chunks; -- & | !:* <->")).toEqual([
      'drop',
      'table',
      'retrieval',
      'chunks',
    ]);
    expect(queryTerms('🧪🔥 ½ ŉ ʼ')).toEqual(['1', '2', 'n']);
    expect(queryTerms('   ')).toEqual([]);
  });

  it('removes repeats', () => {
    expect(queryTerms('bitwa bitwa BITWA')).toEqual(['bitwa']);
  });
});

describe('normalizeText', () => {
  it('matches what unaccent(lower()) gives for Polish letters', () => {
    expect(normalizeText('ZAŻÓŁĆ GĘŚLĄ JAŹŃ')).toBe('zazolc gesla jazn');
  });
});

describe('prefixStem and tsqueryText', () => {
  it('shortens words so other inflected forms match as prefixes', () => {
    expect(prefixStem('fotosynteza')).toBe('fotosynt');
    expect(prefixStem('polska')).toBe('pols');
    expect(prefixStem('bitwa')).toBe('bitw');
    expect(prefixStem('woda')).toBe('woda');
    expect(prefixStem('pi')).toBeNull();
    expect(prefixStem('1410')).toBeNull();
    expect(tsqueryText(['fotosynteza', '1410'])).toBe("'fotosynt':* | '1410'");
  });
});

describe('pairsTsqueryText', () => {
  it('pairs distinct terms, leaving out a term another one already covers', () => {
    expect(pairsTsqueryText(['fotosynteza'])).toBeNull();
    expect(pairsTsqueryText(['bitwa', 'grunwald', '1410'])).toBe(
      "('bitw':* & 'grunwa':*) | ('bitw':* & '1410') | ('grunwa':* & '1410')",
    );
    // 'funkcj':* (funkcjej) matches nothing 'funkc':* (funkcja) does not: no pair of the two.
    expect(pairsTsqueryText(['rozni', 'funkcja', 'funkcjej'])).toBe("('rozn':* & 'funkc':*)");
    expect(pairsTsqueryText(['funkcja', 'funkcji'])).toBeNull();
  });
});

describe('repeatedTsqueryText', () => {
  it('keys a prefix by its longest beginning of 8, 6, 4 or 3 letters, numbers and short words whole', () => {
    // 'fotosynt':*, 'bitw':*, 'kwadrat':*, 'polski':*, 'kot':*, then two exact lexemes and a repeat.
    const terms = ['fotosynteza', 'bitwa', 'kwadratowa', 'polskiego', 'kot', '1410', 'pi', 'bitwy'];
    expect(repeatedTsqueryText(terms)).toBe(
      "'fotosynt' | 'bitw' | 'kwadra' | 'polski' | 'kot' | '1410' | 'pi'",
    );
  });
});
