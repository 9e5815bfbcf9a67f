import { maxLength, pluralPl } from '@kreda/shared/form-messages';
import { WORDBASE_DESCRIPTION_MAX, WORDBASE_NAME_MAX, WORDS_PER_SAVE_MAX } from '@kreda/shared/wordbases';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { TextareaField } from '../../components/form/textarea-field.tsx';
import type { FlashcardKind } from '../../gql/graphql.ts';
import { toast } from '../../lib/toast.ts';
import { useForm } from '../../lib/use-form.ts';
import { useUpsertWords } from './api/upsert-words.ts';
import type { WordBase } from './api/wordbase-fragments.ts';
import { KindFields } from './kind-fields.tsx';
import { TranslatePanel } from './translate-panel.tsx';
import { useWordList, type WordList } from './use-word-list.ts';
import { WordListPreview } from './word-list-preview.tsx';
import { mergedWordsNotice, wordsLabel } from './wordbase-labels.ts';

const INITIAL = { name: '', description: '', type: 'Language', languageCode: '', context: '', text: '' };
type Values = typeof INITIAL;
type Mode = 'pairs' | 'words';

const TEXT_MAX = 200_000;

/** What is wrong with the typed list, in Polish; null when it can be saved. */
function listProblem(list: WordList, mode: Mode): string | null {
  if (list.words.length === 0)
    return mode === 'words'
      ? 'Wpisz co najmniej jedno słowo.'
      : 'Wpisz co najmniej jedno słowo z tłumaczeniem.';
  if (list.words.length > WORDS_PER_SAVE_MAX)
    return `Naraz zapiszesz najwyżej ${WORDS_PER_SAVE_MAX} słów – podziel listę na części.`;
  const wrong = list.problems.filter((problem) => !list.missing.some((word) => word.line === problem.line));
  if (wrong.length > 0)
    return `Popraw ${wrong.length} ${pluralPl(wrong.length, 'linię', 'linie', 'linii')} z listy „Do poprawy”.`;
  const missing = list.missing.length;
  if (missing === 0) return null;
  if (mode === 'words' && missing === list.untranslatedCount) return 'Najpierw przetłumacz słowa z AI.';
  return `Brakuje tłumaczenia przy ${missing} ${missing === 1 ? 'słowie' : 'słowach'} – wpisz je albo poproś AI o tłumaczenia.`;
}

function validate(values: Values, list: WordList, mode: Mode) {
  const name = values.name.trim();
  return {
    name:
      name === ''
        ? 'Podaj nazwę bazy.'
        : name.length > WORDBASE_NAME_MAX
          ? maxLength(WORDBASE_NAME_MAX)
          : null,
    description:
      values.description.trim().length > WORDBASE_DESCRIPTION_MAX
        ? maxLength(WORDBASE_DESCRIPTION_MAX)
        : null,
    languageCode: values.type === 'Language' && !values.languageCode ? 'Wybierz język z listy.' : null,
    text: listProblem(list, mode),
  };
}

interface TypedWordsFormProps {
  /** pairs: words with translations typed or pasted; words: only words, AI translates. */
  mode: Mode;
  workspaceId: string;
  headingId: string;
  onSaved: (base: WordBase) => void | Promise<void>;
}

/** A new set from a typed or pasted list, with a live preview and AI for missing translations. */
export function TypedWordsForm({ mode, workspaceId, headingId, onSaved }: TypedWordsFormProps) {
  const upsert = useUpsertWords();
  const [blocked, setBlocked] = useState<string | null>(null);
  const form = useForm({
    initial: INITIAL,
    // Runs on submit and edits, after this render has read the list below.
    validate: (values) => validate(values, list, mode),
    onSubmit: async (values) => {
      const description = values.description.trim();
      const base = await upsert.mutateAsync({
        workspaceId,
        name: values.name.trim(),
        ...(description ? { description } : {}),
        type: values.type as FlashcardKind,
        ...(values.type === 'Language' ? { languageCode: values.languageCode } : {}),
        words: list.words.map(({ word, translation, usageExample }) => ({ word, translation, usageExample })),
      });
      toast.success(`Zapisano bazę „${base.name}”.`);
      // The list goes out merged, so the server had no repeats to report: the set's page says
      // what the preview merged.
      await onSaved({ ...base, notice: base.notice ?? mergedWordsNotice(list.merged) });
    },
  });
  const { values } = form;
  const list = useWordList(values.text);
  // AI's translations change what is wrong without an edit: the shown errors follow them.
  const listState = `${list.words.length}:${list.missing.length}:${list.problems.length}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checks when the list's state changes.
  useEffect(() => form.setValuesOf({}), [listState]);

  const translate = () => {
    if (values.type === 'Language' && !values.languageCode) {
      setBlocked('Najpierw wybierz język bazy – AI musi wiedzieć, na co tłumaczyć.');
      return;
    }
    setBlocked(null);
    void list.fill({
      type: values.type as FlashcardKind,
      languageCode: values.languageCode,
      context: values.context,
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-labelledby={headingId} className="flex flex-col gap-5">
      <TextField
        {...form.field('name')}
        label="Nazwa bazy"
        maxLength={WORDBASE_NAME_MAX}
        placeholder="np. Unit 3 – jedzenie"
      />
      <KindFields
        ids={{
          type: form.fieldId('type'),
          languageCode: form.fieldId('languageCode'),
          context: form.fieldId('context'),
        }}
        type={values.type}
        languageCode={values.languageCode}
        context={values.context}
        onType={(type) => form.setValue('type', type)}
        onLanguage={(code) => {
          setBlocked(null);
          form.setValue('languageCode', code);
        }}
        onContext={(context) => form.setValue('context', context)}
        errors={{ languageCode: form.errorOf('languageCode') }}
        withContext
      />
      <TextareaField
        id={form.fieldId('text')}
        label={mode === 'words' ? 'Słowa' : 'Słowa i tłumaczenia'}
        value={values.text}
        onChange={(next) => form.setValue('text', next)}
        rows={8}
        maxLength={TEXT_MAX}
        spellCheck={false}
        placeholder={
          mode === 'words' ? 'dog\ncat\nto look forward to' : 'dog – pies\ncat – kot – The cat is sleeping.'
        }
        hint={
          mode === 'words'
            ? 'Każde słowo albo wyrażenie w osobnej linii.'
            : 'Każde słowo w osobnej linii: „słowo – tłumaczenie”, a po drugim myślniku możesz dodać przykładowe zdanie. Możesz też wkleić dwie kolumny z arkusza albo CSV.'
        }
        counter={wordsLabel(list.words.length)}
        error={form.errorOf('text')}
      />
      <WordListPreview list={list} mode={mode} />
      <TranslatePanel list={list} mode={mode} onTranslate={translate} blocked={blocked} />
      <TextField
        {...form.field('description')}
        label="Opis (nieobowiązkowy)"
        maxLength={WORDBASE_DESCRIPTION_MAX}
      />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <SubmitButton loading={form.pending} loadingText="Zapisywanie…" className="sm:w-auto sm:self-start">
        Zapisz bazę
      </SubmitButton>
    </form>
  );
}
