import { describe, expect, it } from 'vitest';
import { normalizeText, prefixStem, queryTerms, tsqueryText } from './query-terms.ts';

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
