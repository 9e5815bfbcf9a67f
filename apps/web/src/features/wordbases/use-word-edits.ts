import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WordInput } from '../../gql/graphql.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import type { Word, WordPage } from './api/get-word-page.ts';
import { useUpsertWords } from './api/upsert-words.ts';
import { wordPagesKey } from './api/wordbase-cache.ts';
import type { WordBase } from './api/wordbase-fragments.ts';
import type { WordValues } from './word-form.tsx';

const toInput = (values: WordValues): WordInput => ({
  word: values.word,
  translation: values.translation,
  usageExample: values.usageExample === '' ? null : values.usageExample,
});

/**
 * Adding, changing and removing one word of a saved set (upsertwords with `words` or
 * `removeWordIds`); the server's notice (e.g. a repeated word merged) is kept to be shown.
 */
export function useWordEdits(base: WordBase) {
  const upsert = useUpsertWords();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);

  const save = async (input: { words?: WordInput[]; removeWordIds?: string[] }) => {
    const saved = await upsert.mutateAsync({ id: base.id, ...input });
    setNotice(saved.notice ?? null);
    return saved;
  };

  const add = async (values: WordValues) => {
    await save({ words: [toInput(values)] });
  };

  const change = async (word: Word, values: WordValues) => {
    const input = toInput(values);
    await save({ words: [{ id: word.id, ...input }] });
    const { word: text, translation, usageExample } = input;
    // The row shows its new text at once; the pages are read again (save) for the server's version.
    queryClient.setQueriesData<WordPage>({ queryKey: wordPagesKey(base.id) }, (page) =>
      page
        ? {
            ...page,
            data: page.data.map((w) =>
              w.id === word.id ? { ...w, word: text, translation, usageExample: usageExample ?? null } : w,
            ),
          }
        : page,
    );
  };

  const remove = async (word: Word): Promise<boolean> => {
    try {
      await save({ removeWordIds: [word.id] });
    } catch (error) {
      toast.error(serverFormErrors(error).message);
      return false;
    }
    const restore = async () => {
      try {
        await save({
          words: [
            { word: word.word, translation: word.translation, usageExample: word.usageExample ?? null },
          ],
        });
        toast.success(`Przywrócono „${word.word}”.`);
      } catch (error) {
        toast.error(serverFormErrors(error).message);
      }
    };
    toast.success(`Usunięto „${word.word}”.`, { action: { label: 'Cofnij', onClick: () => void restore() } });
    return true;
  };

  return { add, change, remove, notice, removing: upsert.isPending };
}
