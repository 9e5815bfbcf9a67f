import { describe, expect, it } from 'vitest';
import { bundledReadings } from './exams.ts';
import { authorChecker } from './lektury-check.ts';

const check = authorChecker(await bundledReadings());

describe('authorChecker', () => {
  it('accepts a title with its own author, inflected or not', () => {
    expect(check('W „Lalce” Bolesława Prusa Wokulski kocha Izabelę.')).toEqual([]);
    expect(check('„Lalka” Prusa pokazuje społeczeństwo Warszawy.')).toEqual([]);
    expect(check('Adam Mickiewicz w „Panu Tadeuszu” opisuje Soplicowo.')).toEqual([]);
  });

  it('finds a title given to another listed author', () => {
    const errors = check('W powieści „Lalka” Adama Mickiewicza bohater…');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ author: 'Bolesław Prus', wrong: 'Mickiewicza' });
    expect(errors[0]?.message).toBe('Autorem utworu „Lalka” jest Bolesław Prus, a nie Mickiewicz.');
    expect(check('„Przedwiośnie” Sienkiewicza kończy się marszem na Belweder.')[0]?.author).toBe(
      'Stefan Żeromski',
    );
  });

  it('looks only at the sentence of the title, where two works are named correctly', () => {
    expect(check('„Lalka” Prusa i „Pan Tadeusz” Mickiewicza to powieści o Polsce.')).toEqual([]);
    expect(check('Mickiewicz pisał o Litwie. Z kolei „Lalka” to powieść realistyczna.')).toEqual([]);
  });

  it('ignores works with no personal author, and text with no title', () => {
    expect(check('Biblia i „Lament świętokrzyski” – Prus o tym nie pisał.')).toEqual([]);
    expect(check('Bolesław Prus i Adam Mickiewicz to pisarze.')).toEqual([]);
  });
});
