/*
 * A check by code of what an essay says about who wrote a set reading: a title from the list of
 * readings with another listed author's name beside it ("„Lalka” Adama Mickiewicza") is a factual
 * error. Names are matched by their stem, so inflected forms count ("Prusa", "Mickiewiczowi").
 * It cannot check plots; those claims are flagged for the pupil to check in the text instead.
 */

export interface ReadingRef {
  id: string;
  title: string;
  author: string;
}

export interface AuthorError {
  lekturaId: string;
  title: string;
  author: string;
  /** The wrong author's name as it appears in the text. */
  wrong: string;
  message: string;
}

/** Authors that are not a person's name (anonymous works, the Bible). */
const NOT_A_NAME = /^(anonim|biblia|autor nieznany|.*\bi inni)$/i;

/** The surname's stem: inflection changes the ending ("Prus" → "Prusa", "Sienkiewicz" → "Sienkiewicza"). */
function stem(surname: string): string {
  const lower = surname.toLocaleLowerCase('pl');
  return lower.length <= 5 ? lower : lower.slice(0, Math.max(5, lower.length - 2));
}

function surnameOf(author: string): string | null {
  if (NOT_A_NAME.test(author.trim())) return null;
  const words = author.trim().split(/\s+/);
  const last = words.at(-1) ?? '';
  return last.length >= 3 ? last : null;
}

/** The part of a listed title an essay would quote: before any bracket or "(fragmenty)". */
function titleKey(title: string): string | null {
  const key =
    title
      .split(/[(,]/)[0]
      ?.replace(/\s+cz\.\s*[IVX]+.*$/i, '')
      .trim() ?? '';
  return key.length >= 4 ? key : null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A checker over the set readings the product knows. */
export function authorChecker(readings: readonly ReadingRef[]) {
  const authors = [
    ...new Set(readings.map((r) => surnameOf(r.author)).filter((s): s is string => s !== null)),
  ].map((surname) => ({
    surname,
    pattern: new RegExp(`(?<![\\p{L}])${escapeRegExp(stem(surname))}\\p{L}*`, 'iu'),
  }));
  const titled = readings.flatMap((r) => {
    const key = titleKey(r.title);
    const surname = surnameOf(r.author);
    return key && surname
      ? [{ reading: r, surname, pattern: new RegExp(`(?<![\\p{L}])${escapeRegExp(key)}(?![\\p{L}])`, 'giu') }]
      : [];
  });
  return (text: string): AuthorError[] => {
    const errors: AuthorError[] = [];
    for (const { reading, surname, pattern } of titled) {
      for (const match of text.matchAll(pattern)) {
        // The sentence around the title, at most 80 characters each way.
        const from = Math.max(0, (match.index ?? 0) - 80);
        const to = Math.min(text.length, (match.index ?? 0) + match[0].length + 80);
        const window = text.slice(from, to);
        const sentence = window.split(/(?<=[.!?])\s+/).find((s) => s.includes(match[0])) ?? window;
        const own = new RegExp(`(?<![\\p{L}])${escapeRegExp(stem(surname))}`, 'iu');
        if (own.test(sentence)) continue;
        const other = authors.find((a) => a.surname !== surname && a.pattern.test(sentence));
        if (!other) continue;
        const wrong = other.pattern.exec(sentence)?.[0] ?? other.surname;
        if (errors.some((e) => e.lekturaId === reading.id && e.wrong === wrong)) continue;
        errors.push({
          lekturaId: reading.id,
          title: reading.title,
          author: reading.author,
          wrong,
          message: `Autorem utworu „${titleKey(reading.title)}” jest ${reading.author}, a nie ${other.surname}.`,
        });
      }
    }
    return errors;
  };
}
