import { describe, expect, it } from 'vitest';
import { cleanTitle } from './titles.ts';

describe('cleanTitle', () => {
  it.each([
    ['„Delta trójmianu kwadratowego”.', 'Delta trójmianu kwadratowego'],
    ['Tytuł: "Fotosynteza w liściach"', 'Fotosynteza w liściach'],
    ['**Równania kwadratowe**\nDruga linia', 'Równania kwadratowe'],
    ['\n\n  Wojny punickie  \n', 'Wojny punickie'],
  ])('cleans %j', (raw, title) => {
    expect(cleanTitle(raw)).toBe(title);
  });

  it('shortens long titles and gives up on empty ones', () => {
    const long = cleanTitle('Bardzo '.repeat(20));
    expect([...(long ?? '')].length).toBeLessThanOrEqual(60);
    expect(long?.endsWith('…')).toBe(true);
    expect(cleanTitle('  "" . ')).toBeNull();
    expect(cleanTitle('')).toBeNull();
  });
});
