import { type EssayExamInfo, wordCountStatus } from '@kreda/shared/essays';
import { pluralPl } from '@kreda/shared/form-messages';

/** Characters as a person counts them (an emoji is one). */
export function lengthOf(text: string): number {
  return [...text].length;
}

/** "120 / 500 znaków" under a field with a length limit. */
export function limitCounter(text: string, max: number): string {
  return `${lengthOf(text)} / ${max} znaków`;
}

/** "1 wyraz", "3 wyrazy", "300 wyrazów". */
export function wordsLabel(count: number): string {
  return `${count} ${pluralPl(count, 'wyraz', 'wyrazy', 'wyrazów')}`;
}

export interface WordCountVerdict {
  status: 'short' | 'ok' | 'long';
  /** "Brakuje 42 wyrazów do 300.", "W normie egzaminu.", "12 wyrazów ponad 150." */
  text: string;
}

/** Where a count stands against the exam's range, said in Polish. */
export function wordCountVerdict(
  count: number,
  range: Pick<EssayExamInfo, 'minWords' | 'maxWords'>,
): WordCountVerdict {
  const status = wordCountStatus(count, range);
  if (status === 'short') {
    const missing = range.minWords - count;
    return {
      status,
      // "brakuje" takes the genitive: 1 wyrazu, 2 wyrazów, 5 wyrazów.
      text: `Za krótko: brakuje ${missing} ${missing === 1 ? 'wyrazu' : 'wyrazów'} do ${range.minWords}.`,
    };
  }
  if (status === 'long') {
    const over = count - (range.maxWords ?? count);
    return { status, text: `Za długo: ${wordsLabel(over)} ponad ${range.maxWords}.` };
  }
  return { status, text: 'Długość zgodna z wymaganiami egzaminu.' };
}
