import { TRANSLATE_WORDS_MAX } from '@kreda/shared/wordbases';
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { TranslateInput, TranslateMutation } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Translations and example sentences suggested by AI for typed words; nothing is saved. */
export const TRANSLATE = graphql(`
  mutation translate($translateInput: TranslateInput!) {
    translate(translateInput: $translateInput) {
      word
      translation
      usageExample
      problem
    }
  }
`);

export type WordTranslation = TranslateMutation['translate'][number];

export interface TranslateRequest extends Omit<TranslateInput, 'words'> {
  words: readonly string[];
  /** Called after each batch with how many words have their answer. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Asks in batches of TRANSLATE_WORDS_MAX (the server's cap) one after another, so the pupil sees
 * the progress; the answers come back in the words' order.
 */
export function useTranslateWords() {
  return useMutation({
    mutationFn: async ({ words, onProgress, ...input }: TranslateRequest) => {
      const answers: WordTranslation[] = [];
      for (let start = 0; start < words.length; start += TRANSLATE_WORDS_MAX) {
        const batch = words.slice(start, start + TRANSLATE_WORDS_MAX);
        const { translate } = await apiRequest(TRANSLATE, { translateInput: { ...input, words: batch } });
        answers.push(...translate);
        onProgress?.(answers.length, words.length);
      }
      return answers;
    },
  });
}
