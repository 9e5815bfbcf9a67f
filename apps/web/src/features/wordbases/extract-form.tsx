import { maxLength } from '@kreda/shared/form-messages';
import { EXTRACT_COUNT, WORDBASE_NAME_MAX } from '@kreda/shared/wordbases';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { MaterialPicker } from '../../components/form/material-picker.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import type { FlashcardKind } from '../../gql/graphql.ts';
import { useActionSources } from '../../lib/api/get-action-sources.ts';
import { choiceKey, initialChoice, type SourceChoice } from '../../lib/source-choice.ts';
import { toast } from '../../lib/toast.ts';
import { useForm } from '../../lib/use-form.ts';
import { useExtractWordBase } from './api/extract-wordbase.ts';
import { KindFields } from './kind-fields.tsx';

const INITIAL = {
  name: '',
  type: 'Language',
  languageCode: '',
  context: '',
  count: String(EXTRACT_COUNT.default),
  sourcesId: '',
};
type Values = typeof INITIAL;

function validate(values: Values) {
  const count = Number(values.count);
  return {
    name: values.name.trim().length > WORDBASE_NAME_MAX ? maxLength(WORDBASE_NAME_MAX) : null,
    languageCode: values.type === 'Language' && !values.languageCode ? 'Wybierz język z listy.' : null,
    count:
      /^\d+$/.test(values.count.trim()) && count >= EXTRACT_COUNT.min && count <= EXTRACT_COUNT.max
        ? null
        : `Podaj liczbę słów od ${EXTRACT_COUNT.min} do ${EXTRACT_COUNT.max}.`,
    sourcesId: values.sourcesId ? null : 'Zaznacz co najmniej jeden materiał.',
  };
}

interface ExtractFormProps {
  workspaceId: string;
  headingId: string;
  /** The set was ordered: it shows in the list while AI picks its words. */
  onOrdered: () => void;
}

/** A new set of words AI picks from the workspace's materials (extractwordbase). */
export function ExtractForm({ workspaceId, headingId, onOrdered }: ExtractFormProps) {
  const extract = useExtractWordBase();
  const sources = useActionSources(workspaceId, 'WORDBASE');
  const [chosen, setChosen] = useState<SourceChoice[] | null>(null);
  const form = useForm({
    initial: INITIAL,
    validate,
    onSubmit: async (values) => {
      const name = values.name.trim();
      await extract.mutateAsync({
        workspaceId,
        sources: chosen ?? [],
        type: values.type as FlashcardKind,
        ...(values.type === 'Language' ? { languageCode: values.languageCode } : {}),
        ...(name ? { name } : {}),
        count: Number(values.count),
      });
      toast.success('Zamówiono bazę – AI wybiera słowa z materiałów.');
      onOrdered();
    },
  });
  const choose = (next: SourceChoice[]) => {
    setChosen(next);
    form.setValue('sourcesId', next.map(choiceKey).join(' '));
  };
  // The last choice is offered again once the materials are known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the materials arrive.
  useEffect(() => {
    if (chosen === null && sources.data) choose(initialChoice(sources.data));
  }, [chosen, sources.data]);

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-labelledby={headingId} className="flex flex-col gap-5">
      <MaterialPicker
        id={form.fieldId('sourcesId')}
        workspaceId={workspaceId}
        sources={sources.data}
        loading={sources.isPending}
        loadError={sources.isError ? sources.error.message : null}
        chosen={chosen ?? []}
        onChange={choose}
        error={form.errorOf('sourcesId')}
        hint="Zaznacz materiały, z których AI ma wybrać słowa."
      />
      <KindFields
        ids={{
          type: form.fieldId('type'),
          languageCode: form.fieldId('languageCode'),
          context: form.fieldId('context'),
        }}
        type={form.values.type}
        languageCode={form.values.languageCode}
        context={form.values.context}
        onType={(type) => form.setValue('type', type)}
        onLanguage={(code) => form.setValue('languageCode', code)}
        onContext={(context) => form.setValue('context', context)}
        errors={{ languageCode: form.errorOf('languageCode') }}
        withContext={false}
      />
      <TextField
        {...form.field('count')}
        label="Ile słów?"
        type="number"
        inputMode="numeric"
        min={EXTRACT_COUNT.min}
        max={EXTRACT_COUNT.max}
        hint={`Od ${EXTRACT_COUNT.min} do ${EXTRACT_COUNT.max}.`}
        className="sm:max-w-48"
      />
      <TextField
        {...form.field('name')}
        label="Nazwa bazy (nieobowiązkowa)"
        maxLength={WORDBASE_NAME_MAX}
        hint="Możesz ją pominąć – wtedy Kreda nada nazwę sama."
      />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <SubmitButton loading={form.pending} loadingText="Zamawianie…" className="sm:w-auto sm:self-start">
        Wybierz słowa z AI
      </SubmitButton>
    </form>
  );
}
